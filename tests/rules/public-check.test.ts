import {
  collection,
  doc,
  increment,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { CHECKS_PER_HOUR } from '@/domain/limits';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { siobhan } from '@/testing/learners';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { getDocFromServer, getDocsFromServer } from './server-reads';
import { attemptPath, closeAttemptWrites, failedAttempt } from './attempt-documents';
import { seedCertificate, SIOBHAN_ID } from './certificate-documents';
import {
  checkPath,
  checkWrites,
  quotaPath,
  seedCheck,
  seedQuota,
  unknownKey,
} from './public-check-documents';
import { altering, commit, without } from './writes';
import {
  actorOf,
  expectAllowed,
  expectDenied,
  firestoreAs,
  firestoreWithToken,
  projectId as PROJECT_ID,
  restToken,
  startEachTestEmpty,
  clientTime,
} from './harness';

/**
 * The logged, throttled public check (docs/decisions/023-throttled-public-check.md), tried as a
 * scraper would: reading the index without a check, with someone else's, with a stale one or
 * for keys it did not name; checking past the hourly quota; filing attempts without a check,
 * twice for one, or under another visitor's.
 */

const VISITOR = actorOf('visitor').uid;
const OTHER = actorOf('otherVisitor').uid;
const LIMIT = CHECKS_PER_HOUR;
const DAY_MS = 24 * 60 * 60 * 1000;

const visitorDb = () => firestoreAs('visitor');
const indexEntry = async (key: string) =>
  getDocFromServer(doc(await visitorDb(), collections.verificationIndex, key));

async function siobhanKeys() {
  const documents = await documentsForCertificate(SIOBHAN_ID, siobhan);
  const [certificate, student] = documents.certificate.data.indexKeys;
  return { certificate, student };
}

describe('the public check', () => {
  startEachTestEmpty();

  describe('logging a check', () => {
    it('is allowed to a visitor signed in anonymously, with a quota starting its window', async () => {
      await expectAllowed(commit(await visitorDb(), checkWrites(VISITOR, 'c1', [unknownKey('a')])));
      const quota = await getDocFromServer(doc(await visitorDb(), quotaPath(VISITOR)));
      expect(quota.data()).toMatchObject({ count: 1, lastCheckId: 'c1' });
    });

    it('is refused to a client that has not signed in at all', async () => {
      await expectDenied(
        commit(await firestoreAs('anonymous'), checkWrites('nobody', 'c1', [unknownKey('a')])),
      );
    });

    it('is refused in another visitor’s name, or counted on their quota', async () => {
      await expectDenied(commit(await visitorDb(), checkWrites(OTHER, 'c1', [unknownKey('a')])));
      const writes = checkWrites(VISITOR, 'c1', [unknownKey('a')]);
      await expectDenied(
        commit(await visitorDb(), altering(writes, checkPath('c1'), { uid: OTHER })),
      );
    });

    it('is refused for a second check riding on one count: the quota names one check only', async () => {
      const writes = checkWrites(VISITOR, 'c1', [unknownKey('a')]);
      const first = writes.find((write) => write.path === checkPath('c1'))!;
      const second = { ...first, path: checkPath('c2') };
      await expectDenied(commit(await visitorDb(), [...writes, second]));
      await expectAllowed(commit(await visitorDb(), writes));
    });

    it('is refused counted on another visitor’s running quota, even in that visitor’s name', async () => {
      await seedQuota(OTHER, { count: 1, minutesAgo: 5 });
      await expectDenied(
        commit(await visitorDb(), checkWrites(OTHER, 'c2', [unknownKey('a')], 'continue')),
      );
    });

    it('is refused counted on a running quota to a client that has not signed in', async () => {
      await seedQuota(VISITOR, { count: 1, minutesAgo: 5 });
      await expectDenied(
        commit(
          await firestoreAs('anonymous'),
          checkWrites(VISITOR, 'c2', [unknownKey('a')], 'continue'),
        ),
      );
    });

    it('is refused without its quota, and a quota without its check', async () => {
      const writes = checkWrites(VISITOR, 'c1', [unknownKey('a')]);
      await expectDenied(commit(await visitorDb(), without(writes, quotaPath(VISITOR))));
      await expectDenied(commit(await visitorDb(), without(writes, checkPath('c1'))));
    });

    it.each([
      ['no keys', { keys: [] }],
      ['three keys', { keys: [unknownKey('a'), unknownKey('b'), unknownKey('c')] }],
      ['the same key twice', { keys: [unknownKey('a'), unknownKey('a')] }],
      ['a key that is not a hash', { keys: ['086524318'] }],
      ['a key in capitals', { keys: [unknownKey('a').toUpperCase()] }],
      ['a name as its second key', { keys: [unknownKey('a'), 'connell'] }],
      ['a name beside the keys', { keys: [unknownKey('a')], surname: 'connell' }],
      ['a client time', { at: clientTime() }],
      ['an expiry of a day', { expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000) }],
      ['an expiry of a year', { expiresAt: Timestamp.fromMillis(Date.now() + 365 * 86_400_000) }],
      ['an expiry given as a number', { expiresAt: Date.now() + 90 * 86_400_000 }],
      ['keys given as a map', { keys: { 0: unknownKey('a'), 1: unknownKey('b') } }],
      ['keys given as text', { keys: 'ab' }],
    ])('refuses a check with %s', async (_case, change) => {
      const writes = checkWrites(VISITOR, 'c1', [unknownKey('a')]);
      const keys = (change as { keys?: unknown }).keys;
      const altered = altering(writes, checkPath('c1'), change);
      // The quota names what the check names, so only the check's own shape is wrong.
      const consistent = keys ? altering(altered, quotaPath(VISITOR), { lastKeys: keys }) : altered;
      await expectDenied(commit(await visitorDb(), consistent));
    });

    it.each([
      ['keys other than the check’s', { lastKeys: [unknownKey('z')] }],
      ['another check’s id', { lastCheckId: 'c2' }],
      ['a client time', { lastAt: clientTime() }],
      ['a count of 0', { count: 0 }],
      ['a window opened earlier', { windowStart: Timestamp.fromMillis(Date.now() - 60_000) }],
      ['a limit of its own', { limit: 1000 }],
      [
        'an expiry of a year, kept long after its window',
        { expiresAt: Timestamp.fromMillis(Date.now() + 365 * 86_400_000) },
      ],
    ])('refuses a quota with %s', async (_case, change) => {
      const writes = checkWrites(VISITOR, 'c1', [unknownKey('a')]);
      await expectDenied(commit(await visitorDb(), altering(writes, quotaPath(VISITOR), change)));
    });

    it('counts every check: the 21st within the hour is refused, for a visitor', async () => {
      await seedQuota(VISITOR, { count: LIMIT - 1, minutesAgo: 30 });
      await expectAllowed(
        commit(await visitorDb(), checkWrites(VISITOR, 'c20', [unknownKey('a')], 'continue')),
      );
      await expectDenied(
        commit(await visitorDb(), checkWrites(VISITOR, 'c21', [unknownKey('b')], 'continue')),
      );
      // Nor can the visitor start the window again early, or skip the count.
      await expectDenied(commit(await visitorDb(), checkWrites(VISITOR, 'c21', [unknownKey('b')])));
      const skipping = checkWrites(VISITOR, 'c21', [unknownKey('b')], 'continue');
      await expectDenied(
        commit(await visitorDb(), altering(skipping, quotaPath(VISITOR), { count: 5 })),
      );
    });

    it('never lets a visitor move their window’s start back, so that it ends sooner', async () => {
      await seedQuota(VISITOR, { count: 3, minutesAgo: 30 });
      const writes = checkWrites(VISITOR, 'c4', [unknownKey('a')], 'continue');
      const earlier = Timestamp.fromMillis(Date.now() - 59 * 60_000);
      await expectDenied(
        commit(await visitorDb(), altering(writes, quotaPath(VISITOR), { windowStart: earlier })),
      );
      await expectAllowed(commit(await visitorDb(), writes));
    });

    it('opens a new window an hour after the last one opened', async () => {
      await seedQuota(VISITOR, { count: 3, minutesAgo: 61 });
      // Not by carrying on the old window past its hour: that would never count again.
      await expectDenied(
        commit(await visitorDb(), checkWrites(VISITOR, 'c1', [unknownKey('a')], 'continue')),
      );
      await expectAllowed(commit(await visitorDb(), checkWrites(VISITOR, 'c1', [unknownKey('a')])));
      const quota = await getDocFromServer(doc(await visitorDb(), quotaPath(VISITOR)));
      expect(quota.get('count')).toBe(1);
    });

    it('refuses a quota moved on to keys with no check logged, and so any read of them', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificate } = await siobhanKeys();
      await seedQuota(VISITOR, { count: 3, minutesAgo: 10 });
      const [, counted] = checkWrites(VISITOR, 'c4', [certificate], 'continue');
      await expectDenied(commit(await visitorDb(), [counted!]));
      await expectDenied(indexEntry(certificate));
    });

    it('refuses a quota pointed back at an earlier check, and so a read of that check’s keys', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificate } = await siobhanKeys();
      await seedCheck(VISITOR, 'earlier', [certificate], 10);
      await seedQuota(VISITOR, {
        count: 2,
        minutesAgo: 10,
        keys: [unknownKey('a')],
        lastCheckId: 'later',
        lastMinutesAgo: 5,
      });
      const pointedBack = {
        count: increment(1),
        lastCheckId: 'earlier',
        lastKeys: [certificate],
        lastAt: serverTimestamp(),
        expiresAt: Timestamp.fromMillis(Date.now() + DAY_MS),
      };
      await expectDenied(
        setDoc(doc(await visitorDb(), quotaPath(VISITOR)), pointedBack, { merge: true }),
      );
      await expectDenied(indexEntry(certificate));
    });

    // A TTL policy deletes a check after 90 days; a visitor's quota may still name it.
    describe('a check whose record is gone while the quota still names it', () => {
      const seedQuotaNamingGone = () =>
        seedQuota(VISITOR, {
          count: 1,
          minutesAgo: 1,
          keys: [unknownKey('a')],
          lastCheckId: 'gone',
        });
      const logAgain = async (check: Record<string, unknown>) =>
        setDoc(doc(await visitorDb(), checkPath('gone')), {
          uid: VISITOR,
          keys: [unknownKey('a')],
          at: serverTimestamp(),
          expiresAt: Timestamp.fromMillis(Date.now() + 90 * DAY_MS),
          ...check,
        });

      it.each([
        ['in the visitor’s own name, uncounted', {}],
        ['in another visitor’s name', { uid: OTHER }],
        [
          'a year ahead, so its window never closes',
          { at: Timestamp.fromMillis(Date.now() + 365 * DAY_MS) },
        ],
      ])('is not logged again %s', async (_case, check) => {
        await seedQuotaNamingGone();
        await expectDenied(logAgain(check));
      });

      it('is not logged again under its old id even counted, while a fresh id is', async () => {
        await seedQuotaNamingGone();
        const db = await visitorDb();
        await expectDenied(commit(db, checkWrites(VISITOR, 'gone', [unknownKey('a')], 'continue')));
        await expectAllowed(
          commit(db, checkWrites(VISITOR, 'fresh', [unknownKey('a')], 'continue')),
        );
      });

      it('files no failed attempt under it', async () => {
        await seedQuotaNamingGone();
        await expectDenied(logAgain({}));
        await expectDenied(setDoc(doc(await visitorDb(), attemptPath('gone')), failedAttempt()));
      });
    });

    it('holds admins answering enquiries to no quota, but logs their checks', async () => {
      const staff = actorOf('staff').uid;
      await seedQuota(staff, { count: LIMIT + 5, minutesAgo: 10 });
      await expectAllowed(
        commit(await firestoreAs('staff'), checkWrites(staff, 'c1', [unknownKey('a')], 'continue')),
      );
    });

    it("holds a centre's staff to the quota: names tried against other centres' numbers are counted", async () => {
      const lee = actorOf('centreStaff').uid;
      const db = await firestoreAs('centreStaff');
      await seedQuota(lee, { count: LIMIT - 1, minutesAgo: 10 });
      await expectAllowed(commit(db, checkWrites(lee, 'c1', [unknownKey('a')], 'continue')));
      await expectDenied(commit(db, checkWrites(lee, 'c2', [unknownKey('b')], 'continue')));
    });

    it('refuses a good check batched with a write the visitor may not make, and keeps neither', async () => {
      const db = await visitorDb();
      const writes = checkWrites(VISITOR, 'c1', [unknownKey('a')]);
      await expectDenied(
        commit(db, [
          ...writes,
          { op: 'set', path: `${collections.verificationIndex}/${unknownKey('a')}`, data: {} },
        ]),
      );
      await expectDenied(commit(db, [...writes, ...checkWrites(OTHER, 'c2', [unknownKey('b')])]));
      await expectDenied(
        commit(db, [
          ...writes,
          { op: 'set', path: attemptPath('someone-elses'), data: failedAttempt() },
        ]),
      );
      const staff = await firestoreAs('staff');
      expect((await getDocFromServer(doc(staff, checkPath('c1')))).exists()).toBe(false);
      expect((await getDocFromServer(doc(staff, quotaPath(VISITOR)))).exists()).toBe(false);
    });

    it('never lets a check or a quota be changed or removed afterwards', async () => {
      await seedCheck(VISITOR, 'c1', [unknownKey('a')]);
      const db = await visitorDb();
      await expectDenied(setDoc(doc(db, checkPath('c1')), { uid: VISITOR }, { merge: true }));
      await expectDenied(commit(db, [{ op: 'delete', path: checkPath('c1') }]));
      await expectDenied(commit(db, [{ op: 'delete', path: quotaPath(VISITOR) }]));
      await expectDenied(
        commit(db, [{ op: 'update', path: quotaPath(VISITOR), data: { count: 0 } }]),
      );
    });

    it('never lets an old check be written over, even as the next check on the quota', async () => {
      await seedCheck(VISITOR, 'c1', [unknownKey('a')]);
      const db = await visitorDb();
      await expectAllowed(commit(db, checkWrites(VISITOR, 'c2', [unknownKey('b')], 'continue')));
      // Counted as a check, but hiding what c1 looked up under what the visitor looks up now.
      await expectDenied(commit(db, checkWrites(VISITOR, 'c1', [unknownKey('c')], 'continue')));
      const stored = await getDocFromServer(doc(await firestoreAs('staff'), checkPath('c1')));
      expect(stored.get('keys')).toEqual([unknownKey('a')]);
    });
  });

  describe('reading the index', () => {
    it('answers the keys the visitor’s own check named, found or not', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificate } = await siobhanKeys();
      const missing = unknownKey('guess');
      await commit(await visitorDb(), checkWrites(VISITOR, 'c1', [certificate, missing]));
      expect((await indexEntry(certificate)).exists()).toBe(true);
      expect((await indexEntry(missing)).exists()).toBe(false);
    });

    it('refuses a read without a check', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificate } = await siobhanKeys();
      await expectDenied(indexEntry(certificate));
    });

    it('refuses a key the check did not name', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificate, student } = await siobhanKeys();
      await commit(await visitorDb(), checkWrites(VISITOR, 'c1', [certificate]));
      await expectDenied(indexEntry(student));
    });

    it('refuses a key named only by another visitor’s check', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificate } = await siobhanKeys();
      await commit(await firestoreAs('otherVisitor'), checkWrites(OTHER, 'c1', [certificate]));
      await expectDenied(indexEntry(certificate));
    });

    it('refuses a key named by the visitor’s check of more than two minutes ago', async () => {
      // A visitor no other test in this file names: the emulator once answered this read from
      // the quota an earlier test had written at the same path before the database was cleared.
      const uid = 'visitor-cy';
      const visitor = await firestoreWithToken(uid, {
        firebase: { sign_in_provider: 'anonymous' },
      });
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificate } = await siobhanKeys();
      await seedCheck(uid, 'old', [certificate], 3);
      await expectDenied(
        getDocFromServer(doc(visitor, collections.verificationIndex, certificate)),
      );
    });

    it('refuses a batch of reads beyond the check’s keys, in a transaction', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificate, student } = await siobhanKeys();
      const db = await visitorDb();
      await commit(db, checkWrites(VISITOR, 'c1', [certificate]));
      await expectDenied(
        runTransaction(db, async (transaction) => {
          await transaction.get(doc(db, collections.verificationIndex, certificate));
          await transaction.get(doc(db, collections.verificationIndex, student));
        }),
      );
    });

    it('gives a REST batchGet of many keys nothing, even with a check of one of them', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificate, student } = await siobhanKeys();
      await commit(await visitorDb(), checkWrites(VISITOR, 'c1', [certificate]));
      const root = `projects/${PROJECT_ID}/databases/(default)/documents`;
      const guesses = [
        certificate,
        student,
        ...Array.from({ length: 98 }, (_, n) => unknownKey(`g${n}`)),
      ];
      const response = await fetch(`${emulatorUrl(firestoreEmulator())}/v1/${root}:batchGet`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${restToken('visitor')}`,
        },
        body: JSON.stringify({
          documents: guesses.map((key) => `${root}/${collections.verificationIndex}/${key}`),
        }),
      });
      const body = (await response.json()) as unknown;
      expect(response.status).toBe(403);
      expect(JSON.stringify(body)).not.toContain(siobhan.certificateNumber);
    });

    it('refuses every query of the index, to visitors and staff', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      for (const who of ['visitor', 'staff'] as const) {
        const entries = collection(await firestoreAs(who), collections.verificationIndex);
        await expectDenied(
          getDocsFromServer(query(entries, where('certificateId', '==', SIOBHAN_ID))),
        );
      }
    });
  });

  describe('filing a failed attempt', () => {
    async function attemptUnder(who: 'visitor' | 'otherVisitor', checkId: string) {
      return setDoc(doc(await firestoreAs(who), attemptPath(checkId)), failedAttempt());
    }

    it('is allowed once, under the visitor’s own check that found nothing', async () => {
      await commit(await visitorDb(), checkWrites(VISITOR, 'c1', [unknownKey('a')]));
      await expectAllowed(attemptUnder('visitor', 'c1'));
      await expectDenied(attemptUnder('visitor', 'c1'));
    });

    it('is refused again once staff have closed the attempt, while the check is still recent', async () => {
      await commit(await visitorDb(), checkWrites(VISITOR, 'c1', [unknownKey('a')]));
      await expectAllowed(attemptUnder('visitor', 'c1'));
      await expectAllowed(commit(await firestoreAs('staff'), closeAttemptWrites({ id: 'c1' })));
      // Its closing event is taken: a second attempt under the id could never be closed.
      await expectDenied(attemptUnder('visitor', 'c1'));
    });

    it('is refused without a check, or under another visitor’s', async () => {
      await expectDenied(attemptUnder('visitor', 'no-such-check'));
      await commit(await firestoreAs('otherVisitor'), checkWrites(OTHER, 'c1', [unknownKey('a')]));
      await expectDenied(attemptUnder('visitor', 'c1'));
    });

    it('is refused under a check of more than two minutes ago', async () => {
      await seedCheck(VISITOR, 'old', [unknownKey('a')], 3);
      await expectDenied(attemptUnder('visitor', 'old'));
    });

    it('is refused under a check that verified: nobody can frame a learner', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificate, student } = await siobhanKeys();
      await commit(await visitorDb(), checkWrites(VISITOR, 'c1', [unknownKey('a'), student]));
      await expectDenied(attemptUnder('visitor', 'c1'));
      await commit(await visitorDb(), checkWrites(VISITOR, 'c2', [certificate], 'continue'));
      await expectDenied(attemptUnder('visitor', 'c2'));
    });

    it('is refused under a check whose first key is found, even if its second is not', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificate } = await siobhanKeys();
      await commit(await visitorDb(), checkWrites(VISITOR, 'c1', [certificate, unknownKey('a')]));
      await expectDenied(attemptUnder('visitor', 'c1'));
    });

    it('is refused with a client time, even under a good check', async () => {
      await commit(await visitorDb(), checkWrites(VISITOR, 'c1', [unknownKey('a')]));
      await expectDenied(
        setDoc(
          doc(await visitorDb(), attemptPath('c1')),
          failedAttempt({ attemptedAt: clientTime() }),
        ),
      );
      await expectAllowed(
        setDoc(
          doc(await visitorDb(), attemptPath('c1')),
          failedAttempt({ attemptedAt: serverTimestamp() }),
        ),
      );
    });
  });

  describe('reading checks and quotas', () => {
    it('refuses a quota to a client that has not signed in', async () => {
      await seedCheck(VISITOR, 'c1', [unknownKey('a')]);
      await expectDenied(getDocFromServer(doc(await firestoreAs('anonymous'), quotaPath(VISITOR))));
    });

    it('lets a visitor read their own quota, staff any check, and nobody else either', async () => {
      await seedCheck(VISITOR, 'c1', [unknownKey('a')]);
      await expectAllowed(getDocFromServer(doc(await visitorDb(), quotaPath(VISITOR))));
      await expectDenied(
        getDocFromServer(doc(await firestoreAs('otherVisitor'), quotaPath(VISITOR))),
      );
      await expectDenied(getDocFromServer(doc(await visitorDb(), checkPath('c1'))));
      await expectDenied(
        getDocsFromServer(collection(await visitorDb(), collections.verificationChecks)),
      );
      // Quotas are read one at a time, by whom they count: not listed, not even by staff.
      await expectDenied(
        getDocsFromServer(collection(await visitorDb(), collections.verifierQuota)),
      );
      await expectDenied(
        getDocsFromServer(collection(await firestoreAs('staff'), collections.verifierQuota)),
      );
      // Not even their own, by the queries the staff screens make: checks are for staff.
      const checks = collection(await visitorDb(), collections.verificationChecks);
      await expectDenied(getDocsFromServer(query(checks, where('uid', '==', VISITOR))));
      await expectDenied(
        getDocsFromServer(query(checks, where('keys', 'array-contains-any', [unknownKey('a')]))),
      );
      const staff = await firestoreAs('staff');
      await expectAllowed(getDocFromServer(doc(staff, checkPath('c1'))));
      await expectAllowed(getDocFromServer(doc(staff, quotaPath(VISITOR))));
      await expectAllowed(
        getDocsFromServer(
          query(collection(staff, collections.verificationChecks), where('uid', '==', VISITOR)),
        ),
      );
    });
  });
});

import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { CHECKS_PER_HOUR } from '@/domain/limits';
import { shareIdOf, surnameKeyOf } from '@/domain/share-codes';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { getDocFromServer } from './server-reads';
import { attemptPath, failedAttempt } from './attempt-documents';
import {
  ADA_CODE,
  adaAtA,
  adaShare,
  certificateKeyOf,
  GRACE_ID,
  graceAtA,
  graceShare,
  GRACE_CODE,
  revokeWrites,
  seedLearnerCertificates,
  seedShare,
  sharePath,
  viewWrites,
  ADA_ID,
} from './learner-documents';
import { checkPath, quotaPath, seedCheck, seedQuota } from './public-check-documents';
import { altering, commit, without } from './writes';
import {
  actorOf,
  clientTime,
  expectAllowed,
  expectDenied,
  firestoreAs,
  firestoreWithToken,
  projectId,
  restToken,
  seed,
  startEachTestEmpty,
} from './harness';

/**
 * A view of a share code (docs/decisions/031-learners.md), as a visitor who holds the code would
 * try it: with the holder's surname and with another, on a share withdrawn or expired, past the
 * hourly quota, for another share's entry, counting views without a check, and reading the
 * share or the index without a view of their own.
 */

const VISITOR = actorOf('visitor').uid;
const SURNAME = adaAtA.surname;

const visitorDb = () => firestoreAs('visitor');
const entry = async (db: Firestore, key: string) =>
  getDocFromServer(doc(db, collections.verificationIndex, key));
const adaKey = () => certificateKeyOf(ADA_ID, adaAtA);
const shareDoc = async (db: Firestore, code = ADA_CODE) =>
  getDocFromServer(doc(db, await sharePath(code)));

async function seedAdasShare(changes: Record<string, unknown> = {}) {
  await seedLearnerCertificates();
  await seedShare(adaShare, changes);
}

describe('a view of a share', () => {
  startEachTestEmpty();

  it('with the holder’s surname: logged, counted on the share, and opening its one entry', async () => {
    await seedAdasShare();
    const db = await visitorDb();
    await expectAllowed(commit(db, await viewWrites('visitor', 'v1', ADA_CODE, SURNAME)));
    const share = await shareDoc(db);
    expect(share.get('views')).toBe(1);
    const found = await entry(db, share.get('indexKey'));
    expect(found.data()).toMatchObject({ certificateId: ADA_ID, status: 'valid' });
    const staff = await firestoreAs('staff');
    const check = await getDocFromServer(doc(staff, checkPath('v1')));
    expect(check.get('keys')).toEqual([await shareIdOf(ADA_CODE)]);
  });

  it('typed in any case and spacing of the surname, as a check compares names', async () => {
    await seedAdasShare();
    const db = await visitorDb();
    await expectAllowed(commit(db, await viewWrites('visitor', 'v1', ADA_CODE, '  LOVELACE ')));
  });

  it('with another surname: logged and counted against the visitor, opening nothing', async () => {
    await seedAdasShare();
    const db = await visitorDb();
    const wrong = await viewWrites('visitor', 'v1', ADA_CODE, 'Byron');
    await expectDenied(commit(db, wrong));
    await expectAllowed(
      commit(db, await viewWrites('visitor', 'v1', ADA_CODE, 'Byron', { opens: false })),
    );
    const staff = await firestoreAs('staff');
    expect((await getDocFromServer(doc(staff, quotaPath(VISITOR)))).get('count')).toBe(1);
    const holder = await firestoreAs('learner');
    expect((await getDocFromServer(doc(holder, await sharePath(ADA_CODE)))).get('views')).toBe(0);
    await expectDenied(shareDoc(db));
    await expectDenied(entry(db, await adaKey()));
  });

  it.each([
    ['withdrawn', { revokedAt: Timestamp.fromMillis(Date.now() - 60_000) }],
    ['expired', { expiresAt: Timestamp.fromMillis(Date.now() - 60_000) }],
  ])('of a share %s: nothing opens and nothing is logged', async (_case, changes) => {
    await seedAdasShare(changes);
    const db = await visitorDb();
    await expectDenied(commit(db, await viewWrites('visitor', 'v1', ADA_CODE, SURNAME)));
    await expectDenied(
      commit(db, await viewWrites('visitor', 'v1', ADA_CODE, SURNAME, { opens: false })),
    );
    await expectDenied(entry(db, await adaKey()));
  });

  it('of a code that was never given: nothing logged', async () => {
    await seedAdasShare();
    const db = await visitorDb();
    await expectDenied(
      commit(db, await viewWrites('visitor', 'v1', 'QQQQQQQQQQQQ', SURNAME, { opens: false })),
    );
  });

  it('stops opening the entry the moment its holder withdraws the share', async () => {
    await seedAdasShare();
    const db = await visitorDb();
    await commit(db, await viewWrites('visitor', 'v1', ADA_CODE, SURNAME));
    await expectAllowed(entry(db, await adaKey()));
    await commit(await firestoreAs('learner'), await revokeWrites(ADA_CODE));
    await expectDenied(entry(db, await adaKey()));
    await expectDenied(shareDoc(db));
  });

  it('opens only the share’s own entry: not its student number’s, not another share’s', async () => {
    await seedAdasShare();
    await seedShare(graceShare);
    const db = await visitorDb();
    await commit(db, await viewWrites('visitor', 'v1', ADA_CODE, SURNAME));
    const stored = await getDocFromServer(
      doc(await firestoreAs('staff'), `certificates/${ADA_ID}`),
    );
    await expectDenied(entry(db, stored.get('indexKeys')[1]));
    await expectDenied(entry(db, await certificateKeyOf(GRACE_ID, graceAtA)));
    await expectDenied(shareDoc(db, GRACE_CODE));
  });

  it('is the visitor’s own: another visitor reads nothing by it', async () => {
    await seedAdasShare();
    await commit(await visitorDb(), await viewWrites('visitor', 'v1', ADA_CODE, SURNAME));
    const other = await firestoreAs('otherVisitor');
    await expectDenied(entry(other, await adaKey()));
    await expectDenied(shareDoc(other));
  });

  /** A view by `uid` already logged `minutesAgo`, with the holder's surname, past the rules. */
  async function seedView(uid: string, minutesAgo: number) {
    await seedCheck(uid, 'seeded-view', [await shareIdOf(ADA_CODE)], minutesAgo);
    const surnameKey = await surnameKeyOf(ADA_CODE, SURNAME);
    await seed((admin) =>
      setDoc(doc(admin, checkPath('seeded-view')), { surnameKey }, { merge: true }),
    );
  }

  it('opens for two minutes only', async () => {
    await seedAdasShare();
    // A visitor no other test names: the quota path is fresh.
    const uid = 'visitor-late';
    await seedView(uid, 3);
    const late = await firestoreWithToken(uid, { firebase: { sign_in_provider: 'anonymous' } });
    await expectDenied(entry(late, await adaKey()));
    await expectDenied(shareDoc(late));
  });

  it('opens nothing once the share has expired, even to a view of the last two minutes', async () => {
    await seedAdasShare({ expiresAt: Timestamp.fromMillis(Date.now() - 1_000) });
    const uid = 'visitor-expired';
    await seedView(uid, 0);
    const db = await firestoreWithToken(uid, { firebase: { sign_in_provider: 'anonymous' } });
    await expectDenied(entry(db, await adaKey()));
    await expectDenied(shareDoc(db));
  });

  it('counts toward the visitor’s hourly quota: the 21st check of the hour is refused', async () => {
    await seedAdasShare();
    await seedQuota(VISITOR, { count: CHECKS_PER_HOUR, minutesAgo: 30 });
    const db = await visitorDb();
    for (const opens of [true, false]) {
      await expectDenied(
        commit(
          db,
          await viewWrites('visitor', 'v21', ADA_CODE, SURNAME, { step: 'continue', opens }),
        ),
      );
      await expectDenied(
        commit(db, await viewWrites('visitor', 'v21', ADA_CODE, SURNAME, { opens })),
      );
    }
    await seedQuota(VISITOR, { count: CHECKS_PER_HOUR - 1, minutesAgo: 30 });
    await expectAllowed(
      commit(db, await viewWrites('visitor', 'v20', ADA_CODE, SURNAME, { step: 'continue' })),
    );
  });

  it('counts one view, with its own check, at the server’s time', async () => {
    await seedAdasShare();
    const db = await visitorDb();
    const path = await sharePath(ADA_CODE);
    const writes = await viewWrites('visitor', 'v1', ADA_CODE, SURNAME);
    await expectDenied(commit(db, altering(writes, path, { views: 2 })));
    await expectDenied(commit(db, altering(writes, path, { lastViewAt: clientTime() })));
    await expectDenied(commit(db, altering(writes, path, { revokedAt: null, ownerUid: VISITOR })));
    // Without the check and quota of this commit: a count with no check behind it.
    await expectDenied(commit(db, without(without(writes, checkPath('v1')), quotaPath(VISITOR))));
    await expectAllowed(commit(db, writes));
    // Nor again on the same check, once it is stored.
    await expectDenied(commit(db, [writes.find((write) => write.path === path)!]));
  });

  it('counts nothing on a check of another share, and logs no surname for a plain check', async () => {
    await seedAdasShare();
    await seedShare(graceShare);
    const db = await visitorDb();
    const ada = await sharePath(ADA_CODE);
    const viewOfGrace = await viewWrites('visitor', 'v1', GRACE_CODE, graceAtA.surname);
    const countedOnAda = (await viewWrites('visitor', 'v1', ADA_CODE, SURNAME)).find(
      (write) => write.path === ada,
    )!;
    await expectDenied(
      commit(db, [
        ...viewOfGrace.filter((write) => !write.path.startsWith('shares/')),
        countedOnAda,
      ]),
    );
    const noShare = await viewWrites('visitor', 'v2', ADA_CODE, SURNAME, { opens: false });
    const plain = altering(noShare, checkPath('v2'), { keys: [await adaKey()] });
    const consistent = altering(plain, quotaPath(VISITOR), { lastKeys: [await adaKey()] });
    await expectDenied(commit(db, consistent));
  });

  it('files no failed attempt under its check', async () => {
    await seedAdasShare();
    const db = await visitorDb();
    await commit(db, await viewWrites('visitor', 'v1', ADA_CODE, 'Byron', { opens: false }));
    await expectDenied(setDoc(doc(db, attemptPath('v1')), failedAttempt()));
  });

  it('gives a REST batchGet of the entry and others nothing', async () => {
    await seedAdasShare();
    await commit(await visitorDb(), await viewWrites('visitor', 'v1', ADA_CODE, SURNAME));
    const root = `projects/${projectId}/databases/(default)/documents`;
    const keys = [await adaKey(), await certificateKeyOf(GRACE_ID, graceAtA)];
    const response = await fetch(`${emulatorUrl(firestoreEmulator())}/v1/${root}:batchGet`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${restToken('visitor')}`,
      },
      body: JSON.stringify({
        documents: keys.map((key) => `${root}/${collections.verificationIndex}/${key}`),
      }),
    });
    expect(response.status).toBe(403);
    expect(JSON.stringify(await response.json())).not.toContain(graceAtA.surname);
  });
});

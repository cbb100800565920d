import {
  collection,
  deleteDoc,
  doc,
  query,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { collections } from '@/domain/collections';
import { SHARE_MAX_DAYS } from '@/domain/limits';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  ADA_B_ID,
  adaAtB,
  adaShare,
  graceShare,
  revokeWrites,
  seedLearnerCertificates,
  seedShare,
  sharePath,
  shareWrites,
} from './learner-documents';
import { altering, commit } from './writes';
import {
  actorOf,
  allows,
  authTime,
  clientTime,
  expectAccess,
  expectAllowed,
  expectDenied,
  firestoreAs,
  firestoreWithToken,
  LEARNER_EMAIL,
  SIGNED_IN_AT,
  startEachTestEmpty,
  type Scenario,
} from './harness';

/**
 * A learner's share codes, as their holder makes, lists and withdraws them
 * (docs/decisions/031-learners.md); share-views.test.ts has what a visitor with a code may do.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const CODE_PATH = await sharePath(adaShare.code);

const shares: Scenario = {
  seed: async () => {
    await seedLearnerCertificates();
    await seedShare();
  },
  operations: {
    get: (db) => getDocFromServer(doc(db, CODE_PATH)),
    list: (db) =>
      getDocsFromServer(
        query(collection(db, collections.shares), where('ownerUid', '==', actorOf('learner').uid)),
      ),
    // Ada's certificate shared by whoever calls, in their own name, under a new code.
    create: async (db, actor) =>
      commit(
        db,
        await shareWrites(
          { ...adaShare, code: 'NEWSHARE2345' },
          { changes: { ownerUid: actor.uid } },
        ),
      ),
    update: async (db) => commit(db, await revokeWrites(adaShare.code)),
    delete: (db) => deleteDoc(doc(db, CODE_PATH)),
  },
};

const learnerDb = () => firestoreAs('learner');

describe('shares', () => {
  startEachTestEmpty();

  it('are made, read, listed and withdrawn by their holder alone, and removed by nobody', async () => {
    const none = allows();
    await expectAccess(shares, {
      learner: allows('get', 'list', 'create', 'update'),
      otherLearner: none,
      signedIn: none,
      anonymous: none,
      staff: none,
      centreStaff: none,
      unverifiedStaff: none,
    });
  });

  it('are listed by their holder only by a query of their own', async () => {
    await seedLearnerCertificates();
    await seedShare();
    const db = await learnerDb();
    await expectDenied(getDocsFromServer(collection(db, collections.shares)));
    const others = query(
      collection(db, collections.shares),
      where('ownerUid', '==', actorOf('otherLearner').uid),
    );
    await expectDenied(getDocsFromServer(others));
    const visitorQuery = (visitor: Firestore) =>
      getDocsFromServer(
        query(
          collection(visitor, collections.shares),
          where('ownerUid', '==', actorOf('visitor').uid),
        ),
      );
    // Not even a query of their own, to a visitor: a share is listed by a learner only.
    await expectDenied(visitorQuery(await firestoreAs('visitor')));
  });

  describe('made', () => {
    it('for each of the holder’s certificates, at any centre, up to 366 days', async () => {
      await seedLearnerCertificates();
      const atB = { ...adaShare, code: 'PQRSTUVWXYZ2', certificateId: ADA_B_ID, details: adaAtB };
      await expectAllowed(commit(await learnerDb(), await shareWrites(atB, { days: 365 })));
      const longest = await shareWrites(adaShare, { days: SHARE_MAX_DAYS - 0.01 });
      await expectAllowed(commit(await learnerDb(), longest));
    });

    it('refused for another learner’s certificate, in either’s name', async () => {
      await seedLearnerCertificates();
      const db = await learnerDb();
      await expectDenied(commit(db, await shareWrites({ ...graceShare, owner: 'learner' })));
      await expectDenied(commit(db, await shareWrites(graceShare)));
    });

    it.each([
      ['expiring in 367 days', { expiresAt: Timestamp.fromMillis(Date.now() + 367 * DAY_MS) }],
      ['already expired', { expiresAt: Timestamp.fromMillis(Date.now() - 60_000) }],
      ['with an expiry as a number', { expiresAt: Date.now() + DAY_MS }],
      ['withdrawn already', { revokedAt: Timestamp.now() }],
      ['viewed already', { views: 3 }],
      ['last viewed already', { lastViewAt: Timestamp.now() }],
      ['made at a client time', { createdAt: clientTime() }],
      ['in another account’s name', { ownerUid: actorOf('otherLearner').uid }],
      ['with a surname key that is not one', { surnameKey: 'lovelace' }],
      ['with a key of its own', { certificateNumber: '086525417' }],
      ['without its surname key', { surnameKey: undefined }],
    ])('refused %s', async (_case, changes) => {
      await seedLearnerCertificates();
      const writes = await shareWrites(adaShare, { changes });
      await expectDenied(commit(await learnerDb(), writes));
    });

    it('refused for another index key than the certificate number’s', async () => {
      await seedLearnerCertificates();
      const db = await learnerDb();
      const [studentKey] = (
        await getDocFromServer(doc(await firestoreAs('staff'), 'certificates/cert-ada'))
      )
        .get('indexKeys')
        .slice(1);
      await expectDenied(
        commit(db, await shareWrites(adaShare, { changes: { indexKey: studentKey } })),
      );
      const graces = (await shareWrites(graceShare))[0];
      const graceKey = graces?.op === 'set' ? graces.data.indexKey : null;
      await expectDenied(
        commit(db, await shareWrites(adaShare, { changes: { indexKey: graceKey } })),
      );
    });

    it('refused under an id that is not a code’s hash, or over a share that exists', async () => {
      await seedLearnerCertificates();
      const db = await learnerDb();
      const [write] = await shareWrites(adaShare);
      if (write?.op !== 'set') throw new Error('A share is set.');
      await expectDenied(commit(db, [{ ...write, path: `${collections.shares}/ABCDEFGHJKMN` }]));
      await seedShare();
      await expectDenied(commit(db, [write]));
    });

    it('refused to the holder’s address unproved, or a session begun before the claim', async () => {
      await seedLearnerCertificates();
      const { uid } = actorOf('learner');
      const writes = await shareWrites(adaShare);
      for (const token of [
        { email: LEARNER_EMAIL, email_verified: false, auth_time: authTime(SIGNED_IN_AT) },
        { email: LEARNER_EMAIL, email_verified: true, auth_time: authTime(SIGNED_IN_AT) - 60 },
      ]) {
        await expectDenied(commit(await firestoreWithToken(uid, token), writes));
      }
    });
  });

  describe('withdrawn', () => {
    it('only once, at the server’s time, changing nothing else', async () => {
      await seedLearnerCertificates();
      await seedShare();
      const db = await learnerDb();
      const writes = await revokeWrites(adaShare.code);
      await expectDenied(commit(db, altering(writes, CODE_PATH, { revokedAt: clientTime() })));
      await expectDenied(commit(db, altering(writes, CODE_PATH, { views: 5 })));
      await expectDenied(
        commit(
          db,
          altering(writes, CODE_PATH, { expiresAt: Timestamp.fromMillis(Date.now() + DAY_MS) }),
        ),
      );
      await expectAllowed(commit(db, writes));
      await expectDenied(commit(db, writes));
    });

    it('never by another learner, a visitor or staff, nor brought back by its holder', async () => {
      await seedLearnerCertificates();
      await seedShare(adaShare, { revokedAt: Timestamp.fromMillis(Date.now() - 60_000) });
      const bringBack = [{ op: 'update' as const, path: CODE_PATH, data: { revokedAt: null } }];
      await expectDenied(commit(await learnerDb(), bringBack));
      await seedShare();
      for (const who of ['otherLearner', 'visitor', 'staff'] as const) {
        await expectDenied(commit(await firestoreAs(who), await revokeWrites(adaShare.code)));
      }
    });
  });
});

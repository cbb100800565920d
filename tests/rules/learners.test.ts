import { collection, doc, query, runTransaction, where, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';

import { emulatorUrl, firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { getDocFromServer, getDocsFromServer } from './server-reads';
import { certificatePath, creationWrites } from './certificate-documents';
import { editWrites } from './edit-documents';
import {
  ADA_B_ID,
  ADA_ID,
  adaAtA,
  claimWrites,
  GRACE_ID,
  seedLearnerCertificates,
} from './learner-documents';
import { altering, commit } from './writes';
import {
  actorOf,
  authTime,
  expectAllowed,
  expectDenied,
  firestoreAs,
  firestoreWithToken,
  LEARNER_EMAIL,
  OTHER_LEARNER_EMAIL,
  projectId,
  restToken,
  SIGNED_IN_AT,
  startEachTestEmpty,
  clientTime,
} from './harness';

/**
 * A learner's own certificates (docs/decisions/031-learners.md): read only by the account that
 * claims their address, in a session begun no earlier than the claiming one, with a proved
 * address equal to the certificate's; listed only by a query that says so; written never. Tried
 * as another learner, a stranger, an unproved address and a visitor would, by id, by query,
 * through REST and in a batch, and as someone who opened an account under the learner's address
 * before the learner first signed in.
 */

const learnerDb = () => firestoreAs('learner');
const getCertificate = (db: Firestore, id: string) =>
  getDocFromServer(doc(db, certificatePath(id)));
const certificatesOf = (db: Firestore, email: string | null) =>
  getDocsFromServer(
    email === null
      ? collection(db, collections.certificates)
      : query(collection(db, collections.certificates), where('learnerEmail', '==', email)),
  );

const minutesAgo = (minutes: number) => authTime(new Date(Date.now() - minutes * 60_000));

/** A token for `uid` with the learner's address, in a session begun `signedInAt` (seconds). */
const sessionOf = (uid: string, signedInAt: number, verified = true) =>
  firestoreWithToken(uid, {
    email: LEARNER_EMAIL,
    email_verified: verified,
    auth_time: signedInAt,
  });

describe('a learner’s certificates', () => {
  startEachTestEmpty();

  it('are read and listed by the learner, from every centre, by a query of their address', async () => {
    await seedLearnerCertificates();
    const db = await learnerDb();
    await expectAllowed(getCertificate(db, ADA_ID));
    await expectAllowed(getCertificate(db, ADA_B_ID));
    const mine = await certificatesOf(db, LEARNER_EMAIL);
    expect(mine.docs.map((entry) => entry.id).sort()).toEqual([ADA_ID, ADA_B_ID].sort());
  });

  it.each([
    ['the other learner', () => firestoreAs('otherLearner')],
    ['a stranger with a proved address of their own', () => firestoreAs('signedIn')],
    [
      'the learner’s address unproved',
      () => sessionOf(actorOf('learner').uid, authTime(SIGNED_IN_AT), false),
    ],
    ['a visitor signed in anonymously', () => firestoreAs('visitor')],
    ['a client not signed in', () => firestoreAs('anonymous')],
    ['staff of another centre than both', () => firestoreAs('suspendedCentreStaff')],
  ])('are refused to %s, by id and by query', async (_who, client) => {
    await seedLearnerCertificates();
    const db = await client();
    await expectDenied(getCertificate(db, ADA_ID));
    await expectDenied(certificatesOf(db, LEARNER_EMAIL));
  });

  it('are refused to a query that does not name the learner’s address, or names another', async () => {
    await seedLearnerCertificates();
    const db = await learnerDb();
    await expectDenied(certificatesOf(db, null));
    await expectDenied(certificatesOf(db, OTHER_LEARNER_EMAIL));
    await expectDenied(
      getDocsFromServer(
        query(
          collection(db, collections.certificates),
          where('centreNumber', '==', adaAtA.centreNumber),
        ),
      ),
    );
    await expectDenied(getCertificate(db, GRACE_ID));
  });

  it('are refused to a session begun before the claiming one, or to an account that does not claim the address', async () => {
    await seedLearnerCertificates();
    const uid = actorOf('learner').uid;
    await expectDenied(getCertificate(await sessionOf(uid, authTime(SIGNED_IN_AT) - 1), ADA_ID));
    await expectDenied(
      getCertificate(await sessionOf('another-account', authTime(SIGNED_IN_AT)), ADA_ID),
    );
  });

  it('are refused in a batch with another learner’s, and through REST, one by one or many at once', async () => {
    await seedLearnerCertificates();
    const db = await learnerDb();
    await expectDenied(
      runTransaction(db, async (transaction) => {
        await transaction.get(doc(db, certificatePath(ADA_ID)));
        await transaction.get(doc(db, certificatePath(GRACE_ID)));
      }),
    );
    const root = `projects/${projectId}/databases/(default)/documents`;
    const rest = (path: string, init: RequestInit = {}) =>
      fetch(`${emulatorUrl(firestoreEmulator())}/v1/${root}${path}`, {
        ...init,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${restToken('learner')}`,
        },
      });
    expect((await rest(`/${certificatePath(GRACE_ID)}`)).status).toBe(403);
    const many = await rest(':batchGet', {
      method: 'POST',
      body: JSON.stringify({
        documents: [ADA_ID, GRACE_ID].map((id) => `${root}/${certificatePath(id)}`),
      }),
    });
    expect(many.status).toBe(403);
    expect(JSON.stringify(await many.json())).not.toContain('Hopper');
    const listed = await rest(`/${collections.certificates}`);
    expect(listed.status).toBe(403);
  });

  it('are never written by the learner: not added, not edited, not given another address', async () => {
    await seedLearnerCertificates();
    const db = await learnerDb();
    const me = actorOf('learner');
    await expectDenied(
      commit(
        db,
        await creationWrites(
          'cert-new',
          { ...adaAtA, certificateNumber: '086525999', studentNumber: 'Q0225999' },
          {},
          me,
        ),
      ),
    );
    await expectDenied(
      commit(db, await editWrites(ADA_ID, adaAtA, { ...adaAtA, surname: 'King' }, { editor: me })),
    );
    await expectDenied(
      commit(
        db,
        await editWrites(
          ADA_ID,
          adaAtA,
          { ...adaAtA, learnerEmail: 'someone@else.org' },
          { editor: me },
        ),
      ),
    );
  });
});

describe('a learner’s claim on their address', () => {
  startEachTestEmpty();
  const FRESH = 'ada-fresh-account';
  const ADDRESS = 'siobhan.oconnell@example.org';
  const claimPath = (email: string) => `${collections.learners}/${email}`;
  const session = (uid: string, signedInAt: number, verified = true, email = ADDRESS) =>
    firestoreWithToken(uid, { email, email_verified: verified, auth_time: signedInAt });

  it('is made by an account signed in with the proved address, in the session it is signed in with', async () => {
    const now = minutesAgo(1);
    await expectAllowed(commit(await session(FRESH, now), claimWrites(ADDRESS, FRESH, now)));
    await expectAllowed(getDocFromServer(doc(await session(FRESH, now), claimPath(ADDRESS))));
  });

  it.each([
    ['for another account', { uid: 'someone-else' }],
    ['for another session', { signedInAt: minutesAgo(30) }],
    ['at a client time', { claimedAt: clientTime() }],
    ['with a key of its own', { staff: true }],
    ['as text', { signedInAt: String(minutesAgo(1)) }],
  ])('is refused %s', async (_case, changes) => {
    const now = minutesAgo(1);
    const writes = altering(claimWrites(ADDRESS, FRESH, now), claimPath(ADDRESS), changes);
    await expectDenied(commit(await session(FRESH, now), writes));
  });

  it('is refused for an unproved address or someone else’s, and to a visitor', async () => {
    const now = minutesAgo(1);
    await expectDenied(commit(await session(FRESH, now, false), claimWrites(ADDRESS, FRESH, now)));
    await expectDenied(
      commit(
        await session(FRESH, now, true, 'other@example.org'),
        claimWrites(ADDRESS, FRESH, now),
      ),
    );
    await expectDenied(
      commit(await firestoreAs('visitor'), claimWrites(ADDRESS, actorOf('visitor').uid, now)),
    );
  });

  it('is read by its address alone, and listed by nobody', async () => {
    await expectAllowed(getDocFromServer(doc(await learnerDb(), claimPath(LEARNER_EMAIL))));
    await expectDenied(getDocFromServer(doc(await learnerDb(), claimPath(OTHER_LEARNER_EMAIL))));
    await expectDenied(getDocsFromServer(collection(await learnerDb(), collections.learners)));
    await expectDenied(
      getDocsFromServer(collection(await firestoreAs('staff'), collections.learners)),
    );
  });

  it('passes to a newer session only, never back to an older one', async () => {
    const older = minutesAgo(20);
    const newer = minutesAgo(2);
    await commit(await session('first', older), claimWrites(ADDRESS, 'first', older));
    await expectDenied(
      commit(await session('second', older), claimWrites(ADDRESS, 'second', older)),
    );
    await expectAllowed(
      commit(await session('second', newer), claimWrites(ADDRESS, 'second', newer)),
    );
    await expectDenied(commit(await session('first', older), claimWrites(ADDRESS, 'first', older)));
  });

  /**
   * Someone who knows Siobhán's address opens a password account under it before she first
   * signs in (docs/decisions/028-invitations.md, amended, for the invitations). Her link signs
   * her in to that account and proves the address; their session, refreshed, then says so. The
   * sign-in page claims the address with her session (newer than theirs), closes the account and
   * sends her a fresh link. Tokens here are as production issues them: a refreshed token keeps
   * its session's sign-in time.
   */
  it('shuts out a session of an account opened under the address before the learner’s link proved it', async () => {
    await seedSiobhan();
    const OPENED = 'opened-beforehand';
    const openedAt = minutesAgo(60);
    const theirs = () => session(OPENED, openedAt);

    // Before the link: the address is not proved, and opens nothing.
    const before = await session(OPENED, openedAt, false);
    await expectDenied(getCertificate(before, 'cert-siobhan'));
    await expectDenied(commit(before, claimWrites(ADDRESS, OPENED, openedAt)));

    // Her link lands in that account: the page claims with her session, newer than theirs.
    const hers = minutesAgo(5);
    await expectAllowed(commit(await session(OPENED, hers), claimWrites(ADDRESS, OPENED, hers)));

    // Their session, refreshed after her link proved the address: nothing.
    await expectDenied(getCertificate(await theirs(), 'cert-siobhan'));
    await expectDenied(certificatesOf(await theirs(), ADDRESS));
    await expectDenied(commit(await theirs(), claimWrites(ADDRESS, OPENED, openedAt)));

    // The fresh account her new link made claims it, and reads; theirs never again.
    const fresh = minutesAgo(1);
    await expectAllowed(commit(await session(FRESH, fresh), claimWrites(ADDRESS, FRESH, fresh)));
    await expectAllowed(getCertificate(await session(FRESH, fresh), 'cert-siobhan'));
    await expectDenied(getCertificate(await theirs(), 'cert-siobhan'));
    await expectDenied(getCertificate(await session(OPENED, hers), 'cert-siobhan'));
  });

  /** Siobhán's certificate, naming the address the tests of a claim are about. */
  async function seedSiobhan() {
    const siobhan = {
      ...adaAtA,
      certificateNumber: '086524318',
      studentNumber: 'Q9224705',
      learnerEmail: ADDRESS,
    };
    await commit(await firestoreAs('staff'), await creationWrites('cert-siobhan', siobhan));
  }

  it('passes from a claim they made first, in the moment before the page claimed, to hers', async () => {
    await seedSiobhan();
    const OPENED = 'opened-beforehand';
    const openedAt = minutesAgo(60);
    const hers = minutesAgo(5);
    // The one moment the rules cannot close (docs/decisions/031-learners.md): between her link
    // proving the address and her page claiming it, their refreshed session may claim it first.
    await expectAllowed(
      commit(await session(OPENED, openedAt), claimWrites(ADDRESS, OPENED, openedAt)),
    );
    await expectAllowed(commit(await session(OPENED, hers), claimWrites(ADDRESS, OPENED, hers)));
    await expectDenied(
      commit(await session(OPENED, openedAt), claimWrites(ADDRESS, OPENED, openedAt)),
    );
    await expectDenied(
      getDocFromServer(doc(await session(OPENED, openedAt), certificatePath(ADA_ID))),
    );
  });
});

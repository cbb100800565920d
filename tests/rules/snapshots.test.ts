import {
  collection,
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { collections } from '@/domain/collections';
import type { CentreFigures } from '@/domain/centre-figures';
import { planCentreFiguresSnapshot, snapshotPathOf } from '@/domain/plans/centre-figures';
import type { StaffActor } from '@/domain/staff';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  actorOf,
  allows,
  COLLEAGUE,
  expectAllowed,
  expectDenied,
  expectMatrix,
  firestoreAs,
  startEachTestEmpty,
  centreCallers,
  expectAccess,
  type Scenario,
} from './harness';
import { altering, commit, planned, type Write } from './writes';

/**
 * The centres' figures as an admin's browser counted them (docs/decisions/029-figures-at-scale.md):
 * one document every admin's screens read. Admins count and keep them; nobody else reads or
 * writes them, and a snapshot that does not say who counted it, and when, is refused.
 */

const path = snapshotPathOf('centreFigures');

const figures = (centreNumber: string): CentreFigures => ({
  centreNumber,
  name: `Centre ${centreNumber}`,
  status: 'active',
  certificates: 12,
  recentCertificates: 3,
  pendingWithdrawals: 1,
});

function snapshotWrites(actor: StaffActor, count = 2): Write[] {
  const centres = Array.from({ length: count }, (_, index) => figures(String(87583 + index)));
  return planned(planCentreFiguresSnapshot({ centres, actor }));
}

const snapshots: Scenario = {
  seed: async () => {
    await commit(await firestoreAs('staff'), snapshotWrites(actorOf('staff')));
  },
  operations: {
    get: (db) => getDocFromServer(doc(db, path)),
    list: (db) => getDocsFromServer(collection(db, collections.snapshots)),
    create: (db, actor) => commit(db, snapshotWrites(actor)),
    update: (db, actor) => commit(db, snapshotWrites(actor, 3)),
    delete: (db) => deleteDoc(doc(db, path)),
  },
};

describe('snapshots', () => {
  startEachTestEmpty();

  it('are read, counted and kept by admins only, listed and removed by nobody', async () => {
    const admin = allows('get', 'create', 'update');
    await expectMatrix(snapshots, { anonymous: allows(), signedIn: allows(), staff: admin });
    await expectAccess(snapshots, Object.fromEntries(centreCallers.map((who) => [who, allows()])));
  });

  it('refuse a snapshot back-dated, counted in someone else’s name, or of another shape', async () => {
    const db = await firestoreAs('staff');
    for (const changes of [
      { computedAt: Timestamp.fromMillis(Date.now() - 60_000) },
      { computedAt: serverTimestamp(), computedBy: COLLEAGUE.email, computedByUid: COLLEAGUE.uid },
      { computedByUid: 'someone-else' },
      { centres: 'every centre' },
      { centres: ['87583'] },
      { note: 'counted by hand' },
      { centres: undefined },
    ]) {
      await expectDenied(commit(db, altering(snapshotWrites(actorOf('staff')), path, changes)));
    }
  });

  it('refuse a snapshot under another name', async () => {
    const db = await firestoreAs('staff');
    const [write] = snapshotWrites(actorOf('staff'));
    if (write?.op !== 'set') throw new Error('The plan sets the snapshot.');
    await expectDenied(setDoc(doc(db, collections.snapshots, 'staffFigures'), write.data));
  });

  it('hold up to 5,000 centres, and no more', async () => {
    const db: Firestore = await firestoreAs('staff');
    await expectAllowed(commit(db, snapshotWrites(actorOf('staff'), 5000)));
    await expectDenied(commit(db, snapshotWrites(actorOf('staff'), 5001)));
  });
});

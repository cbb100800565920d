import { collection, deleteDoc, doc, serverTimestamp, Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';

import { collections } from '@/domain/collections';
import { RISK_DAYS, riskSeriesNames, type CentreRisk } from '@/domain/centre-risk';
import { snapshotPathOf } from '@/domain/plans/centre-figures';
import { CENTRE_RISK_SNAPSHOT, planCentreRiskSnapshot } from '@/domain/plans/centre-risk';
import type { StaffActor } from '@/domain/staff';

import { getDocFromServer, getDocsFromServer } from './server-reads';
import {
  actorOf,
  allows,
  centreCallers,
  COLLEAGUE,
  expectAccess,
  expectAllowed,
  expectDenied,
  expectMatrix,
  firestoreAs,
  startEachTestEmpty,
  type Scenario,
} from './harness';
import { altering, commit, planned, type Write } from './writes';

/**
 * The centres' risk figures (docs/decisions/032-fraud-signals.md): counted from every centre's
 * register, so admins alone count, keep and read them; a centre's staff never read another
 * centre's figures (nor their own, here), and a snapshot not counted now by its caller is refused.
 */

const path = snapshotPathOf(CENTRE_RISK_SNAPSHOT);

const risk = (centreNumber: string): CentreRisk => ({
  centreNumber,
  name: `Centre ${centreNumber}`,
  status: 'active',
  baseline: 40,
  series: Object.fromEntries(
    riskSeriesNames.map((name) => [name, Array.from({ length: RISK_DAYS }, () => 0)]),
  ) as CentreRisk['series'],
});

function riskWrites(actor: StaffActor, count = 2): Write[] {
  const centres = Array.from({ length: count }, (_, index) => risk(String(87583 + index)));
  return planned(
    planCentreRiskSnapshot({ centres, lastDay: '2026-11-28', baselineDay: '2026-11-28', actor }),
  );
}

const riskSnapshots: Scenario = {
  seed: async () => {
    await commit(await firestoreAs('staff'), riskWrites(actorOf('staff')));
  },
  operations: {
    get: (db) => getDocFromServer(doc(db, path)),
    list: (db) => getDocsFromServer(collection(db, collections.snapshots)),
    create: (db, actor) => commit(db, riskWrites(actor)),
    update: (db, actor) => commit(db, riskWrites(actor, 3)),
    delete: (db) => deleteDoc(doc(db, path)),
  },
};

describe('the risk snapshot', () => {
  startEachTestEmpty();

  it('is read, counted and kept by admins only: no centre’s staff read any centre’s figures', async () => {
    await expectMatrix(riskSnapshots, {
      anonymous: allows(),
      signedIn: allows(),
      staff: allows('get', 'create', 'update'),
    });
    await expectAccess(
      riskSnapshots,
      Object.fromEntries(centreCallers.map((who) => [who, allows()])),
    );
  });

  it('refuses one back-dated, counted in someone else’s name, or of another shape', async () => {
    const db = await firestoreAs('staff');
    for (const changes of [
      { computedAt: Timestamp.fromMillis(Date.now() - 60_000) },
      { computedAt: serverTimestamp(), computedBy: COLLEAGUE.email, computedByUid: COLLEAGUE.uid },
      { computedByUid: 'someone-else' },
      { lastDay: '28 Nov 2026' },
      { baselineDay: 20261128 },
      { centres: ['87583'] },
      { note: 'counted by hand' },
      { lastDay: undefined },
    ]) {
      await expectDenied(commit(db, altering(riskWrites(actorOf('staff')), path, changes)));
    }
  });

  it('holds up to 2,000 centres, and no more', async () => {
    const db = await firestoreAs('staff');
    await expectAllowed(commit(db, riskWrites(actorOf('staff'), 2000)));
    await expectDenied(commit(db, riskWrites(actorOf('staff'), 2001)));
  });
});

import type { Firestore } from 'firebase/firestore/lite';

import type { Centre } from '@/domain/centres';
import type { QueryScope } from '@/domain/query-scope';
import { countCentreFigures } from '@/lib/centre-figures';
import type { CentreFigures } from '@/lib/centre-figures-query';
import { listCentres } from '@/lib/centres';
import { getDb } from '@/lib/firebase';

import type { DashboardData } from '../types';
import { readAwaitingApproval } from './awaiting-approval';
import { readDashboardFigures, readRecentActivity } from './dashboard-queries';

/** Whose dashboard it is: the centres its figures cover, and whether the review queue is theirs. */
export type DashboardView = { scope: QueryScope; admin: boolean };

/** Everything the dashboard home shows, read in parallel; any failure rejects the whole load. */
export async function loadDashboard(
  db: Firestore,
  { scope, admin }: DashboardView,
  now: Date = new Date(),
): Promise<DashboardData> {
  const [figures, recent, awaiting] = await Promise.all([
    readDashboardFigures(db, now, scope, { countFailed: admin }),
    readRecentActivity(db, now, scope),
    readAwaitingApproval(db, scope),
  ]);
  return { figures, recent, awaiting };
}

/** What the dashboard home needs from the database; component tests pass their own. */
export type DashboardApi = {
  loadDashboard: (view: DashboardView) => Promise<DashboardData>;
  /** Every centre (admins only), for the centre filter. */
  listCentres: () => Promise<Centre[]>;
  /** The figures of each of these centres, for the admins' table. */
  loadCentreFigures: (centres: readonly Centre[]) => Promise<CentreFigures[]>;
};

export const firestoreDashboardApi: DashboardApi = {
  loadDashboard: async (view) => loadDashboard(await getDb(), view),
  listCentres: async () => listCentres(await getDb()),
  loadCentreFigures: async (centres) => countCentreFigures(await getDb(), centres),
};

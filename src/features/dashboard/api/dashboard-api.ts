import type { Firestore } from 'firebase/firestore/lite';

import type { QueryScope } from '@/domain/query-scope';
import type { CentreFiguresApi } from '@/lib/centre-figures-query';
import type { CentrePickerApi } from '@/lib/centre-queries';
import { firestoreCentreFiguresApi, firestoreCentrePickerApi } from '@/lib/centre-reads';
import { centreSearchFor, countCentres } from '@/lib/centres';
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

/**
 * What the dashboard home needs from the database; component tests pass their own. An admin's
 * also has the centres' figures (their snapshot), the centre filter's picker and the count of
 * centres; a centre's staff read none of them.
 */
export type DashboardApi = CentreFiguresApi &
  CentrePickerApi & {
    loadDashboard: (view: DashboardView) => Promise<DashboardData>;
    /** How many centres match what was typed ('' for all): the link to the Centres screen. */
    countCentres: (term: string) => Promise<number>;
  };

export const firestoreDashboardApi: DashboardApi = {
  ...firestoreCentreFiguresApi,
  ...firestoreCentrePickerApi,
  loadDashboard: async (view) => loadDashboard(await getDb(), view),
  countCentres: async (term) => countCentres(await getDb(), centreSearchFor(term)),
};

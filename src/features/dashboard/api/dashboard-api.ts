import type { Firestore } from 'firebase/firestore/lite';

import { getDb } from '@/lib/firebase';

import type { DashboardData } from '../types';
import { readAwaitingApproval } from './awaiting-approval';
import { readDashboardFigures, readRecentActivity } from './dashboard-queries';

/** Everything the dashboard home shows, read in parallel; any failure rejects the whole load. */
export async function loadDashboard(db: Firestore, now: Date = new Date()): Promise<DashboardData> {
  const [figures, recent, awaiting] = await Promise.all([
    readDashboardFigures(db, now),
    readRecentActivity(db, now),
    readAwaitingApproval(db),
  ]);
  return { figures, recent, awaiting };
}

/** What the dashboard home needs from the database; component tests pass their own. */
export type DashboardApi = {
  loadDashboard: () => Promise<DashboardData>;
};

export const firestoreDashboardApi: DashboardApi = {
  loadDashboard: async () => loadDashboard(await getDb()),
};

import { getDb } from '@/lib/firebase';

import type { DashboardData } from '../types';
import { readAwaitingApproval } from './awaiting-approval';
import { readDashboardFigures, readRecentActivity } from './dashboard-queries';

/** Everything the dashboard home shows, read in parallel; any failure rejects the whole load. */
export async function loadDashboard(now: Date = new Date()): Promise<DashboardData> {
  const db = await getDb();
  const [figures, recent, awaiting] = await Promise.all([
    readDashboardFigures(db, now),
    readRecentActivity(db, now),
    readAwaitingApproval(db),
  ]);
  return { figures, recent, awaiting };
}

/**
 * The dashboard's Recent Activity (docs/product.md, Dashboard home): the five newest certificates,
 * newest first by createdAt, then by awarded date with spaces removed, then by id. A certificate
 * without createdAt counts as created now, as the old system treated it.
 */

export const RECENT_ACTIVITY_LIMIT = 5;
const RECENT_WINDOW_DAYS = 7;

type ActivityCandidate = {
  id: string;
  createdAt: Date | null;
  awardedDate: string;
};

function descending(a: string | number, b: string | number): number {
  if (a === b) return 0;
  return a < b ? 1 : -1;
}

function compareRecentActivity(now: Date) {
  const time = (item: ActivityCandidate) => (item.createdAt ?? now).getTime();
  return (a: ActivityCandidate, b: ActivityCandidate): number =>
    descending(time(a), time(b)) ||
    descending(a.awardedDate.replace(/\s/g, ''), b.awardedDate.replace(/\s/g, '')) ||
    descending(a.id, b.id);
}

/** The newest `limit` items, in that order; the input is not changed. */
export function recentActivity<T extends ActivityCandidate>(
  items: readonly T[],
  now: Date = new Date(),
  limit = RECENT_ACTIVITY_LIMIT,
): T[] {
  return [...items].sort(compareRecentActivity(now)).slice(0, limit);
}

/** The start of the 'Recent (7 days)' window. */
export function recentWindowStart(now: Date = new Date()): Date {
  return new Date(now.getTime() - RECENT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

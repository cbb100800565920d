import { queryOptions } from '@tanstack/react-query';

import type { Centre } from '@/domain/centres';

/** The key every centre query starts with: a change to a centre refreshes them all. */
export const centreQueriesRoot = ['centres'] as const;

/**
 * The list of centres, one cache entry for every screen that shows it. Centres change rarely
 * (an admin's step on the Centres screen refreshes it), so a list read in the last five minutes is
 * used as it is.
 */
export function centreListQuery(list: () => Promise<Centre[]>, enabled = true) {
  return queryOptions({
    queryKey: [...centreQueriesRoot, 'list'] as const,
    queryFn: list,
    enabled,
    staleTime: 5 * 60_000,
    meta: { errorMessage: 'Could not load the centres.' },
  });
}

/**
 * One centre, as its own staff read it: whether they may add certificates under it. Kept for a
 * minute, as an admin may reactivate it meanwhile.
 */
export function centreQuery(
  read: (centreNumber: string) => Promise<Centre | null>,
  centreNumber: string | null,
) {
  return queryOptions({
    queryKey: [...centreQueriesRoot, 'one', centreNumber] as const,
    queryFn: () => read(centreNumber ?? ''),
    enabled: centreNumber !== null,
    staleTime: 60_000,
    meta: { errorMessage: 'Could not load your centre.' },
  });
}

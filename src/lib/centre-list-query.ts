import { queryOptions } from '@tanstack/react-query';

import type { Centre } from '@/domain/centres';

/**
 * The list of centres, one cache entry for every screen that shows it. Centres change rarely
 * (by the Admin SDK), so a list read in the last five minutes is used as it is.
 */
export function centreListQuery(list: () => Promise<Centre[]>, enabled = true) {
  return queryOptions({
    queryKey: ['centres', 'list'] as const,
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
    queryKey: ['centres', 'one', centreNumber] as const,
    queryFn: () => read(centreNumber ?? ''),
    enabled: centreNumber !== null,
    staleTime: 60_000,
    meta: { errorMessage: 'Could not load your centre.' },
  });
}

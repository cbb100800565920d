import { queryOptions } from '@tanstack/react-query';

import type { CentreFigures } from '@/domain/centre-figures';
import type { Centre } from '@/domain/centres';

import { centreQueriesRoot } from './centre-list-query';

export type { CentreFigures };

/**
 * Each centre's figures, once the centres are known, for the dashboard home and the Centres
 * screen alike. Kept under the centres' key, so a change to a centre reads them again.
 */
export function centreFiguresQuery(
  load: (centres: readonly Centre[]) => Promise<CentreFigures[]>,
  centres: readonly Centre[] | undefined,
) {
  return queryOptions({
    queryKey: [
      ...centreQueriesRoot,
      'figures',
      centres?.map((centre) => centre.centreNumber) ?? [],
    ] as const,
    queryFn: () => load(centres ?? []),
    enabled: centres !== undefined,
    meta: { errorMessage: 'Could not load the figures of each centre.' },
  });
}

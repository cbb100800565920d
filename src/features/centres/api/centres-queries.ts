import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { centreQueriesRoot } from '@/lib/centre-queries';

import type { PageFrom } from '../utils/centre-list-view';
import type { CentresApi } from './centres-api';

/**
 * The Centres screen's queries, each key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md), under the centres' key: a step on the screen reads
 * the page and its count again. The figures are the snapshot's (lib/centre-figures-query.ts),
 * which a step leaves as counted; the count of the heading is lib/centre-queries.ts's.
 */
export const centresScreenQueries = {
  /** One page of a search; the page shown stays while the next is read. */
  page: (api: Pick<CentresApi, 'readCentrePage'>, term: string, from: PageFrom) =>
    queryOptions({
      queryKey: [...centreQueriesRoot, 'page', term, from] as const,
      queryFn: () => api.readCentrePage(term, from),
      placeholderData: keepPreviousData,
      meta: { errorMessage: 'Could not load the centres.' },
    }),
};

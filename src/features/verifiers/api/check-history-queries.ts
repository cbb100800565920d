import { queryOptions } from '@tanstack/react-query';

import { pagedQueryOptions } from '@/lib/use-paged-query';

import type { CheckHistoryApi } from './check-history';
import type { BatchCursor } from './history-records';

/**
 * A verifier's history, each query's key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md).
 */
export const checkHistoryQueries = {
  all: ['check-history'] as const,
  /** The verifier's batches, newest first, a page at a time. */
  batches: (api: CheckHistoryApi, uid: string) =>
    pagedQueryOptions({
      queryKey: [...checkHistoryQueries.all, uid, 'batches'] as const,
      fetchPage: (after: BatchCursor | null) => api.listBatches(uid, after),
      errorMessage: 'Could not load the verifier’s batch checks.',
    }),
  /** One run's receipt, batches and kept results. */
  run: (api: CheckHistoryApi, uid: string, receiptId: string) =>
    queryOptions({
      queryKey: [...checkHistoryQueries.all, uid, 'run', receiptId] as const,
      queryFn: () => api.readRun(uid, receiptId),
      meta: { errorMessage: `Could not load the results of the check ${receiptId}.` },
    }),
};

import { queryOptions } from '@tanstack/react-query';

import { pagedQueryOptions } from '@/lib/use-paged-query';

import type { AttemptCursor, ReviewStatus } from '../types';
import type { ReviewApi } from './review-api';

/**
 * Every review query, its key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md).
 */
export const reviewQueries = {
  all: ['review'] as const,
  /** One queue's pages, newest attempt first, each page's cursor leading to the next. */
  queue: (api: ReviewApi, status: ReviewStatus) =>
    pagedQueryOptions({
      queryKey: [...reviewQueries.all, 'queue', status] as const,
      fetchPage: (after: AttemptCursor | null) => api.listAttempts(status, after ? { after } : {}),
      errorMessage: `Could not load the ${status} verification attempts.`,
    }),
  counts: () => [...reviewQueries.all, 'count'] as const,
  /** How many attempts one queue holds: an aggregation query, no documents read. */
  count: (api: ReviewApi, status: ReviewStatus) =>
    queryOptions({
      queryKey: [...reviewQueries.counts(), status] as const,
      queryFn: () => api.countAttempts(status),
      meta: { errorMessage: `Could not count the ${status} verification attempts.` },
    }),
};

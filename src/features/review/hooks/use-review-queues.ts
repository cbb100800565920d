import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { ReviewApi } from '../api/review-api';
import { reviewKeys } from '../api/review-keys';
import type { AttemptCursor, ReviewStatus, VerificationAttempt } from '../types';

export type QueueState = {
  attempts: VerificationAttempt[];
  hasMore: boolean;
  phase: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  loadMoreFailed: boolean;
};

export type QueueCounts = Record<ReviewStatus, number | null>;

/** Records can move between pages while a queue is worked through; each is listed once. */
function once(attempts: VerificationAttempt[]): VerificationAttempt[] {
  const seen = new Set<string>();
  return attempts.filter((attempt) => !seen.has(attempt.id) && Boolean(seen.add(attempt.id)));
}

/**
 * One review queue, a page at a time: an infinite query on the cursor. Refreshing it (after a
 * review step) reads again as many pages as are shown, so the member of staff keeps their place.
 */
function useReviewQueue(api: ReviewApi, status: ReviewStatus) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: reviewKeys.queue(status),
    queryFn: ({ pageParam }) => api.listAttempts(status, pageParam ? { after: pageParam } : {}),
    initialPageParam: null as AttemptCursor | null,
    getNextPageParam: (page) => page.next,
    meta: { errorMessage: `Could not load the ${status} verification attempts.` },
  });
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const attempts = useMemo(() => once(data?.pages.flatMap((page) => page.attempts) ?? []), [data]);

  const queue: QueueState = {
    attempts,
    hasMore: hasNextPage,
    // A retry after a failure shows the loading state again.
    phase: data ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading',
    loadingMore: isFetchingNextPage,
    loadMoreFailed: query.isFetchNextPageError,
  };

  /** Appends the next page; resolves to the first new record's id, to move focus to it. */
  async function loadMore(): Promise<string | null> {
    if (!hasNextPage || isFetchingNextPage) return null;
    const result = await fetchNextPage();
    return result.isError ? null : (result.data?.pages.at(-1)?.attempts[0]?.id ?? null);
  }

  /** After a failed load: tries again, with the totals. */
  function retry() {
    void refetch();
    void queryClient.refetchQueries({ queryKey: reviewKeys.counts() });
  }

  return { queue, loadMore, retry };
}

function useQueueCount(api: ReviewApi, status: ReviewStatus): number | null {
  const { data } = useQuery({
    queryKey: reviewKeys.count(status),
    queryFn: () => api.countAttempts(status),
    meta: { errorMessage: `Could not count the ${status} verification attempts.` },
  });
  return data ?? null;
}

/** Both review queues and their totals (aggregation queries: no documents read). */
export function useReviewQueues(api: ReviewApi) {
  const failed = useReviewQueue(api, 'failed');
  const suspicious = useReviewQueue(api, 'suspicious');
  const counts: QueueCounts = {
    failed: useQueueCount(api, 'failed'),
    suspicious: useQueueCount(api, 'suspicious'),
  };
  return { failed, suspicious, counts };
}

import { useQuery, useQueryClient } from '@tanstack/react-query';

import { usePagedQuery } from '@/lib/use-paged-query';

import type { ReviewApi } from '../api/review-api';
import { reviewQueries } from '../api/review-queries';
import type { AttemptPage, ReviewStatus } from '../types';

const attemptsOf = (page: AttemptPage) => page.attempts;

/**
 * One review queue, a page at a time. Refreshing it (after a review step) reads again as many
 * pages as are shown, so the member of staff keeps their place.
 */
function useReviewQueue(api: ReviewApi, status: ReviewStatus) {
  const queryClient = useQueryClient();
  const { list, nextPage, loadNextPage, retry } = usePagedQuery(
    reviewQueries.queue(api, status),
    attemptsOf,
  );

  /** Appends the next page; resolves to the first new record's id, to move focus to it. */
  async function loadMore(): Promise<string | null> {
    const loaded = await loadNextPage();
    return loaded?.items[0]?.id ?? null;
  }

  return {
    list,
    nextPage,
    loadMore,
    /** After a failed load: tries again, with the totals. */
    retry: () => {
      retry();
      void queryClient.refetchQueries({ queryKey: reviewQueries.counts() });
    },
  };
}

/** How many attempts a queue holds; null until counted (or when counting failed). */
function useQueueCount(api: ReviewApi, status: ReviewStatus): number | null {
  return useQuery(reviewQueries.count(api, status)).data ?? null;
}

/** Both review queues and their totals (aggregation queries: no documents read). */
export function useReviewQueues(api: ReviewApi) {
  const failed = useReviewQueue(api, 'failed');
  const suspicious = useReviewQueue(api, 'suspicious');
  const counts: Record<ReviewStatus, number | null> = {
    failed: useQueueCount(api, 'failed'),
    suspicious: useQueueCount(api, 'suspicious'),
  };
  return { failed, suspicious, counts };
}

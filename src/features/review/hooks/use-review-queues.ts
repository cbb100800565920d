import { useCallback, useEffect, useRef, useState } from 'react';

import type { ReviewApi } from '../api/review-api';
import {
  ATTEMPTS_PAGE_SIZE,
  reviewStatuses,
  type AttemptCursor,
  type ReviewStatus,
  type VerificationAttempt,
} from '../types';

export type QueueState = {
  attempts: VerificationAttempt[];
  next: AttemptCursor | null;
  phase: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
  loadMoreFailed: boolean;
};

type Queues = Record<ReviewStatus, QueueState>;
export type QueueCounts = Record<ReviewStatus, number | null>;

const emptyQueue: QueueState = {
  attempts: [],
  next: null,
  phase: 'loading',
  loadingMore: false,
  loadMoreFailed: false,
};

/**
 * Both review queues, a page at a time, and their totals. A reload after an action re-reads as
 * many records as are already on screen, so the member of staff keeps their place; a response
 * overtaken by a newer request for the same queue is dropped.
 */
export function useReviewQueues(api: ReviewApi) {
  const [queues, setQueues] = useState<Queues>({ failed: emptyQueue, suspicious: emptyQueue });
  const [counts, setCounts] = useState<QueueCounts>({ failed: null, suspicious: null });
  const current = useRef(queues);
  const generation = useRef<Record<ReviewStatus, number>>({ failed: 0, suspicious: 0 });

  useEffect(() => {
    current.current = queues;
  });

  const update = useCallback((status: ReviewStatus, change: (queue: QueueState) => QueueState) => {
    setQueues((previous) => ({ ...previous, [status]: change(previous[status]) }));
  }, []);

  const loadFirstPage = useCallback(
    async (status: ReviewStatus, pageSize: number) => {
      const request = ++generation.current[status];
      try {
        const page = await api.listAttempts(status, { pageSize });
        if (generation.current[status] !== request) return;
        update(status, () => ({
          ...emptyQueue,
          attempts: page.attempts,
          next: page.next,
          phase: 'ready',
        }));
      } catch (error) {
        if (generation.current[status] !== request) return;
        console.error(`Could not load the ${status} verification attempts.`, error);
        update(status, () => ({ ...emptyQueue, phase: 'error' }));
      }
    },
    [api, update],
  );

  const loadCounts = useCallback(async () => {
    await Promise.all(
      reviewStatuses.map(async (status) => {
        try {
          const count = await api.countAttempts(status);
          setCounts((previous) => ({ ...previous, [status]: count }));
        } catch (error) {
          console.error(`Could not count the ${status} verification attempts.`, error);
        }
      }),
    );
  }, [api]);

  /** Re-reads both queues (as far as they are shown) and both totals. */
  const refresh = useCallback(async () => {
    await Promise.all([
      ...reviewStatuses.map((status) =>
        loadFirstPage(
          status,
          Math.max(ATTEMPTS_PAGE_SIZE, current.current[status].attempts.length),
        ),
      ),
      loadCounts(),
    ]);
  }, [loadFirstPage, loadCounts]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** After a failed load: shows the loading state and tries again. */
  const retry = useCallback(
    async (status: ReviewStatus) => {
      update(status, () => emptyQueue);
      await Promise.all([loadFirstPage(status, ATTEMPTS_PAGE_SIZE), loadCounts()]);
    },
    [loadFirstPage, loadCounts, update],
  );

  /** Appends the next page; resolves to the first new record's id, to move focus to it. */
  const loadMore = useCallback(
    async (status: ReviewStatus): Promise<string | null> => {
      const queue = current.current[status];
      if (!queue.next || queue.loadingMore) return null;
      const request = generation.current[status];
      update(status, (previous) => ({ ...previous, loadingMore: true, loadMoreFailed: false }));
      try {
        const page = await api.listAttempts(status, { after: queue.next });
        if (generation.current[status] !== request) return null;
        update(status, (previous) => {
          const shown = new Set(previous.attempts.map((attempt) => attempt.id));
          return {
            ...previous,
            attempts: [...previous.attempts, ...page.attempts.filter((a) => !shown.has(a.id))],
            next: page.next,
            loadingMore: false,
          };
        });
        return page.attempts[0]?.id ?? null;
      } catch (error) {
        if (generation.current[status] !== request) return null;
        console.error(`Could not load more ${status} verification attempts.`, error);
        update(status, (previous) => ({ ...previous, loadingMore: false, loadMoreFailed: true }));
        return null;
      }
    },
    [api, update],
  );

  return { queues, counts, refresh, retry, loadMore };
}

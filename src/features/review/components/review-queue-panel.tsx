import type { ReactNode, Ref } from 'react';

import type { QueueState } from '../hooks/use-review-queues';
import type { ReviewStatus, VerificationAttempt } from '../types';
import { AttemptList } from './attempt-list';

type ReviewQueuePanelProps = {
  status: ReviewStatus;
  queue: QueueState;
  total: number | null;
  selectedId: string | null;
  onSelect: (attempt: VerificationAttempt) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  listRef: Ref<HTMLElement>;
  detailRef: Ref<HTMLDivElement>;
  /** What the last action did, announced politely. */
  notice: string | null;
  /** The selected record's details, or null when none is selected. */
  detail: ReactNode;
};

/** One tab of the review screen: the queue beside the selected record (stacked on a phone). */
export function ReviewQueuePanel({
  status,
  queue,
  total,
  selectedId,
  onSelect,
  onLoadMore,
  onRetry,
  listRef,
  detailRef,
  notice,
  detail,
}: ReviewQueuePanelProps) {
  const hasRecords = queue.phase === 'ready' && queue.attempts.length > 0;
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] lg:items-start lg:gap-6 xl:grid-cols-[minmax(0,19rem)_minmax(0,1fr)]">
      <AttemptList
        status={status}
        queue={queue}
        total={total}
        selectedId={selectedId}
        onSelect={onSelect}
        onLoadMore={onLoadMore}
        onRetry={onRetry}
        containerRef={listRef}
      />
      <div ref={detailRef} className="mt-6 lg:mt-0">
        <div role="status">
          {notice ? (
            <p className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 p-4 text-green-900">
              {notice}
            </p>
          ) : null}
        </div>
        {detail ??
          (hasRecords ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
              Choose an attempt from the list to see what was entered, when, and any review so far.
            </p>
          ) : null)}
      </div>
    </div>
  );
}

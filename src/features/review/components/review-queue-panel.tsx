import { useRef, type ReactNode } from 'react';

import type { NextPageState, PagedListState } from '@/lib/use-paged-query';

import type { ReviewStatus, VerificationAttempt } from '../types';
import { AttemptList } from './attempt-list';

type ReviewQueuePanelProps = {
  status: ReviewStatus;
  list: PagedListState<VerificationAttempt>;
  nextPage: NextPageState;
  total: number | null;
  selectedId: string | null;
  onSelect: (attempt: VerificationAttempt) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  focusRequest: { id: string | null } | null;
  /** What the last action did, announced politely. */
  notice: string | null;
  /** The selected record's details, or null when none is selected. */
  detail: ReactNode;
};

/** One tab of the review screen: the queue beside the selected record (stacked on a phone). */
export function ReviewQueuePanel({
  status,
  list,
  nextPage,
  total,
  selectedId,
  onSelect,
  onLoadMore,
  onRetry,
  focusRequest,
  notice,
  detail,
}: ReviewQueuePanelProps) {
  const hasRecords = list.status === 'ready' && list.items.length > 0;
  const detailRef = useRef<HTMLDivElement>(null);

  function choose(attempt: VerificationAttempt) {
    onSelect(attempt);
    // Stacked on a phone, the details sit below the list: bring them into view.
    const sideBySide = window.matchMedia?.('(min-width: 64rem)').matches ?? true;
    if (!sideBySide) detailRef.current?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] lg:items-start lg:gap-6 xl:grid-cols-[minmax(0,19rem)_minmax(0,1fr)]">
      <AttemptList
        status={status}
        list={list}
        nextPage={nextPage}
        total={total}
        selectedId={selectedId}
        onSelect={choose}
        onLoadMore={onLoadMore}
        onRetry={onRetry}
        focusRequest={focusRequest}
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

import type { Ref } from 'react';

import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import type { NextPageState, PagedListState } from '@/lib/use-paged-query';

import { useAttemptListFocus } from '../hooks/use-attempt-list-focus';
import type { ReviewStatus, VerificationAttempt } from '../types';
import { AttemptListFooter } from './attempt-list-footer';
import { AttemptListItem } from './attempt-list-item';

const copy: Record<ReviewStatus, { list: string; emptyTitle: string; emptyText: string }> = {
  failed: {
    list: 'Failed verification attempts',
    emptyTitle: 'No Failed Verifications',
    emptyText: 'All verification attempts have been successful.',
  },
  suspicious: {
    list: 'Suspicious verification attempts',
    emptyTitle: 'No Suspicious Verifications',
    emptyText: 'No verification attempts have been flagged as suspicious.',
  },
};

type AttemptListProps = {
  status: ReviewStatus;
  list: PagedListState<VerificationAttempt>;
  nextPage: NextPageState;
  total: number | null;
  selectedId: string | null;
  onSelect: (attempt: VerificationAttempt) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  /**
   * Where focus goes once this render is on screen: the record with this id, or the list itself
   * (or its empty state) when the id is null or the record is gone. A new object for each move.
   */
  focusRequest: { id: string | null } | null;
};

/** One review queue: a list of buttons, newest first, a page at a time. */
export function AttemptList({
  status,
  list,
  nextPage,
  total,
  selectedId,
  onSelect,
  onLoadMore,
  onRetry,
  focusRequest,
}: AttemptListProps) {
  const text = copy[status];
  const { containerRef, moveFocus } = useAttemptListFocus(focusRequest);

  if (list.status === 'loading') return <PageLoading label="Loading attempts..." />;

  if (list.status === 'error') {
    return (
      <LoadFailure title="The attempts could not be loaded." onRetry={onRetry}>
        <p>Check your connection and try again.</p>
      </LoadFailure>
    );
  }

  if (list.items.length === 0) {
    return (
      <div
        ref={containerRef as Ref<HTMLDivElement>}
        tabIndex={-1}
        className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
      >
        <h2 className="text-lg font-bold text-brand-900">{text.emptyTitle}</h2>
        <p className="mt-1 text-slate-700">{text.emptyText}</p>
      </div>
    );
  }

  return (
    <div>
      {/* The list is a group of buttons; arrow keys are a shortcut, Tab still reaches each. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        ref={containerRef as Ref<HTMLUListElement>}
        tabIndex={-1}
        aria-label={text.list}
        onKeyDown={moveFocus}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white lg:max-h-[70vh] lg:overflow-y-auto"
      >
        {list.items.map((attempt) => (
          <AttemptListItem
            key={attempt.id}
            attempt={attempt}
            selected={attempt.id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </ul>

      <AttemptListFooter
        shown={list.items.length}
        total={total}
        hasMore={list.hasMore}
        nextPage={nextPage}
        onLoadMore={onLoadMore}
      />
    </div>
  );
}

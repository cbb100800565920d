import { clsx } from 'clsx';
import { useEffect, useRef, type KeyboardEvent, type Ref } from 'react';

import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { formatDateTime } from '@/domain/dates';
import type { NextPageState, PagedListState } from '@/lib/use-paged-query';

import type { ReviewStatus, VerificationAttempt } from '../types';
import { attemptName, attemptReference, suspiciousLabel } from '../utils/attempt-labels';
import { StatusLabel } from './status-label';

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

/** Up and Down move between the records, Home and End to the ends; Enter or Space opens one. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[data-attempt-id]'),
  );
  const index = buttons.indexOf(document.activeElement as HTMLElement);
  const targets: Record<string, number> = {
    ArrowDown: Math.min(index + 1, buttons.length - 1),
    ArrowUp: Math.max(index - 1, 0),
    Home: 0,
    End: buttons.length - 1,
  };
  const target = targets[event.key];
  if (target === undefined || index === -1) return;
  event.preventDefault();
  buttons[target]?.focus();
}

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
  const containerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const container = containerRef.current;
    const items = container?.querySelectorAll<HTMLElement>('[data-attempt-id]') ?? [];
    const item = Array.from(items).find((element) => element.dataset.attemptId === focusRequest.id);
    (item ?? container)?.focus();
  }, [focusRequest]);

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
        {list.items.map((attempt) => {
          const selected = attempt.id === selectedId;
          const label = suspiciousLabel(attempt);
          return (
            <li key={attempt.id}>
              <button
                type="button"
                data-attempt-id={attempt.id}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(attempt)}
                className={clsx(
                  'block w-full border-l-4 px-4 py-3 text-left transition-colors',
                  selected
                    ? 'border-brand-700 bg-brand-50'
                    : 'border-transparent hover:bg-slate-50',
                )}
              >
                <span className="block font-semibold text-slate-900">{attemptName(attempt)}</span>
                <span className="block text-sm text-slate-700">{attemptReference(attempt)}</span>
                <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <time dateTime={attempt.attemptedAt?.toISOString()}>
                    {formatDateTime(attempt.attemptedAt)}
                  </time>
                  {label ? <StatusLabel label={label} /> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700">
          Showing {list.items.length}
          {total !== null && total >= list.items.length ? ` of ${total}` : ''}
        </p>
        {list.hasMore ? (
          <Button variant="outline" size="sm" onClick={onLoadMore} disabled={nextPage.loading}>
            {nextPage.loading ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </div>
      {nextPage.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          More attempts could not be loaded. Please try again.
        </p>
      ) : null}
    </div>
  );
}

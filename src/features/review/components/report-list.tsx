import { clsx } from 'clsx';

import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/domain/dates';
import type { NextPageState, PagedListState } from '@/lib/use-paged-query';

import type { VisitorReport } from '../types';
import { StatusLabel } from './status-label';

type ReportListProps = {
  list: PagedListState<VisitorReport>;
  nextPage: NextPageState;
  selectedId: string | null;
  onSelect: (report: VisitorReport) => void;
  onLoadMore: () => void;
  onRetry: () => void;
};

/** Visitors' reports, newest first: the number reported, when, and whether it is investigated. */
export function ReportList({
  list,
  nextPage,
  selectedId,
  onSelect,
  onLoadMore,
  onRetry,
}: ReportListProps) {
  if (list.status === 'loading') return <p className="text-slate-700">Loading reports...</p>;
  if (list.status === 'error') {
    return (
      <div role="alert" className="text-red-800">
        <p>{list.message}</p>
        <Button variant="outline" onClick={onRetry} className="mt-2">
          Try Again
        </Button>
      </div>
    );
  }
  if (list.items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6">No reports to review.</p>
    );
  }
  return (
    <div>
      <ul
        aria-label="Reports"
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      >
        {list.items.map((report) => (
          <li key={report.id}>
            <button
              type="button"
              aria-current={report.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(report)}
              className={clsx(
                'block w-full border-l-4 px-4 py-3 text-left',
                report.id === selectedId
                  ? 'border-brand-700 bg-brand-50'
                  : 'border-transparent hover:bg-slate-50',
              )}
            >
              <span className="block font-semibold text-slate-900">
                Report on {report.certificateNumber}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <time dateTime={report.reportedAt?.toISOString()}>
                  {formatDateTime(report.reportedAt)}
                </time>
                {report.isUnderInvestigation ? <StatusLabel label="Under Investigation" /> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {list.hasMore ? (
        <Button variant="outline" onClick={onLoadMore} disabled={nextPage.loading} className="mt-3">
          {nextPage.loading ? 'Loading...' : 'Load More'}
        </Button>
      ) : null}
      {nextPage.error ? (
        <p role="alert" className="mt-2 text-red-800">
          {nextPage.error}
        </p>
      ) : null}
    </div>
  );
}

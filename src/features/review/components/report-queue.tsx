import type { ReactNode } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import type { ReportReviewApi } from '../api/report-review-api';
import { useReportQueue } from '../hooks/use-report-queue';
import type { VisitorReport } from '../types';
import { ReportDetail } from './report-detail';
import { ReportList } from './report-list';

type ReportQueueProps = {
  api: ReportReviewApi;
  /** A report's events, shown in its detail panel; the page passes the audit feature's. */
  history?: (report: VisitorReport) => ReactNode;
};

/** The reports' tab of Verification Review: visitors' reports beside the one chosen. */
export function ReportQueue({ api, history }: ReportQueueProps) {
  const { list, nextPage, loadNextPage, retry, screen, dispatch, act, busy, selected } =
    useReportQueue(api);
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] lg:items-start lg:gap-6 xl:grid-cols-[minmax(0,19rem)_minmax(0,1fr)]">
      <ReportList
        list={list}
        nextPage={nextPage}
        selectedId={screen.selectedId}
        onSelect={(report) => dispatch({ type: 'select', id: report.id })}
        onLoadMore={() => void loadNextPage()}
        onRetry={retry}
      />
      <div className="mt-6 lg:mt-0">
        <div role="status">
          {screen.notice ? (
            <p className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 p-4 text-green-900">
              {screen.notice}
            </p>
          ) : null}
        </div>
        {selected ? (
          <ReportDetail
            report={selected}
            note={screen.note}
            onNoteChange={(note) => dispatch({ type: 'note', note })}
            busy={busy}
            error={screen.error}
            onMarkUnderInvestigation={() => void act('investigate', selected)}
            onClose={() => dispatch({ type: 'confirm', open: true })}
            history={history?.(selected)}
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={screen.confirming && selected !== null}
        title="Close this report?"
        confirmLabel="Close Report"
        onCancel={() => dispatch({ type: 'confirm', open: false })}
        onConfirm={() => {
          if (selected) void act('close', selected);
        }}
      >
        <p>Closing removes the report from the queue. Its history stays in the Activity log.</p>
      </ConfirmDialog>
    </div>
  );
}

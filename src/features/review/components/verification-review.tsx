import type { ReactNode } from 'react';

import { Tabs } from '@/components/ui/tabs';

import type { ReportReviewApi } from '../api/report-review-api';
import { firestoreReviewApi, type ReviewApi } from '../api/review-api';
import { useReportCount } from '../hooks/use-report-queue';
import { attemptsIn, useReviewScreen } from '../hooks/use-review-screen';
import {
  reviewStatuses,
  type ReviewStatus,
  type ReviewTab,
  type VerificationAttempt,
  type VisitorReport,
} from '../types';
import { ExportReviewQueue } from './export-review-queue';
import { AttemptDetail } from './attempt-detail';
import { CloseAttemptDialog } from './close-attempt-dialog';
import { ReportQueue } from './report-queue';
import { ReviewQueuePanel } from './review-queue-panel';
import { SampleAttemptTool } from './sample-attempt-tool';

type VerificationReviewProps = {
  /** The review operations, recording the staff member signed in; tests pass their own. */
  api?: ReviewApi;
  /** An attempt's history, shown in its detail panel; the page passes the audit feature's. */
  history?: (attempt: VerificationAttempt) => ReactNode;
  /** Visitors' reports, in a tab of their own, with each report's history. */
  reports?: { api: ReportReviewApi; history?: (report: VisitorReport) => ReactNode };
};

const tabTitles: Record<ReviewStatus, string> = {
  failed: 'Failed Verifications',
  suspicious: 'Suspicious Verifications',
};

/**
 * The Verification Review screen (docs/product.md): the failed and suspicious queues, the selected
 * attempt and the review steps. After a step the queues reload, the note clears and focus moves to
 * the next attempt in the list (or the list itself when none is left).
 */
export function VerificationReview({
  api = firestoreReviewApi,
  history,
  reports,
}: VerificationReviewProps) {
  const { queues, screen, dispatch, busy, act, showMore } = useReviewScreen(api);

  function panelFor(status: ReviewStatus) {
    const { list, nextPage, retry } = queues[status];
    const selectedId = screen.selected[status];
    const selected = attemptsIn(list).find((attempt) => attempt.id === selectedId) ?? null;
    return (
      <>
        <div className="mb-4">
          <ExportReviewQueue api={api} status={status} />
        </div>
        <ReviewQueuePanel
          status={status}
          list={list}
          nextPage={nextPage}
          total={queues.counts[status]}
          selectedId={selectedId}
          onSelect={(attempt) => dispatch({ type: 'select', status, id: attempt.id })}
          onLoadMore={() => void showMore(status)}
          onRetry={retry}
          focusRequest={screen.focus?.status === status ? screen.focus : null}
          notice={screen.notice?.status === status ? screen.notice.text : null}
          detail={
            selected ? (
              <AttemptDetail
                attempt={selected}
                note={screen.note}
                onNoteChange={(note) => dispatch({ type: 'note', note })}
                busy={busy}
                error={screen.error}
                onFlagSuspicious={() => void act('flag', selected)}
                onMarkUnderInvestigation={() => void act('investigate', selected)}
                onMarkInvestigated={() => dispatch({ type: 'confirm', attempt: selected })}
                history={history?.(selected)}
              />
            ) : null
          }
        />
      </>
    );
  }

  const confirming = screen.confirming;

  return (
    <div className="space-y-6">
      <Tabs
        label="Verification queues"
        selected={screen.tab}
        onChange={(id) => dispatch({ type: 'tab', tab: id as ReviewTab })}
        items={[
          ...reviewStatuses.map((status) => ({
            id: status,
            label:
              queues.counts[status] === null
                ? tabTitles[status]
                : `${tabTitles[status]} (${queues.counts[status]})`,
            panel: panelFor(status),
          })),
          ...(reports
            ? [
                {
                  id: 'reports',
                  label: <ReportsTabLabel api={reports.api} />,
                  panel: <ReportQueue api={reports.api} history={reports.history} />,
                },
              ]
            : []),
        ]}
      />

      {api.createSampleAttempt ? <SampleAttemptTool create={api.createSampleAttempt} /> : null}

      <CloseAttemptDialog
        attempt={confirming}
        onCancel={() => dispatch({ type: 'confirm', attempt: null })}
        onConfirm={(attempt) => {
          dispatch({ type: 'confirm', attempt: null });
          void act('close', attempt);
        }}
      />
    </div>
  );
}

/** The reports' tab, with how many await the admins once counted. */
function ReportsTabLabel({ api }: { api: ReportReviewApi }) {
  const count = useReportCount(api);
  return <>{count === null ? 'Reports' : `Reports (${count})`}</>;
}

import { useReducer, type ReactNode } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Tabs } from '@/components/ui/tabs';
import type { PagedListState } from '@/lib/use-paged-query';

import { firestoreReviewApi, type ReviewApi } from '../api/review-api';
import { useReviewQueues } from '../hooks/use-review-queues';
import { useReviewStep } from '../hooks/use-review-step';
import {
  reviewStatuses,
  type ReviewStepKind,
  type ReviewStatus,
  type VerificationAttempt,
} from '../types';
import { attemptName } from '../utils/attempt-labels';
import { initialReviewScreen, reviewScreen } from '../utils/review-screen';
import { ExportReviewQueue } from './export-review-queue';
import { AttemptDetail } from './attempt-detail';
import { ReviewQueuePanel } from './review-queue-panel';
import { SampleAttemptTool } from './sample-attempt-tool';

type VerificationReviewProps = {
  /** The review operations, recording the staff member signed in; tests pass their own. */
  api?: ReviewApi;
  /** An attempt's history, shown in its detail panel; the page passes the audit feature's. */
  history?: (attempt: VerificationAttempt) => ReactNode;
};

const attemptsIn = (list: PagedListState<VerificationAttempt>) =>
  list.status === 'ready' ? list.items : [];

const tabTitles: Record<ReviewStatus, string> = {
  failed: 'Failed Verifications',
  suspicious: 'Suspicious Verifications',
};

const outcomes: Record<ReviewStepKind, { done: string; failed: string }> = {
  flag: {
    done: 'Flagged as suspicious. The attempt is now under Suspicious Verifications.',
    failed: 'The attempt could not be flagged as suspicious. Please try again.',
  },
  investigate: {
    done: 'Marked under investigation.',
    failed: 'The attempt could not be marked under investigation. Please try again.',
  },
  close: {
    done: 'Marked investigated and removed from the queue.',
    failed: 'The attempt could not be marked investigated. Please try again.',
  },
};

/**
 * The Verification Review screen (docs/product.md): the failed and suspicious queues, the selected
 * attempt and the review steps. After a step the queues reload, the note clears and focus moves to
 * the next attempt in the list (or the list itself when none is left).
 */
export function VerificationReview({ api = firestoreReviewApi, history }: VerificationReviewProps) {
  const queues = useReviewQueues(api);
  const step = useReviewStep(api);
  const [screen, dispatch] = useReducer(reviewScreen, initialReviewScreen);
  const busy = step.isPending ? (step.variables?.kind ?? null) : null;

  async function act(kind: ReviewStepKind, attempt: VerificationAttempt) {
    const status = attempt.status;
    const shown = attemptsIn(queues[status].list);
    const index = shown.findIndex((item) => item.id === attempt.id);
    // The record stays put under investigation; otherwise it leaves this queue.
    const next = kind === 'investigate' ? attempt : (shown[index + 1] ?? shown[index - 1] ?? null);
    dispatch({ type: 'step-started' });
    try {
      await step.mutateAsync({ kind, attempt, note: screen.note.trim() });
    } catch (cause) {
      console.error(`Review step '${kind}' failed for attempt ${attempt.id}.`, cause);
      dispatch({ type: 'step-failed', text: outcomes[kind].failed });
      return;
    }
    dispatch({ type: 'step-done', status, nextId: next?.id ?? null, text: outcomes[kind].done });
  }

  async function showMore(status: ReviewStatus) {
    const firstNew = await queues[status].loadMore();
    if (firstNew) dispatch({ type: 'focus', status, id: firstNew });
  }

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
        onChange={(id) => dispatch({ type: 'tab', tab: id as ReviewStatus })}
        items={reviewStatuses.map((status) => ({
          id: status,
          label:
            queues.counts[status] === null
              ? tabTitles[status]
              : `${tabTitles[status]} (${queues.counts[status]})`,
          panel: panelFor(status),
        }))}
      />

      {api.createSampleAttempt ? <SampleAttemptTool create={api.createSampleAttempt} /> : null}

      {/* 'Mark Investigated' closes the attempt, deleting its record, so it is confirmed first. */}
      <ConfirmDialog
        open={confirming !== null}
        title="Mark this attempt investigated?"
        description={`The attempt by ${confirming ? attemptName(confirming) : ''} will be removed from the review queue. This cannot be undone.`}
        confirmLabel="Mark Investigated"
        onCancel={() => dispatch({ type: 'confirm', attempt: null })}
        onConfirm={() => {
          dispatch({ type: 'confirm', attempt: null });
          if (confirming) void act('close', confirming);
        }}
      />
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';

import { Tabs } from '@/components/ui/tabs';

import type { ReviewApi } from '../api/review-api';
import { useReviewQueues } from '../hooks/use-review-queues';
import { reviewStatuses, type ReviewStatus, type VerificationAttempt } from '../types';
import { attemptName } from '../utils/attempt-labels';
import { AttemptDetail, type ReviewActionKind } from './attempt-detail';
import { ConfirmInvestigatedDialog } from './confirm-investigated-dialog';
import { ReviewQueuePanel } from './review-queue-panel';
import { SampleAttemptTool } from './sample-attempt-tool';

type VerificationReviewProps = {
  api: ReviewApi;
};

const tabTitles: Record<ReviewStatus, string> = {
  failed: 'Failed Verifications',
  suspicious: 'Suspicious Verifications',
};

const outcomes: Record<ReviewActionKind, { done: string; failed: string }> = {
  flag: {
    done: 'Flagged as suspicious. The attempt is now under Suspicious Verifications.',
    failed: 'The attempt could not be flagged as suspicious. Please try again.',
  },
  investigate: {
    done: 'Marked under investigation.',
    failed: 'The attempt could not be marked under investigation. Please try again.',
  },
  remove: {
    done: 'Marked investigated and removed from the queue.',
    failed: 'The attempt could not be marked investigated. Please try again.',
  },
};

type Target = { status: ReviewStatus; id: string | null };

/**
 * The Verification Review screen (SPEC §2, §4): the failed and suspicious queues, the selected
 * attempt and the review steps. After a step the queues reload, the note clears and focus moves
 * to the next attempt in the list (or the list itself when none is left).
 */
export function VerificationReview({ api }: VerificationReviewProps) {
  const { queues, counts, refresh, retry, loadMore } = useReviewQueues(api);
  const [tab, setTab] = useState<ReviewStatus>('failed');
  const [selectedIds, setSelectedIds] = useState<Record<ReviewStatus, string | null>>({
    failed: null,
    suspicious: null,
  });
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<ReviewActionKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ status: ReviewStatus; text: string } | null>(null);
  const [confirming, setConfirming] = useState<VerificationAttempt | null>(null);

  const lists = useRef(new Map<ReviewStatus, HTMLElement>());
  const details = useRef(new Map<ReviewStatus, HTMLDivElement>());
  const pendingFocus = useRef<Target | null>(null);
  const pendingScroll = useRef<ReviewStatus | null>(null);

  // Focus and scrolling wait for the render that shows their target.
  useEffect(() => {
    const focus = pendingFocus.current;
    if (focus) {
      pendingFocus.current = null;
      const list = lists.current.get(focus.status);
      const item = Array.from(list?.querySelectorAll<HTMLElement>('[data-attempt-id]') ?? []).find(
        (element) => element.dataset.attemptId === focus.id,
      );
      (item ?? list)?.focus();
    }
    const scroll = pendingScroll.current;
    if (scroll) {
      pendingScroll.current = null;
      // Stacked on a phone, the details sit below the list: bring them into view.
      const sideBySide = window.matchMedia?.('(min-width: 64rem)').matches ?? true;
      if (!sideBySide) details.current.get(scroll)?.scrollIntoView?.({ block: 'start' });
    }
  });

  function resetActionState() {
    setNote('');
    setError(null);
    setNotice(null);
  }

  function select(status: ReviewStatus, attempt: VerificationAttempt) {
    if (attempt.id !== selectedIds[status]) resetActionState();
    setSelectedIds((previous) => ({ ...previous, [status]: attempt.id }));
    pendingScroll.current = status;
  }

  function changeTab(id: string) {
    setTab(id as ReviewStatus);
    resetActionState();
  }

  async function act(
    kind: ReviewActionKind,
    attempt: VerificationAttempt,
    run: () => Promise<void>,
  ) {
    const status = attempt.status;
    const list = queues[status].attempts;
    const index = list.findIndex((item) => item.id === attempt.id);
    // The record stays put under investigation; otherwise it leaves this queue.
    const next = kind === 'investigate' ? attempt : (list[index + 1] ?? list[index - 1] ?? null);
    setBusy(kind);
    setError(null);
    setNotice(null);
    try {
      await run();
    } catch (cause) {
      console.error(`Review step '${kind}' failed for attempt ${attempt.id}.`, cause);
      setError(outcomes[kind].failed);
      setBusy(null);
      return;
    }
    await refresh();
    setBusy(null);
    setNote('');
    setSelectedIds((previous) => ({ ...previous, [status]: next?.id ?? null }));
    setNotice({ status, text: outcomes[kind].done });
    pendingFocus.current = { status, id: next?.id ?? null };
  }

  async function showMore(status: ReviewStatus) {
    const firstNew = await loadMore(status);
    if (firstNew) pendingFocus.current = { status, id: firstNew };
  }

  function panelFor(status: ReviewStatus) {
    const queue = queues[status];
    const selected = queue.attempts.find((attempt) => attempt.id === selectedIds[status]) ?? null;
    const action = { attemptId: selected?.id ?? '', note: note.trim() };
    return (
      <ReviewQueuePanel
        status={status}
        queue={queue}
        total={counts[status]}
        selectedId={selectedIds[status]}
        onSelect={(attempt) => select(status, attempt)}
        onLoadMore={() => void showMore(status)}
        onRetry={() => void retry(status)}
        listRef={(element) => {
          if (element) lists.current.set(status, element);
          else lists.current.delete(status);
        }}
        detailRef={(element) => {
          if (element) details.current.set(status, element);
          else details.current.delete(status);
        }}
        notice={notice?.status === status ? notice.text : null}
        detail={
          selected ? (
            <AttemptDetail
              attempt={selected}
              note={note}
              onNoteChange={setNote}
              busy={busy}
              error={error}
              onFlagSuspicious={() => void act('flag', selected, () => api.flagSuspicious(action))}
              onMarkUnderInvestigation={() =>
                void act('investigate', selected, () => api.markUnderInvestigation(action))
              }
              onMarkInvestigated={() => setConfirming(selected)}
            />
          ) : null
        }
      />
    );
  }

  const createSample = api.createSampleAttempt;

  return (
    <div className="space-y-6">
      <Tabs
        label="Verification queues"
        selected={tab}
        onChange={changeTab}
        items={reviewStatuses.map((status) => ({
          id: status,
          label:
            counts[status] === null
              ? tabTitles[status]
              : `${tabTitles[status]} (${counts[status]})`,
          panel: panelFor(status),
        }))}
      />

      {createSample ? <SampleAttemptTool create={createSample} onCreated={refresh} /> : null}

      <ConfirmInvestigatedDialog
        attemptName={confirming ? attemptName(confirming) : null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const attempt = confirming;
          setConfirming(null);
          if (attempt) void act('remove', attempt, () => api.markInvestigated(attempt.id));
        }}
      />
    </div>
  );
}

import { useReducer } from 'react';

import type { PagedListState } from '@/lib/use-paged-query';

import type { ReviewApi } from '../api/review-api';
import type { ReviewStepKind, ReviewStatus, VerificationAttempt } from '../types';
import { initialReviewScreen, reviewScreen } from '../utils/review-screen';
import { stepOutcomes } from '../utils/step-outcomes';
import { useReviewQueues } from './use-review-queues';
import { useReviewStep } from './use-review-step';

/** The attempts a queue shows now: none while it loads or failed. */
export const attemptsIn = (list: PagedListState<VerificationAttempt>) =>
  list.status === 'ready' ? list.items : [];

/**
 * The Verification Review screen's queues, its state (utils/review-screen.ts) and its steps: a
 * review step on an attempt, which moves focus to the next attempt once the queues show the
 * outcome, and 'Load more', which focuses the first attempt it brought.
 */
export function useReviewScreen(api: ReviewApi) {
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
      dispatch({ type: 'step-failed', text: stepOutcomes[kind].failed });
      return;
    }
    dispatch({
      type: 'step-done',
      status,
      nextId: next?.id ?? null,
      text: stepOutcomes[kind].done,
    });
  }

  async function showMore(status: ReviewStatus) {
    const firstNew = await queues[status].loadMore();
    if (firstNew) dispatch({ type: 'focus', status, id: firstNew });
  }

  return { queues, screen, dispatch, busy, act, showMore };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ReviewApi } from '../api/review-api';
import { reviewQueries } from '../api/review-queries';
import type { ReviewStepKind, VerificationAttempt } from '../types';

/** A review step chosen on one attempt, with the note written for it ('close' takes none). */
type StepOnAttempt = { kind: ReviewStepKind; attempt: VerificationAttempt; note: string };

/**
 * One review step on one attempt (the api records the staff member signed in). The queues and their
 * totals are read again before the step counts as done, so what follows (the next attempt
 * selected and focused) sees the queues as they now are.
 */
export function useReviewStep(api: ReviewApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, attempt, note }: StepOnAttempt) => {
      const action = { attemptId: attempt.id, note };
      if (kind === 'flag') return api.flagSuspicious(action);
      if (kind === 'investigate') return api.markUnderInvestigation(action);
      return api.markInvestigated(attempt.id);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewQueries.all }),
  });
}

/** Local emulators only: a made-up failed attempt, then the queues read again. */
export function useCreateSampleAttempt(create: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewQueries.all }),
    onError: (error) => console.error('Could not add a sample failed verification.', error),
  });
}

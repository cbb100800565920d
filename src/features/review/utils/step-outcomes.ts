import type { ReviewStepKind } from '../types';

/** What the screen says once a review step has landed, or when it failed. */
export const stepOutcomes: Record<ReviewStepKind, { done: string; failed: string }> = {
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

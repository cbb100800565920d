import { getDb, signedInActor } from '@/lib/firebase';

import type { AttemptCursor, AttemptPage, ReviewStatus } from '../types';
import { countAttempts } from './count-attempts';
import { listAttempts } from './list-attempts';
import { takeReviewStep, type ReviewStep } from './take-review-step';

/** A step with a note, on one attempt. */
export type ReviewAction = { attemptId: string; note: string };

const take = async (attemptId: string, step: ReviewStep) =>
  takeReviewStep(await getDb(), attemptId, step, await signedInActor());

/**
 * What the Verification Review screen needs from the database, acting as the staff member signed
 * in; tests pass their own.
 */
export type ReviewApi = {
  listAttempts: (
    status: ReviewStatus,
    options: { after?: AttemptCursor | null; pageSize?: number },
  ) => Promise<AttemptPage>;
  countAttempts: (status: ReviewStatus) => Promise<number>;
  flagSuspicious: (action: ReviewAction) => Promise<void>;
  markUnderInvestigation: (action: ReviewAction) => Promise<void>;
  markInvestigated: (attemptId: string) => Promise<void>;
  /** Present only on the local emulators, where made-up records harm nobody. */
  createSampleAttempt?: () => Promise<void>;
};

export const firestoreReviewApi: ReviewApi = {
  listAttempts: async (status, options) => listAttempts(await getDb(), status, options),
  countAttempts: async (status) => countAttempts(await getDb(), status),
  flagSuspicious: ({ attemptId, note }) => take(attemptId, { kind: 'flag', note }),
  markUnderInvestigation: ({ attemptId, note }) => take(attemptId, { kind: 'investigate', note }),
  markInvestigated: (attemptId) => take(attemptId, { kind: 'close' }),
};

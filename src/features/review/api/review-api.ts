import { signedInActor } from '@/lib/firebase';

import type { AttemptCursor, AttemptPage, ReviewStatus } from '../types';
import { countAttempts } from './count-attempts';
import { flagSuspicious, type ReviewAction } from './flag-suspicious';
import { listAttempts } from './list-attempts';
import { markInvestigated } from './mark-investigated';
import { markUnderInvestigation } from './mark-under-investigation';

export type { ReviewAction };

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
  listAttempts: (status, options) => listAttempts(status, options),
  countAttempts: (status) => countAttempts(status),
  flagSuspicious: async (action) => flagSuspicious(action, await signedInActor()),
  markUnderInvestigation: async (action) => markUnderInvestigation(action, await signedInActor()),
  markInvestigated: async (attemptId) => markInvestigated(attemptId, await signedInActor()),
};

import type { LearnerRequestStep } from '@/domain/learner-requests';
import type { QueryScope } from '@/domain/query-scope';
import { getDb, signedInActor } from '@/lib/firebase';

import { listOpenRequests, takeRequestStep, type RequestRow } from './learner-requests';

/** What the staff's list of learners' requests needs of the database; tests pass their own. */
export type LearnerRequestsApi = {
  listOpen: (scope: QueryScope) => Promise<RequestRow[]>;
  take: (requestId: string, step: LearnerRequestStep) => Promise<void>;
};

export const firestoreLearnerRequestsApi: LearnerRequestsApi = {
  listOpen: async (scope) => listOpenRequests(await getDb(), scope),
  take: async (requestId, step) =>
    takeRequestStep(await getDb(), requestId, step, await signedInActor()),
};

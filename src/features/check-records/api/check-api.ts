import { getDb } from '@/lib/firebase';

import {
  readCertificateChecks,
  readVisitorChecks,
  type CheckCount,
  type VisitorChecks,
} from './check-records';

/** What the staff screens read of the public checks; component tests pass their own. */
export type CheckApi = {
  certificateChecks: (indexKeys: string[]) => Promise<CheckCount>;
  visitorChecks: (attemptId: string) => Promise<VisitorChecks>;
};

export const firestoreCheckApi: CheckApi = {
  certificateChecks: async (indexKeys) => readCertificateChecks(await getDb(), indexKeys),
  visitorChecks: async (attemptId) => readVisitorChecks(await getDb(), attemptId),
};

export type { CheckCount, VisitorChecks };

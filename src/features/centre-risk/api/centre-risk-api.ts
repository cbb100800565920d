import type { CentreRiskSnapshot } from '@/domain/centre-risk';
import { readCentreRiskSnapshot, recountCentreRisk } from '@/lib/centre-risk';
import { getDb, signedInActor } from '@/lib/firebase';

/** What the risk view needs from the database, as the admin signed in; tests pass their own. */
export type CentreRiskApi = {
  /** The snapshot as last counted, or null if none has been. */
  readSnapshot: () => Promise<CentreRiskSnapshot | null>;
  /** Counts the days since the last count and keeps the snapshot. */
  recount: () => Promise<CentreRiskSnapshot>;
};

export const firestoreCentreRiskApi: CentreRiskApi = {
  readSnapshot: async () => readCentreRiskSnapshot(await getDb()),
  recount: async () => recountCentreRisk(await getDb(), await signedInActor()),
};

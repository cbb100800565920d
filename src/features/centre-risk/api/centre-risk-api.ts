import type { CentreRiskSnapshot } from '@/domain/centre-risk';
import type { ExportPage } from '@/domain/csv-export';
import type { EvidencePeriod, EvidenceRow } from '@/domain/evidence-pack';
import { readCentreRiskSnapshot, recountCentreRisk } from '@/lib/centre-risk';
import { getDb, signedInActor } from '@/lib/firebase';

import { fetchEvidencePage, type EvidenceCursor } from './evidence-pack';

/** What the risk view needs from the database, as the admin signed in; tests pass their own. */
export type CentreRiskApi = {
  /** The snapshot as last counted, or null if none has been. */
  readSnapshot: () => Promise<CentreRiskSnapshot | null>;
  /** Counts the days since the last count and keeps the snapshot. */
  recount: () => Promise<CentreRiskSnapshot>;
  /** One page of a centre's evidence pack for a period. */
  evidencePage: (
    period: EvidencePeriod,
    after: EvidenceCursor | null,
  ) => Promise<ExportPage<EvidenceRow, EvidenceCursor>>;
};

export const firestoreCentreRiskApi: CentreRiskApi = {
  readSnapshot: async () => readCentreRiskSnapshot(await getDb()),
  recount: async () => recountCentreRisk(await getDb(), await signedInActor()),
  evidencePage: async (period, after) => fetchEvidencePage(await getDb(), period, after),
};

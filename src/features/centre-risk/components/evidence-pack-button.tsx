import { ExportCsvButton } from '@/components/export-csv-button';
import {
  evidenceColumns,
  evidenceFileName,
  type EvidencePeriod,
  type EvidenceRow,
} from '@/domain/evidence-pack';

import type { CentreRiskApi } from '../api/centre-risk-api';
import type { EvidenceCursor } from '../api/evidence-pack';

/** One download of a centre's evidence for the period: read a page at a time, formula-safe. */
export function EvidencePackButton({
  api,
  period,
  name,
}: {
  api: CentreRiskApi;
  period: EvidencePeriod;
  name: string;
}) {
  return (
    <ExportCsvButton<EvidenceRow, EvidenceCursor>
      fileName={evidenceFileName(period)}
      columns={evidenceColumns}
      fetchPage={(after) => api.evidencePage(period, after)}
      label={`Evidence pack for ${name}`}
    />
  );
}

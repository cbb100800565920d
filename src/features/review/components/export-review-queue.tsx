import { ExportCsvButton } from '@/components/export-csv-button';
import type { ExportColumn } from '@/domain/csv-export';

import type { ReviewApi } from '../api/review-api';
import type { AttemptCursor, ReviewStatus, VerificationAttempt } from '../types';

/** Rows read per request while exporting. */
const EXPORT_PAGE_SIZE = 500;

const iso = (date: Date | null) => (date ? date.toISOString() : '');

const attemptExportColumns: readonly ExportColumn<VerificationAttempt>[] = [
  { header: 'Attempted At', value: (row) => iso(row.attemptedAt) },
  { header: 'Status', value: (row) => row.status },
  { header: 'Certificate Number', value: (row) => row.certificateNumber },
  { header: 'Student Number', value: (row) => row.studentNumber },
  { header: 'First Name', value: (row) => row.firstName },
  { header: 'Surname', value: (row) => row.surname },
  { header: 'User Agent', value: (row) => row.userAgent },
  { header: 'Reviewed By', value: (row) => row.reviewedBy },
  { header: 'Reviewed At', value: (row) => iso(row.reviewedAt) },
  { header: 'Review Note', value: (row) => row.reviewNote },
  { header: 'Under Investigation', value: (row) => (row.isUnderInvestigation ? 'Yes' : 'No') },
  { header: 'Investigation Note', value: (row) => row.investigationNote },
  { header: 'Investigated By', value: (row) => row.investigatedBy },
  { header: 'Investigated At', value: (row) => iso(row.investigatedAt) },
  { header: 'Batch Check By', value: (row) => row.organisation },
];

/** 'Export CSV' for one review queue, newest attempt first, page by page. */
export function ExportReviewQueue({ api, status }: { api: ReviewApi; status: ReviewStatus }) {
  return (
    <ExportCsvButton<VerificationAttempt, AttemptCursor>
      fileName={`${status}-verifications.csv`}
      columns={attemptExportColumns}
      fetchPage={async (after) => {
        const page = await api.listAttempts(status, {
          after,
          pageSize: EXPORT_PAGE_SIZE,
        });
        return { rows: page.attempts, next: page.next };
      }}
    />
  );
}

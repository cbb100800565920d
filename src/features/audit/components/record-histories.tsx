import type { Certificate } from '@/domain/certificate';
import { everyCentre, queryScopeFor } from '@/domain/query-scope';
import type { StaffRole } from '@/domain/staff';

import { RecordHistory } from './record-history';

/** A certificate's history, for Edit Student Details, as far as the staff member reaches. */
export function CertificateHistory({
  certificate,
  role,
}: {
  certificate: Certificate;
  role: StaffRole;
}) {
  return (
    <RecordHistory
      subject={{ entity: 'certificate', id: certificate.id }}
      lastEventId={certificate.lastEventId}
      scope={queryScopeFor(role)}
    />
  );
}

/** An attempt's review events, for its detail panel on Verification Review (admins only). */
export function AttemptHistory({
  attempt,
}: {
  attempt: { id: string; lastEventId: string | null };
}) {
  return (
    <RecordHistory
      subject={{ entity: 'attempt', id: attempt.id }}
      lastEventId={attempt.lastEventId}
      scope={everyCentre}
    />
  );
}

/** A visitor's report's review events, for its detail panel on Verification Review (admins only). */
export function ReportHistory({ report }: { report: { id: string; lastEventId: string | null } }) {
  return (
    <RecordHistory
      subject={{ entity: 'report', id: report.id }}
      lastEventId={report.lastEventId}
      scope={everyCentre}
    />
  );
}

import type { AuditEvent } from '@/domain/audit';
import { describeAction, describeChanges } from '@/domain/audit-descriptions';
import type { ExportColumn } from '@/domain/csv-export';

function recordId(event: AuditEvent): string {
  if (event.entity === 'certificate') return event.certificateId;
  if (event.entity === 'attempt') return event.attemptId;
  if (event.entity === 'centre') return event.centreNumber;
  if (event.entity === 'invitation') return event.subject;
  if (event.entity === 'learner-request') return event.requestId;
  if (event.entity === 'verifier') return event.verifierUid;
  if (event.entity === 'verifierRequest') return event.requestId;
  if (event.entity === 'report') return event.reportId;
  return event.staffUid;
}

/** The Activity page's CSV columns: an event as the page shows it, and the record it is about. */
export const activityExportColumns: readonly ExportColumn<AuditEvent>[] = [
  { header: 'At', value: (event) => event.at.toISOString() },
  { header: 'Staff', value: (event) => event.actorEmail },
  { header: 'Action', value: (event) => describeAction(event.action) },
  { header: 'Subject', value: (event) => event.subject },
  { header: 'Changes', value: (event) => describeChanges(event.changes, event.entity).join('; ') },
  { header: 'Record', value: (event) => event.entity },
  { header: 'Record ID', value: recordId },
  { header: 'Event ID', value: (event) => event.id },
];

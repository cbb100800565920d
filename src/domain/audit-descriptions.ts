import {
  certificateFields,
  type AuditAction,
  type AuditEvent,
  type ChangeValue,
  type Changes,
} from './audit';
import {
  describeStatusReason,
  statusFrom,
  statusLabels,
  statusReasonFrom,
} from './certificate-status';
import { centreStatusLabels } from './centres';
import { learnerRequestStatusLabels } from './learner-requests';
import { formatAwardedDate } from './dates';
import { reportStatusLabels } from './reports';
import { roleLabels } from './staff';

/**
 * The register's history in words, as Activity, a certificate's History and the activity export
 * show it: what each action did, and each change from what to what.
 */

const actionLabels: Record<AuditAction, string> = {
  'certificate.created': 'Added the certificate',
  'certificate.edited': 'Edited the certificate',
  'certificate.recorded': 'Recorded before history began',
  'certificate.suspended': 'Suspended the certificate',
  'certificate.reinstated': 'Reinstated the certificate',
  'certificate.withdrawal-requested': 'Requested withdrawal',
  'certificate.withdrawn': 'Approved the withdrawal',
  'certificate.withdrawal-rejected': 'Rejected the withdrawal request',
  'certificate.replacement-requested': 'Requested replacement',
  'certificate.replaced': 'Replaced the certificate',
  'certificate.replacement-rejected': 'Rejected the replacement request',
  'certificate.pdf-issued': 'Issued the certificate as a PDF',
  'attempt.flagged': 'Flagged an attempt as suspicious',
  'attempt.investigated': 'Marked an attempt under investigation',
  'attempt.closed': 'Closed an attempt (Mark Investigated)',
  'staff.added': 'Gave staff access',
  'staff.joined': 'Accepted an invitation to the staff',
  'staff.removed': 'Removed staff access',
  'centre.approved': 'Approved the centre',
  'centre.suspended': 'Suspended the centre',
  'centre.reactivated': 'Reactivated the centre',
  'invitation.sent': 'Invited to the staff',
  'invitation.withdrawn': 'Withdrew an invitation to the staff',
  'learner-request.opened': 'A learner asked about their certificate',
  'learner-request.answered': 'Answered a learner’s request',
  'learner-request.closed': 'Closed a learner’s request',
  'verifier.joined': 'Accepted an invitation as a verifier',
  'verifier.suspended': 'Suspended the verifier',
  'verifier.reactivated': 'Reactivated the verifier',
  'verifier.allowance-changed': 'Changed the verifier’s daily allowance',
  'verifier-request.closed': 'Closed a request for a verifier account',
  'report.investigated': 'Marked a report under investigation',
  'report.closed': 'Closed a report',
};

export const auditActions = Object.keys(actionLabels) as AuditAction[];

export function describeAction(action: AuditAction): string {
  return actionLabels[action];
}

const fieldLabels: Record<string, string> = {
  certificateNumber: 'Certificate number',
  studentNumber: 'Student number',
  firstName: 'First name',
  surname: 'Surname',
  courseName: 'Course',
  awardedDate: 'Awarded date',
  birthYear: 'Birth year',
  centreNumber: 'Centre number',
  learnerEmail: 'Learner e-mail',
  status: 'Status',
  reviewNote: 'Review note',
  investigationNote: 'Investigation note',
  isUnderInvestigation: 'Under investigation',
  staffAccess: 'Staff access',
  role: 'Role',
  name: 'Name',
  statusReason: 'Reason',
  pendingStatus: 'Awaiting approval',
  replaces: 'Replaces certificate',
  replacedBy: 'Replaced by certificate',
  verifierAccess: 'Verifier access',
  dailyAllowance: 'Rows a day',
};

/** The order fields are listed in: the certificate's first, then any others as written. */
const fieldOrder: readonly string[] = [...certificateFields, ...Object.keys(fieldLabels)];

/** An attempt's status as the review screen names it; its events record these, not a certificate's. */
const attemptStatusLabels: Record<string, string> = {
  failed: 'Failed',
  suspicious: 'Suspicious',
  closed: 'Closed',
};

function describeValue(field: string, value: ChangeValue, entity: AuditEvent['entity']): string {
  if (field === 'status' && entity === 'verifierRequest') {
    return value === 'open' ? 'Open' : value === 'closed' ? 'Closed' : '(none)';
  }
  if (
    field === 'status' &&
    (entity === 'attempt' ||
      entity === 'centre' ||
      entity === 'verifier' ||
      entity === 'learner-request' ||
      entity === 'report')
  ) {
    // A verifier's status is a centre's: active or suspended.
    const labels: Record<string, string> =
      entity === 'attempt'
        ? attemptStatusLabels
        : entity === 'learner-request'
          ? learnerRequestStatusLabels
          : entity === 'report'
            ? reportStatusLabels
            : centreStatusLabels;
    return typeof value === 'string' ? (labels[value] ?? value) : '(none)';
  }
  if (field === 'status') return statusLabels[statusFrom(value)];
  if (field === 'role' && (value === 'admin' || value === 'centre')) return roleLabels[value];
  if (field === 'role' && value === 'verifier') return 'Verifier';
  if (field === 'pendingStatus') {
    return value === 'withdrawn' ? 'Withdrawal' : value === 'replaced' ? 'Replacement' : '(none)';
  }
  if (value === null || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    const reason = statusReasonFrom(value);
    return reason ? describeStatusReason(reason) : '(none)';
  }
  return field === 'awardedDate' ? formatAwardedDate(value) : value;
}

/**
 * Each change in plain English, 'Surname: Smith → Smyth', in a fixed order. `entity` is what the
 * event is about: an attempt's status and a centre's have values of their own.
 */
export function describeChanges(
  changes: Changes,
  entity: AuditEvent['entity'] = 'certificate',
): string[] {
  return Object.entries(changes)
    .sort(([a], [b]) => fieldOrder.indexOf(a) - fieldOrder.indexOf(b))
    .map(([field, { from, to }]) => {
      const label = fieldLabels[field] ?? field;
      return from === null && to !== null
        ? `${label}: ${describeValue(field, to, entity)}`
        : `${label}: ${describeValue(field, from, entity)} → ${describeValue(field, to, entity)}`;
    });
}

import type { CertificateDetails } from './certificate';
import {
  describeStatusReason,
  statusFrom,
  statusLabels,
  statusReasonFrom,
} from './certificate-status';
import { formatAwardedDate } from './dates';
import type { StaffActor } from './staff';

/**
 * The register's history (docs/decisions/016-audit-trail.md): one event per change, written in
 * the same commit as the change, naming who made it and exactly which fields changed from what
 * to what. Each certificate's events form a chain through `prevEventId`, from its first event to
 * the one its `lastEventId` names. The rules refuse a change without its event.
 */

/** The certificate's details a person can see change, in the order the history lists them. */
export const detailFields = [
  'certificateNumber',
  'studentNumber',
  'firstName',
  'surname',
  'courseName',
  'awardedDate',
  'birthYear',
  'centreNumber',
] as const satisfies readonly (keyof CertificateDetails)[];

/**
 * Every certificate field an event records a change of: the details, then its standing (status
 * and its reason, a pending withdrawal, the certificates it replaces or is replaced by). The
 * rules hold events to exactly this list.
 */
export const certificateFields = [
  ...detailFields,
  'status',
  'statusReason',
  'pendingStatus',
  'replaces',
  'replacedBy',
] as const;

/**
 * Records from the old system may hold numbers where the app writes text; a status reason is a
 * small map of text.
 */
export type ChangeValue = string | number | boolean | null | Readonly<Record<string, string>>;
export type FieldChange = { from: ChangeValue; to: ChangeValue };
/** Field name to its old and new value; only fields that changed. */
export type Changes = Record<string, FieldChange>;

export type CertificateAction =
  | 'certificate.created'
  | 'certificate.edited'
  | 'certificate.recorded'
  | 'certificate.suspended'
  | 'certificate.reinstated'
  | 'certificate.withdrawal-requested'
  | 'certificate.withdrawn'
  | 'certificate.withdrawal-rejected'
  | 'certificate.replacement-requested'
  | 'certificate.replaced'
  | 'certificate.replacement-rejected';
export type AttemptAction = 'attempt.flagged' | 'attempt.investigated' | 'attempt.closed';
export type StaffAction = 'staff.added' | 'staff.removed';
export type AuditAction = CertificateAction | AttemptAction | StaffAction;

/** An event as written, less `at`, which is the server's time of the commit. */
export type AuditEventRecord = {
  actorUid: string;
  actorEmail: string;
  action: AuditAction;
  /** Who or what the event is about, as people read it: 'Ada Lovelace (086525123)'. */
  subject: string;
  changes: Changes;
  prevEventId: string | null;
} & (
  | { entity: 'certificate'; certificateId: string }
  | { entity: 'attempt'; attemptId: string }
  | { entity: 'staff'; staffUid: string }
);

/** An event as the app reads it. */
export type AuditEvent = AuditEventRecord & { id: string; at: Date };

function changeValue(value: unknown): ChangeValue {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  const isTextMap =
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype &&
    Object.values(value).every((entry) => typeof entry === 'string');
  return isTextMap ? (value as Record<string, string>) : null;
}

function sameValue(a: ChangeValue, b: ChangeValue): boolean {
  return typeof a === 'object' && typeof b === 'object' && a !== null && b !== null
    ? JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort())
    : a === b;
}

/**
 * The certificate fields that differ between two stored states, as the rules compare them: a
 * field that is missing counts as null. `before` is null for a new certificate.
 */
export function certificateChanges(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>>,
): Changes {
  const changes: Changes = {};
  for (const field of certificateFields) {
    const from = changeValue(before?.[field]);
    const to = changeValue(after[field]);
    if (!sameValue(from, to)) changes[field] = { from, to };
  }
  return changes;
}

export function certificateSubject({
  fullName,
  certificateNumber,
}: {
  fullName: string;
  certificateNumber: string;
}): string {
  return `${fullName} (${certificateNumber})`;
}

export function attemptSubject(attempt: {
  firstName: string;
  surname: string;
  certificateNumber: string | null;
  studentNumber: string | null;
}): string {
  return `${attempt.firstName} ${attempt.surname} (${attempt.certificateNumber ?? attempt.studentNumber})`;
}

/** A delete carries no data, so the event that closes an attempt has an id derived from it. */
export function closingEventId(attemptId: string): string {
  return `closed-${attemptId}`;
}

/** The event recording a change to a certificate. */
export function certificateEvent({
  certificateId,
  action,
  actor,
  subject,
  changes,
  prevEventId,
}: {
  certificateId: string;
  action: CertificateAction;
  actor: StaffActor;
  subject: string;
  changes: Changes;
  prevEventId: string | null;
}): AuditEventRecord {
  return {
    actorUid: actor.uid,
    actorEmail: actor.email,
    action,
    entity: 'certificate',
    certificateId,
    subject,
    changes,
    prevEventId,
  };
}

/** The event recording a review step on a failed verification attempt. */
export function attemptEvent({
  attemptId,
  action,
  actor,
  subject,
  changes,
  prevEventId,
}: {
  attemptId: string;
  action: AttemptAction;
  actor: StaffActor;
  subject: string;
  changes: Changes;
  prevEventId: string | null;
}): AuditEventRecord {
  return {
    actorUid: actor.uid,
    actorEmail: actor.email,
    action,
    entity: 'attempt',
    attemptId,
    subject,
    changes,
    prevEventId,
  };
}

// ---- Reading the history --------------------------------------------------------------------

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
  'attempt.flagged': 'Flagged an attempt as suspicious',
  'attempt.investigated': 'Marked an attempt under investigation',
  'attempt.closed': 'Closed an attempt (Mark Investigated)',
  'staff.added': 'Gave staff access',
  'staff.removed': 'Removed staff access',
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
  status: 'Status',
  reviewNote: 'Review note',
  investigationNote: 'Investigation note',
  isUnderInvestigation: 'Under investigation',
  staffAccess: 'Staff access',
  statusReason: 'Reason',
  pendingStatus: 'Awaiting approval',
  replaces: 'Replaces certificate',
  replacedBy: 'Replaced by certificate',
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
  if (field === 'status' && entity === 'attempt') {
    return typeof value === 'string' ? (attemptStatusLabels[value] ?? value) : '(none)';
  }
  if (field === 'status') return statusLabels[statusFrom(value)];
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
 * event is about: an attempt's status has values of its own.
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

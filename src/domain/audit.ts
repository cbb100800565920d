import type { CertificateDetails } from './certificate';
import type { StaffActor } from './staff';

/**
 * The register's history (docs/decisions/016-audit-trail.md): one event per change, written in
 * the same commit as the change, naming who made it and exactly which fields changed from what
 * to what. Each certificate's events form a chain through `prevEventId`, from its first event to
 * the one its `lastEventId` names. The rules refuse a change without its event. Building events
 * is here (those of staff access and centres in access-events.ts); putting them in words for
 * people is audit-descriptions.ts.
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
  'learnerEmail',
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
type FieldChange = { from: ChangeValue; to: ChangeValue };
/** Field name to its old and new value; only fields that changed. */
export type Changes = Record<string, FieldChange>;

type CertificateAction =
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
  | 'certificate.replacement-rejected'
  | 'certificate.pdf-issued';
export type AttemptAction = 'attempt.flagged' | 'attempt.investigated' | 'attempt.closed';
export type StaffAction = 'staff.added' | 'staff.joined' | 'staff.removed';
export type CentreAction = 'centre.approved' | 'centre.suspended' | 'centre.reactivated';
export type InvitationAction = 'invitation.sent' | 'invitation.withdrawn';
/** A learner's request to their centre (docs/decisions/031-learners.md), and staff's answer. */
export type LearnerRequestAction =
  'learner-request.opened' | 'learner-request.answered' | 'learner-request.closed';
export type VerifierAction =
  'verifier.joined' | 'verifier.suspended' | 'verifier.reactivated' | 'verifier.allowance-changed';
export type VerifierRequestAction = 'verifier-request.closed';
export type ReportAction = 'report.investigated' | 'report.closed';
export type AuditAction =
  | CertificateAction
  | AttemptAction
  | StaffAction
  | CentreAction
  | InvitationAction
  | LearnerRequestAction
  | VerifierAction
  | VerifierRequestAction
  | ReportAction;

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
  | {
      entity: 'certificate';
      certificateId: string;
      /** The certificate's centre after the change: whose staff (with the admins) read it. */
      centreNumber: string;
    }
  | { entity: 'attempt'; attemptId: string }
  | {
      entity: 'staff';
      staffUid: string;
      /** A centre account's centre, whose staff (with the admins) read it; none for an admin's. */
      centreNumber?: string;
    }
  | {
      entity: 'centre';
      /** The centre approved, suspended or reactivated, whose staff (with the admins) read it. */
      centreNumber: string;
    }
  | {
      /** Its subject is the address invited. */
      entity: 'invitation';
      /** The centre of an invitation to a centre's staff; none for an admin's. */
      centreNumber?: string;
    }
  | {
      /** Its subject is the learner's address; the learner files the opening, staff the rest. */
      entity: 'learner-request';
      requestId: string;
      /** The centre of the certificate the request is about, whose staff (and admins) read it. */
      centreNumber: string;
    }
  /** An employer's verifier account joined, suspended, reactivated or given another allowance. */
  | { entity: 'verifier'; verifierUid: string }
  /** A request for a verifier account, closed by an admin. */
  | { entity: 'verifierRequest'; requestId: string }
  /** A visitor's report of a certificate they doubt, under its check's id. */
  | { entity: 'report'; reportId: string }
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

/** What every event names: who acted, what they did, to whom, what changed, and what came before. */
export type EventBasics<Action extends AuditAction> = {
  action: Action;
  actor: StaffActor;
  subject: string;
  changes: Changes;
  prevEventId: string | null;
};

export function basicsOf<Action extends AuditAction>({
  action,
  actor,
  subject,
  changes,
  prevEventId,
}: EventBasics<Action>) {
  return { actorUid: actor.uid, actorEmail: actor.email, action, subject, changes, prevEventId };
}

/** The event recording a change to a certificate. */
export function certificateEvent({
  certificateId,
  centreNumber,
  ...basics
}: EventBasics<CertificateAction> & {
  certificateId: string;
  centreNumber: string;
}): AuditEventRecord {
  return { ...basicsOf(basics), entity: 'certificate', certificateId, centreNumber };
}

/** The event recording a review step on a failed verification attempt. */
export function attemptEvent({
  attemptId,
  ...basics
}: EventBasics<AttemptAction> & { attemptId: string }): AuditEventRecord {
  return { ...basicsOf(basics), entity: 'attempt', attemptId };
}

/** The event recording a review step on a visitor's report. */
export function reportEvent({
  reportId,
  ...basics
}: EventBasics<ReportAction> & { reportId: string }): AuditEventRecord {
  return { ...basicsOf(basics), entity: 'report', reportId };
}

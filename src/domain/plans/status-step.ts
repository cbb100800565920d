import { certificateChanges, certificateEvent, certificateSubject } from '../audit';
import {
  availableStatusActions,
  pendingStatusFrom,
  statusFrom,
  type CertificateStatus,
  type PendingStatus,
  type StatusReason,
} from '../certificate-status';
import { collections } from '../collections';
import type { StaffActor } from '../staff';
import { indexEntryOf } from '../verification-index';
import {
  eventPathOf,
  pathOf,
  REMOVE,
  SERVER_TIME,
  stampedBy,
  type Plan,
  type PlannedData,
  type PlannedWrite,
} from './plan';

/**
 * The status steps staff take from a certificate's dialog (docs/decisions/019-certificate-status.md).
 * Completing a replacement is not here: it adds a certificate (replacement.ts).
 */
export type StatusStep =
  | { kind: 'suspend'; reason: StatusReason }
  | { kind: 'reinstate' }
  | { kind: 'request-withdrawal'; reason: StatusReason }
  | { kind: 'approve-withdrawal' }
  | { kind: 'reject-withdrawal' }
  | { kind: 'request-replacement'; reason: StatusReason }
  | { kind: 'reject-replacement' };

/** The step is not open to this person on this certificate now; the message says why. */
export class StatusStepRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatusStepRefusedError';
  }
}

/** A stored document's fields, as read. */
export type StoredData = Readonly<Record<string, unknown>>;

type Outcome = {
  /** The fields the step sets on the certificate; `null` removes one (but for statusReason). */
  fields: Record<string, unknown>;
  action:
    | 'certificate.suspended'
    | 'certificate.reinstated'
    | 'certificate.withdrawal-requested'
    | 'certificate.withdrawn'
    | 'certificate.withdrawal-rejected'
    | 'certificate.replacement-requested'
    | 'certificate.replacement-rejected';
  /** What a request step files, or whether a decision removes the request. */
  request: PendingStatus | 'remove' | null;
};

/**
 * What a status step sets on the certificate, the action its event records, and the request it
 * files or removes. A decision takes its reason from the request it decides.
 */
export function statusStepOutcome(step: StatusStep, request: StoredData | undefined): Outcome {
  switch (step.kind) {
    case 'suspend':
      return {
        fields: { status: 'suspended', statusReason: step.reason },
        action: 'certificate.suspended',
        request: null,
      };
    case 'reinstate':
      return {
        fields: { status: 'valid', statusReason: null },
        action: 'certificate.reinstated',
        request: null,
      };
    case 'request-withdrawal':
      return {
        fields: { pendingStatus: 'withdrawn' },
        action: 'certificate.withdrawal-requested',
        request: 'withdrawn',
      };
    case 'approve-withdrawal':
      return {
        fields: { status: 'withdrawn', statusReason: request?.reason ?? null, pendingStatus: null },
        action: 'certificate.withdrawn',
        request: 'remove',
      };
    case 'reject-withdrawal':
      return {
        fields: { pendingStatus: null },
        action: 'certificate.withdrawal-rejected',
        request: 'remove',
      };
    case 'request-replacement':
      return {
        fields: { pendingStatus: 'replaced' },
        action: 'certificate.replacement-requested',
        request: 'replaced',
      };
    case 'reject-replacement':
      return {
        fields: { pendingStatus: null },
        action: 'certificate.replacement-rejected',
        request: 'remove',
      };
  }
}

/** The two index keys a certificate lists, or null for a record from before it listed them. */
export function listedKeys(stored: StoredData): [string, string] | null {
  const keys = stored.indexKeys;
  return Array.isArray(keys) && keys.length === 2 && keys.every((key) => typeof key === 'string')
    ? (keys as [string, string])
    : null;
}

export type StatusStepInput = {
  certificateId: string;
  /** The certificate as read. */
  stored: StoredData;
  /** Its pending request as read, if it has one. */
  request: StoredData | undefined;
  step: StatusStep;
  actor: StaffActor;
  /** The id of the event the step writes. */
  eventId: string;
};

/**
 * Why the step cannot be taken now by this person, or null when it can: the steps the rules
 * allow from where the certificate stands, and a record that lists its index keys.
 */
export function statusStepRefusal({
  stored,
  request,
  step,
  actor,
}: StatusStepInput): string | null {
  const standing = {
    status: statusFrom(stored.status),
    pending: pendingStatusFrom(stored.pendingStatus),
  };
  const askedByActor = request?.requestedByUid === actor.uid;
  if (!availableStatusActions(standing, askedByActor).includes(step.kind)) {
    return standing.pending && askedByActor
      ? `You asked for this ${standing.pending === 'withdrawn' ? 'withdrawal' : 'replacement'}, so another staff member must decide it.`
      : 'This certificate’s status has changed since you opened it. Close the dialog and open it again.';
  }
  if (!listedKeys(stored)) {
    return 'This record does not list its verification entries yet; an administrator must run the backfill first.';
  }
  return null;
}

/** An update's fields, with `null` as a removal but for a reason set to none. */
function asUpdate(fields: Record<string, unknown>): PlannedData {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value === null && key !== 'statusReason' ? REMOVE : value,
    ]),
  );
}

/** A certificate event's action, as a step writes it. */
export type CertificateStepAction = Outcome['action'] | 'certificate.replaced';

export type CertificateStepInput = {
  certificateId: string;
  /** The certificate as read. */
  stored: StoredData;
  /** The fields the step sets; `null` removes one (but for statusReason, set to none). */
  fields: Record<string, unknown>;
  action: CertificateStepAction;
  actor: StaffActor;
  eventId: string;
  /** The request the step files, with its reason (which the event repeats), or removes. */
  request: { status: PendingStatus; reason: StatusReason } | 'remove' | null;
};

/**
 * What a step on a certificate's standing writes, in one commit: the certificate's new fields
 * with who and when, both index entries showing it, the event that records it, and the request
 * filed or removed. Every status step and the old certificate's side of a replacement are one.
 */
export function planCertificateStep({
  certificateId,
  stored,
  fields,
  action,
  actor,
  eventId,
  request,
}: CertificateStepInput): Plan {
  const changesStatus = 'status' in fields;
  const after = { ...stored, ...fields };
  const entry = indexEntryOf(certificateId, after, {
    status: (changesStatus ? fields.status : statusFrom(stored.status)) as CertificateStatus,
    statusChangedAt: changesStatus ? SERVER_TIME : (stored.statusChangedAt ?? null),
  });
  const requestPath = pathOf(collections.statusRequests, certificateId);
  const eventPath = eventPathOf(eventId);
  const filed = request !== null && request !== 'remove' ? request : null;

  const writes: PlannedWrite[] = [
    {
      op: 'update',
      path: pathOf(collections.certificates, certificateId),
      data: {
        ...asUpdate(fields),
        ...(changesStatus ? { statusChangedAt: SERVER_TIME } : {}),
        ...stampedBy(actor, eventId),
      },
    },
    ...(listedKeys(stored) ?? []).map((key): PlannedWrite => ({
      op: 'set',
      path: pathOf(collections.verificationIndex, key),
      data: { ...entry },
    })),
    {
      op: 'set',
      path: eventPath,
      data: {
        ...certificateEvent({
          certificateId,
          action,
          actor,
          subject: certificateSubject({
            fullName: String(stored.fullName),
            certificateNumber: String(stored.certificateNumber),
          }),
          changes: certificateChanges(stored, after),
          prevEventId: typeof stored.lastEventId === 'string' ? stored.lastEventId : null,
        }),
        ...(filed ? { reason: filed.reason } : {}),
        at: SERVER_TIME,
      },
    },
  ];
  if (request === 'remove') writes.push({ op: 'delete', path: requestPath });
  if (filed) {
    writes.push({
      op: 'set',
      path: requestPath,
      data: {
        status: filed.status,
        reason: filed.reason,
        requestedBy: actor.email,
        requestedByUid: actor.uid,
        requestedAt: SERVER_TIME,
      },
    });
  }
  return { writes, eventPath };
}

/**
 * What one status step writes (planCertificateStep), from the step taken. It plans the step
 * whether or not it is open (statusStepRefusal says that), so a test can send what the app
 * never would.
 */
export function planStatusStep({
  certificateId,
  stored,
  request,
  step,
  actor,
  eventId,
}: StatusStepInput): Plan {
  const { fields, action, request: requestChange } = statusStepOutcome(step, request);
  return planCertificateStep({
    certificateId,
    stored,
    fields,
    action,
    actor,
    eventId,
    request:
      requestChange === 'remove' || requestChange === null
        ? requestChange
        : { status: requestChange, reason: (step as { reason: StatusReason }).reason },
  });
}

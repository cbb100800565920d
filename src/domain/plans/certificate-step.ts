import { certificateChanges, certificateEvent, certificateSubject } from '../audit';
import {
  statusFrom,
  type CertificateStatus,
  type PendingStatus,
  type StatusReason,
} from '../certificate-status';
import { collections } from '../collections';
import type { StaffActor } from '../staff';
import { textFrom } from '../stored-values';
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
 * A step on a certificate's standing, as one commit: what every status step (status-step.ts)
 * and the old certificate's side of a replacement (replacement.ts) write.
 */

/** A stored document's fields, as read. */
export type StoredData = Readonly<Record<string, unknown>>;

/** The two index keys a certificate lists, or null for a record from before it listed them. */
export function listedKeys(stored: StoredData): [string, string] | null {
  const keys = stored.indexKeys;
  return Array.isArray(keys) && keys.length === 2 && keys.every((key) => typeof key === 'string')
    ? (keys as [string, string])
    : null;
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

/** A certificate event's action, as a step on its standing writes it. */
export type CertificateStepAction =
  | 'certificate.suspended'
  | 'certificate.reinstated'
  | 'certificate.withdrawal-requested'
  | 'certificate.withdrawn'
  | 'certificate.withdrawal-rejected'
  | 'certificate.replacement-requested'
  | 'certificate.replacement-rejected'
  | 'certificate.replaced';

type CertificateStepInput = {
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
          centreNumber: textFrom(after.centreNumber),
          action,
          actor,
          subject: certificateSubject({
            fullName: textFrom(stored.fullName),
            certificateNumber: textFrom(stored.certificateNumber),
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
        centreNumber: textFrom(stored.centreNumber),
      },
    });
  }
  return { writes, eventPath };
}

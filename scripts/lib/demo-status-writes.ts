import {
  Timestamp,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';

import { certificateChanges, certificateEvent, certificateSubject } from '../../src/domain/audit';
import type { StatusReason } from '../../src/domain/certificate-status';
import { collections } from '../../src/domain/collections';
import type { StaffActor } from '../../src/domain/staff';

/** One status step as the app takes it, with who took it and when. */
export type DemoStep = {
  kind:
    | 'suspend'
    | 'reinstate'
    | 'request-withdrawal'
    | 'approve-withdrawal'
    | 'request-replacement'
    | 'replaced';
  actor: StaffActor;
  at: Date;
  reason?: StatusReason;
  /** For 'replaced': the certificate that replaces this one. */
  replacedBy?: string;
};

/** What a demo certificate has been through beyond its details. */
export type DemoStanding = { steps: DemoStep[]; replaces?: string };

const actions = {
  suspend: 'certificate.suspended',
  reinstate: 'certificate.reinstated',
  'request-withdrawal': 'certificate.withdrawal-requested',
  'approve-withdrawal': 'certificate.withdrawn',
  'request-replacement': 'certificate.replacement-requested',
  replaced: 'certificate.replaced',
} as const;

/** What a request step asks for. */
const requested = { 'request-withdrawal': 'withdrawn', 'request-replacement': 'replaced' } as const;

/** The fields a step sets, as the app's take-status-step and replace-certificate set them. */
function fieldsOf(step: DemoStep, pendingReason: StatusReason | null): Record<string, unknown> {
  switch (step.kind) {
    case 'suspend':
      return { status: 'suspended', statusReason: step.reason };
    case 'reinstate':
      return { status: 'valid', statusReason: null };
    case 'request-withdrawal':
      return { pendingStatus: 'withdrawn' };
    case 'approve-withdrawal':
      return { status: 'withdrawn', statusReason: pendingReason, pendingStatus: null };
    case 'request-replacement':
      return { pendingStatus: 'replaced' };
    case 'replaced':
      return {
        status: 'replaced',
        statusReason: pendingReason,
        replacedBy: step.replacedBy,
        pendingStatus: null,
      };
  }
}

/**
 * Writes one event per step, chained after `lastEventId`, exactly as the app writes them, and
 * returns the certificate as the steps leave it, when its status last changed, and the pending
 * withdrawal or replacement request if one is left waiting.
 */
export function writeStatusSteps(
  db: Firestore,
  batch: WriteBatch,
  certificateId: string,
  start: DocumentData,
  lastEventId: string,
  steps: readonly DemoStep[],
): {
  record: DocumentData;
  lastEventId: string;
  statusChangedAt: Timestamp | null;
  request: DocumentData | null;
} {
  const events = db.collection(collections.auditEvents);
  let record = start;
  let last = lastEventId;
  let statusChangedAt: Timestamp | null = null;
  let request: DocumentData | null = null;
  for (const step of steps) {
    const fields = fieldsOf(step, request?.reason ?? null);
    const after: DocumentData = { ...record, ...fields };
    const eventId = events.doc().id;
    batch.create(events.doc(eventId), {
      ...certificateEvent({
        certificateId,
        action: actions[step.kind],
        actor: step.actor,
        subject: certificateSubject({
          fullName: String(record.fullName),
          certificateNumber: String(record.certificateNumber),
        }),
        changes: certificateChanges(record, after),
        prevEventId: last,
      }),
      ...(step.kind === 'request-withdrawal' || step.kind === 'request-replacement'
        ? { reason: step.reason }
        : {}),
      at: Timestamp.fromDate(step.at),
    });
    // A removed field is gone from the document; a reinstated certificate keeps a null reason.
    record = Object.fromEntries(
      Object.entries(after).filter(([key, value]) => value !== null || key === 'statusReason'),
    );
    last = eventId;
    if ('status' in fields) statusChangedAt = Timestamp.fromDate(step.at);
    if (step.kind === 'request-withdrawal' || step.kind === 'request-replacement') {
      request = {
        status: requested[step.kind],
        reason: step.reason,
        requestedBy: step.actor.email,
        requestedByUid: step.actor.uid,
        requestedAt: Timestamp.fromDate(step.at),
      };
    }
    if (step.kind === 'approve-withdrawal' || step.kind === 'replaced') request = null;
  }
  return { record, lastEventId: last, statusChangedAt, request };
}

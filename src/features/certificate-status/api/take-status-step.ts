import {
  collection,
  deleteField,
  doc,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';

import { certificateChanges, certificateEvent, certificateSubject } from '@/domain/audit';
import {
  availableStatusActions,
  pendingStatusFrom,
  statusFrom,
  type CertificateStatus,
  type PendingStatus,
  type StatusReason,
} from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { indexEntryOf } from '@/domain/verification-index';

/**
 * The status steps staff take from a certificate's dialog (docs/decisions/019-certificate-status.md).
 * Completing a replacement is not here: it adds a certificate, so it is part of adding one.
 */
export type StatusStep =
  | { kind: 'suspend'; reason: StatusReason }
  | { kind: 'reinstate' }
  | { kind: 'request-withdrawal'; reason: StatusReason }
  | { kind: 'approve-withdrawal' }
  | { kind: 'reject-withdrawal' }
  | { kind: 'request-replacement'; reason: StatusReason }
  | { kind: 'reject-replacement' };

/** What a request step asks for, as the certificate's pendingStatus and the request record it. */
const requested = {
  'request-withdrawal': 'withdrawn',
  'request-replacement': 'replaced',
} as const satisfies Partial<Record<StatusStep['kind'], PendingStatus>>;

/** The step is not open to this person on this certificate now (someone may have acted first). */
export class StatusStepRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatusStepRefusedError';
  }
}

type Outcome = {
  /** The fields the step sets on the certificate; `null` removes one. */
  fields: Record<string, unknown>;
  action:
    | 'certificate.suspended'
    | 'certificate.reinstated'
    | 'certificate.withdrawal-requested'
    | 'certificate.withdrawn'
    | 'certificate.withdrawal-rejected'
    | 'certificate.replacement-requested'
    | 'certificate.replacement-rejected';
  status: CertificateStatus;
};

function outcomeOf(step: StatusStep, request: DocumentData | undefined): Outcome {
  switch (step.kind) {
    case 'suspend':
      return {
        fields: { status: 'suspended', statusReason: step.reason },
        action: 'certificate.suspended',
        status: 'suspended',
      };
    case 'reinstate':
      return {
        fields: { status: 'valid', statusReason: null },
        action: 'certificate.reinstated',
        status: 'valid',
      };
    case 'request-withdrawal':
      return {
        fields: { pendingStatus: 'withdrawn' },
        action: 'certificate.withdrawal-requested',
        status: 'valid',
      };
    case 'approve-withdrawal':
      return {
        fields: { status: 'withdrawn', statusReason: request?.reason ?? null, pendingStatus: null },
        action: 'certificate.withdrawn',
        status: 'withdrawn',
      };
    case 'reject-withdrawal':
      return {
        fields: { pendingStatus: null },
        action: 'certificate.withdrawal-rejected',
        status: 'valid',
      };
    case 'request-replacement':
      return {
        fields: { pendingStatus: 'replaced' },
        action: 'certificate.replacement-requested',
        status: 'valid',
      };
    case 'reject-replacement':
      return {
        fields: { pendingStatus: null },
        action: 'certificate.replacement-rejected',
        status: 'valid',
      };
  }
}

/**
 * Takes one status step in one transaction: reads the certificate (and a pending request), refuses
 * a step the rules would refuse, then writes the certificate's new standing, both index entries
 * showing it, the event that records it, and files or removes the withdrawal request.
 */
export async function takeStatusStep(
  db: Firestore,
  certificateId: string,
  step: StatusStep,
  /** The signed-in staff member: the rules accept no other uid and e-mail as the one acting. */
  actor: StaffActor,
): Promise<void> {
  const certificateRef = doc(db, collections.certificates, certificateId);
  const requestRef = doc(db, collections.statusRequests, certificateId);
  const eventRef = doc(collection(db, collections.auditEvents));

  await runTransaction(db, async (transaction) => {
    const [snapshot, requestSnapshot] = await Promise.all([
      transaction.get(certificateRef),
      transaction.get(requestRef),
    ]);
    const stored = snapshot.data();
    if (!stored) throw new StatusStepRefusedError('This certificate is not on the register.');
    const request = requestSnapshot.data();
    const standing = {
      status: statusFrom(stored.status),
      pending: pendingStatusFrom(stored.pendingStatus),
    };
    const askedByActor = request?.requestedByUid === actor.uid;
    const allowed = availableStatusActions(standing, askedByActor);
    if (!allowed.includes(step.kind)) {
      throw new StatusStepRefusedError(
        standing.pending && askedByActor
          ? `You asked for this ${standing.pending === 'withdrawn' ? 'withdrawal' : 'replacement'}, so another staff member must decide it.`
          : 'This certificate’s status has changed since you opened it. Close the dialog and open it again.',
      );
    }
    const keys: unknown = stored.indexKeys;
    if (!Array.isArray(keys) || keys.length !== 2) {
      throw new StatusStepRefusedError(
        'This record does not list its verification entries yet; an administrator must run the backfill first.',
      );
    }

    const { fields, action, status: newStatus } = outcomeOf(step, request);
    const changesStatus = 'status' in fields;
    const after: DocumentData = { ...stored, ...fields };
    const status = changesStatus ? newStatus : statusFrom(stored.status);
    const entry = indexEntryOf(certificateId, after, {
      status,
      statusChangedAt: changesStatus ? serverTimestamp() : (stored.statusChangedAt ?? null),
    });

    transaction.update(certificateRef, {
      ...Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [
          key,
          value === null && key !== 'statusReason' ? deleteField() : value,
        ]),
      ),
      ...(changesStatus ? { statusChangedAt: serverTimestamp() } : {}),
      updatedAt: serverTimestamp(),
      updatedBy: actor.email,
      updatedByUid: actor.uid,
      lastEventId: eventRef.id,
    });
    for (const key of keys as string[]) {
      transaction.set(doc(db, collections.verificationIndex, key), entry);
    }
    transaction.set(eventRef, {
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
      ...(step.kind === 'request-withdrawal' || step.kind === 'request-replacement'
        ? { reason: step.reason }
        : {}),
      at: serverTimestamp(),
    });
    if (step.kind === 'request-withdrawal' || step.kind === 'request-replacement') {
      transaction.set(requestRef, {
        status: requested[step.kind],
        reason: step.reason,
        requestedBy: actor.email,
        requestedByUid: actor.uid,
        requestedAt: serverTimestamp(),
      });
    }
    if (
      step.kind === 'approve-withdrawal' ||
      step.kind === 'reject-withdrawal' ||
      step.kind === 'reject-replacement'
    ) {
      transaction.delete(requestRef);
    }
  });
}

import {
  collection,
  deleteField,
  doc,
  serverTimestamp,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';

import { certificateChanges, certificateEvent, certificateSubject } from '@/domain/audit';
import { pendingStatusFrom, statusFrom } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { indexEntryOf } from '@/domain/verification-index';

/** The certificate a new one replaces (docs/decisions/019-certificate-status.md). */
export type Replacing = { certificateId: string };

/** The old certificate cannot be replaced now, or not by this person; the message says why. */
export class ReplacementRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplacementRefusedError';
  }
}

/**
 * The old certificate's side of a replacement, inside the transaction that adds the new one: the
 * second of two people completes a replacement another staff member asked for. Reads the old
 * certificate and the request (a transaction reads before it writes) and returns what writes its
 * new standing: replaced, by the new certificate, for the reason given with the request, its
 * index entries showing it at once, the request removed, and the event that records it.
 */
export async function prepareReplacement(
  transaction: Transaction,
  db: Firestore,
  { certificateId }: Replacing,
  replacementId: string,
  actor: StaffActor,
): Promise<() => void> {
  const ref = doc(db, collections.certificates, certificateId);
  const requestRef = doc(db, collections.statusRequests, certificateId);
  const [stored, request] = await Promise.all([
    transaction.get(ref).then((snapshot) => snapshot.data()),
    transaction.get(requestRef).then((snapshot) => snapshot.data()),
  ]);
  if (!stored)
    throw new ReplacementRefusedError('The certificate to replace is not on the register.');
  if (
    statusFrom(stored.status) !== 'valid' ||
    pendingStatusFrom(stored.pendingStatus) !== 'replaced' ||
    !request
  ) {
    throw new ReplacementRefusedError(
      'Only a valid certificate whose replacement has been requested can be replaced.',
    );
  }
  if (request.requestedByUid === actor.uid) {
    throw new ReplacementRefusedError(
      'You asked for this replacement, so another staff member must complete it.',
    );
  }
  const keys: unknown = stored.indexKeys;
  if (!Array.isArray(keys) || keys.length !== 2) {
    throw new ReplacementRefusedError(
      'The certificate to replace does not list its verification entries yet; an administrator must run the backfill first.',
    );
  }

  return () => {
    const eventRef = doc(collection(db, collections.auditEvents));
    const standing = {
      status: 'replaced',
      statusReason: request.reason as unknown,
      replacedBy: replacementId,
    };
    transaction.update(ref, {
      ...standing,
      pendingStatus: deleteField(),
      statusChangedAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      updatedBy: actor.email,
      updatedByUid: actor.uid,
      lastEventId: eventRef.id,
    });
    const entry = indexEntryOf(certificateId, stored, {
      status: 'replaced',
      statusChangedAt: serverTimestamp(),
    });
    for (const key of keys as string[]) {
      transaction.set(doc(db, collections.verificationIndex, key), entry);
    }
    transaction.delete(requestRef);
    transaction.set(eventRef, {
      ...certificateEvent({
        certificateId,
        action: 'certificate.replaced',
        actor,
        subject: certificateSubject({
          fullName: String(stored.fullName),
          certificateNumber: String(stored.certificateNumber),
        }),
        changes: certificateChanges(stored, { ...stored, ...standing, pendingStatus: null }),
        prevEventId: typeof stored.lastEventId === 'string' ? stored.lastEventId : null,
      }),
      at: serverTimestamp(),
    });
  };
}

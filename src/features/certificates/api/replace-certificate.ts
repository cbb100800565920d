import {
  collection,
  doc,
  serverTimestamp,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';

import { certificateChanges, certificateEvent, certificateSubject } from '@/domain/audit';
import { statusFrom, type StatusReason } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { indexEntryOf } from '@/domain/verification-index';

/** The certificate a new one replaces, and why (docs/decisions/019-certificate-status.md). */
export type Replacing = { certificateId: string; reason: StatusReason };

/** The old certificate cannot be replaced now: it is not valid, or a withdrawal is pending. */
export class ReplacementRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplacementRefusedError';
  }
}

/**
 * The old certificate's side of a replacement, inside the transaction that adds the new one.
 * Reads the old certificate (a transaction reads before it writes) and returns what writes its
 * new standing: replaced, by the new certificate, with its reason, its index entries showing it
 * at once, and the event that records it.
 */
export async function prepareReplacement(
  transaction: Transaction,
  db: Firestore,
  { certificateId, reason }: Replacing,
  replacementId: string,
  actor: StaffActor,
): Promise<() => void> {
  const ref = doc(db, collections.certificates, certificateId);
  const stored = (await transaction.get(ref)).data();
  if (!stored)
    throw new ReplacementRefusedError('The certificate to replace is not on the register.');
  if (statusFrom(stored.status) !== 'valid' || stored.pendingStatus === 'withdrawn') {
    throw new ReplacementRefusedError(
      'Only a valid certificate with no withdrawal waiting can be replaced.',
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
    const standing = { status: 'replaced', statusReason: reason, replacedBy: replacementId };
    transaction.update(ref, {
      ...standing,
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
    transaction.set(eventRef, {
      ...certificateEvent({
        certificateId,
        action: 'certificate.replaced',
        actor,
        subject: certificateSubject({
          fullName: String(stored.fullName),
          certificateNumber: String(stored.certificateNumber),
        }),
        changes: certificateChanges(stored, { ...stored, ...standing }),
        prevEventId: typeof stored.lastEventId === 'string' ? stored.lastEventId : null,
      }),
      at: serverTimestamp(),
    });
  };
}

import {
  collection,
  doc,
  runTransaction,
  serverTimestamp,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';

import { certificateChanges, certificateEvent, certificateSubject } from '@/domain/audit';
import type { Certificate, CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { DuplicateNumberError } from '@/domain/duplicate-number-error';
import type { StaffActor } from '@/domain/staff';
import {
  documentsForCertificate,
  normaliseNumber,
  type CertificateDocuments,
  type DocumentWrite,
  type IndexedCertificateRecord,
} from '@/domain/verification-index';
import { certificateFromData } from '@/lib/certificate-converter';

import { CertificateMissingError } from '../errors';
import { editableKeys, type StudentDetailsEdit } from '../utils/student-details';

type Ref = Pick<DocumentWrite<unknown>, 'collection' | 'id'>;

/** The registry entries a certificate holds now; none for a number it never had. */
async function documentsHeldBy(
  certificateId: string,
  details: CertificateDetails,
): Promise<CertificateDocuments | null> {
  const hasBothNumbers = [details.certificateNumber, details.studentNumber].every(
    (number) => normaliseNumber(number) !== '',
  );
  return hasBothNumbers ? documentsForCertificate(certificateId, details) : null;
}

/** True when the entry exists and names this certificate. */
async function heldBy(
  transaction: Transaction,
  db: Firestore,
  entry: Ref,
  certificateId: string,
): Promise<{ exists: boolean; ours: boolean }> {
  const snapshot = await transaction.get(doc(db, entry.collection, entry.id));
  const holder: unknown = snapshot.data()?.certificateId;
  return { exists: snapshot.exists(), ours: holder === certificateId };
}

/**
 * Saves the Edit Student Details dialog (issue 6) in ONE transaction: it reads the certificate
 * and every registry and index entry it is about to release or take, refuses a number another
 * certificate holds, then updates the certificate (names re-derived, the index keys it lists,
 * updatedAt the server's time, updatedBy the editor), moves any changed number's registry entry,
 * replaces the two verification-index entries and adds the event that records what changed,
 * continuing the certificate's history. Firestore retries the whole thing if any entry it read
 * changes before it commits, so the public index never answers from the old details, and two
 * staff can never both take a number. A save that changes nothing writes nothing.
 */
export async function saveStudentDetails(
  firestore: Firestore,
  certificateId: string,
  edit: StudentDetailsEdit,
  /** The signed-in staff member: the rules accept no other uid and e-mail as the editor. */
  editor: StaffActor,
): Promise<Certificate> {
  const certificateRef = doc(firestore, collections.certificates, certificateId);
  const eventRef = doc(collection(firestore, collections.auditEvents));
  const refOf = (entry: Ref) => doc(firestore, entry.collection, entry.id);

  return runTransaction(firestore, async (transaction) => {
    const snapshot = await transaction.get(certificateRef);
    const data = snapshot.data();
    if (!data) throw new CertificateMissingError();
    const stored = certificateFromData(certificateId, data);
    const before: CertificateDetails = stored;
    const [old, next] = await Promise.all([
      documentsHeldBy(certificateId, before),
      documentsForCertificate(certificateId, { ...before, ...edit }),
    ]);
    const fields = Object.fromEntries(
      editableKeys.map((key) => [key, next.certificate.data[key]]),
    ) as Pick<IndexedCertificateRecord, (typeof editableKeys)[number]>;
    const changes = certificateChanges(data, { ...data, ...fields });
    if (Object.keys(changes).length === 0) return stored;

    // Every read comes before the first write, as a transaction requires.
    const registryMoves = [];
    for (const [field, kind] of [
      ['certificateNumber', 'certificate'],
      ['studentNumber', 'student'],
    ] as const) {
      const released = old?.[field];
      const taken = next[field];
      if (released?.id === taken.id) continue;
      const [takenState, releasedState] = await Promise.all([
        heldBy(transaction, firestore, taken, certificateId),
        released ? heldBy(transaction, firestore, released, certificateId) : null,
      ]);
      if (takenState.exists && !takenState.ours) throw new DuplicateNumberError(kind, taken.id);
      registryMoves.push({ taken, takenState, released, releasedState });
    }
    // The keys the record lists are what the rules hold it to; a record imported before keys
    // were listed gives up the entries its present details would have.
    const nextKeys = new Set(next.certificate.data.indexKeys);
    const heldKeys =
      stored.indexKeys.length > 0
        ? stored.indexKeys
        : old
          ? [old.certificateIndex.id, old.studentIndex.id]
          : [];
    const staleIndex: Ref[] = heldKeys
      .filter((key) => !nextKeys.has(key))
      .map((id) => ({ collection: collections.verificationIndex, id }));
    const staleHeld = await Promise.all(
      staleIndex.map((entry) => heldBy(transaction, firestore, entry, certificateId)),
    );

    transaction.update(certificateRef, {
      ...fields,
      updatedAt: serverTimestamp(),
      updatedBy: editor.email,
      updatedByUid: editor.uid,
      lastEventId: eventRef.id,
    });
    transaction.set(eventRef, {
      ...certificateEvent({
        certificateId,
        action: 'certificate.edited',
        actor: editor,
        subject: certificateSubject(next.certificate.data),
        changes,
        prevEventId: stored.lastEventId,
      }),
      at: serverTimestamp(),
    });
    for (const { taken, takenState, released, releasedState } of registryMoves) {
      if (released && releasedState?.ours) transaction.delete(refOf(released));
      if (!takenState.exists) transaction.set(refOf(taken), taken.data);
    }
    staleIndex.forEach((entry, index) => {
      if (staleHeld[index]?.ours) transaction.delete(refOf(entry));
    });
    for (const entry of [next.certificateIndex, next.studentIndex]) {
      transaction.set(refOf(entry), entry.data);
    }

    return {
      ...stored,
      ...fields,
      updatedAt: new Date(),
      updatedBy: editor.email,
      lastEventId: eventRef.id,
    };
  });
}

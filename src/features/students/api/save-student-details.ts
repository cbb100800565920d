import {
  collection,
  doc,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';

import { certificateChanges, certificateEvent, certificateSubject } from '@/domain/audit';
import type { Certificate, CertificateDetails } from '@/domain/certificate';
import { statusFrom } from '@/domain/certificate-status';
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

import { CertificateMissingError, CertificateLockedError } from '../errors';
import {
  editStages,
  editableKeys,
  lockedReason,
  type EditStage,
  type StudentDetailsEdit,
} from '../utils/student-details';

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

const numberFields = [
  ['certificateNumber', 'certificate', collections.certificateNumbers],
  ['studentNumber', 'student', collections.studentNumbers],
] as const;

/**
 * Refuses a number another certificate holds, for every number the whole edit changes, before
 * the first part of it is written.
 */
async function refuseTakenNumbers(
  transaction: Transaction,
  db: Firestore,
  certificateId: string,
  stored: CertificateDetails,
  edit: StudentDetailsEdit,
): Promise<void> {
  for (const [field, kind, registry] of numberFields) {
    const wanted = normaliseNumber(edit[field]);
    if (wanted === '' || wanted === normaliseNumber(stored[field])) continue;
    const state = await heldBy(
      transaction,
      db,
      { collection: registry, id: wanted },
      certificateId,
    );
    if (state.exists && !state.ours) throw new DuplicateNumberError(kind, wanted);
  }
}

/**
 * One part of an edit in one transaction: the certificate's new fields (names re-derived, the
 * index keys it lists, updatedAt the server's time, updatedBy the editor), any changed number's
 * registry entry moved, its index entries replaced (showing its status as it stands) and the
 * event that records what changed, continuing its history. Firestore retries the whole thing if
 * anything it read changes before it commits, so the public index never answers from the old
 * details, and two staff can never both take a number. A part that changes nothing writes
 * nothing. Resolves to the certificate as it stands after.
 */
async function saveStage(
  firestore: Firestore,
  certificateId: string,
  stageOf: EditStage,
  editor: StaffActor,
  /** For the first part: the whole edit, whose new numbers are checked before anything. */
  wholeEdit: StudentDetailsEdit | null,
): Promise<Certificate> {
  const certificateRef = doc(firestore, collections.certificates, certificateId);
  const eventRef = doc(collection(firestore, collections.auditEvents));
  const refOf = (entry: Ref) => doc(firestore, entry.collection, entry.id);

  return runTransaction(firestore, async (transaction) => {
    const snapshot = await transaction.get(certificateRef);
    const data: DocumentData | undefined = snapshot.data();
    if (!data) throw new CertificateMissingError();
    const stored = certificateFromData(certificateId, data);
    const locked = lockedReason(stored);
    if (locked) throw new CertificateLockedError(locked);
    if (wholeEdit)
      await refuseTakenNumbers(transaction, firestore, certificateId, stored, wholeEdit);

    // The index entries keep showing the status the certificate has: an edit never changes it.
    const status = {
      status: statusFrom(data.status),
      statusChangedAt: (data.statusChangedAt as unknown) ?? null,
    };
    const [old, next] = await Promise.all([
      documentsHeldBy(certificateId, stored),
      documentsForCertificate(certificateId, { ...stored, ...stageOf(stored) }, status),
    ]);
    const fields = Object.fromEntries(
      editableKeys.map((key) => [key, next.certificate.data[key]]),
    ) as Pick<IndexedCertificateRecord, (typeof editableKeys)[number]>;
    const changes = certificateChanges(data, { ...data, ...fields });
    if (Object.keys(changes).length === 0) return stored;

    // Every read comes before the first write, as a transaction requires.
    const registryMoves = [];
    for (const [field, kind] of numberFields) {
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

/**
 * Saves the Edit Student Details dialog (SPEC §2 'Student List'). The details are saved first,
 * then each changed number on its own, each part in a transaction of its own with its own event:
 * a number's registry entry and index key move with it, and the rules take one number at a time
 * (docs/decisions/024-rules-budget.md). Before anything is written, a number another certificate
 * holds is refused. Resolves to the certificate as saved.
 */
export async function saveStudentDetails(
  firestore: Firestore,
  certificateId: string,
  edit: StudentDetailsEdit,
  /** The signed-in staff member: the rules accept no other uid and e-mail as the editor. */
  editor: StaffActor,
): Promise<Certificate> {
  let saved: Certificate | null = null;
  for (const [index, stageOf] of editStages(edit).entries()) {
    saved = await saveStage(firestore, certificateId, stageOf, editor, index === 0 ? edit : null);
  }
  if (!saved) throw new CertificateMissingError();
  return saved;
}

import type { DocumentData, Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import type { VerificationQuery } from '@/domain/verification-input';
import {
  verificationKey,
  type NumberKind,
  type VerificationIndexEntry,
} from '@/domain/verification-index';
import { doc, getDoc, getPublicDb } from '@/lib/public-firestore';

async function readIndex(
  db: Firestore,
  kind: NumberKind,
  number: string,
  query: VerificationQuery,
): Promise<VerificationIndexEntry | null> {
  const key = await verificationKey(kind, number, query.firstName, query.surname);
  const snapshot = await getDoc(doc(db, collections.verificationIndex, key));
  return snapshot.exists() ? toEntry(snapshot.data()) : null;
}

/** Only the public fields, as strings, whatever else a document might hold. */
function toEntry(data: DocumentData): VerificationIndexEntry {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  return {
    certificateId: text(data.certificateId),
    qualification: text(data.qualification),
    learner: text(data.learner),
    awardedDate: text(data.awardedDate),
    certificateNumber: text(data.certificateNumber),
    centreNumber: text(data.centreNumber),
  };
}

/**
 * DESIGN.md "Verification": one `get` by key for the certificate number, then one for the student
 * number only if the first found nothing. Null means no certificate matches; a network or
 * permission failure is thrown, so it is never mistaken for a learner's wrong details. The
 * database is the public one unless another is given (the benchmark gives its own).
 */
export async function lookupCertificate(
  query: VerificationQuery,
  db: Firestore = getPublicDb(),
): Promise<VerificationIndexEntry | null> {
  if (query.certificateNumber) {
    const entry = await readIndex(db, 'certificate', query.certificateNumber, query);
    if (entry) return entry;
  }
  if (query.studentNumber) {
    return readIndex(db, 'student', query.studentNumber, query);
  }
  return null;
}

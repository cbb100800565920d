import type { DocumentData, Firestore } from 'firebase/firestore/lite';

import { statusFrom } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import type { VerificationQuery } from '@/domain/verification-input';
import {
  verificationKey,
  type NumberKind,
  type VerificationIndexEntry,
} from '@/domain/verification-index';
import { dateFrom } from '@/lib/certificate-converter';
import { doc, getDoc, getPublicDb } from '@/lib/public-firestore';

export type FoundCertificate = VerificationIndexEntry<Date>;

async function readIndex(
  db: Firestore,
  kind: NumberKind,
  number: string,
  query: VerificationQuery,
): Promise<FoundCertificate | null> {
  const key = await verificationKey(kind, number, query.firstName, query.surname);
  const snapshot = await getDoc(doc(db, collections.verificationIndex, key));
  return snapshot.exists() ? toEntry(snapshot.data()) : null;
}

/** Only the public fields, as strings and a date, whatever else a document might hold. */
function toEntry(data: DocumentData): FoundCertificate {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  return {
    certificateId: text(data.certificateId),
    qualification: text(data.qualification),
    learner: text(data.learner),
    awardedDate: text(data.awardedDate),
    certificateNumber: text(data.certificateNumber),
    centreNumber: text(data.centreNumber),
    status: statusFrom(data.status),
    statusChangedAt: dateFrom(data.statusChangedAt),
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
): Promise<FoundCertificate | null> {
  if (query.certificateNumber) {
    const entry = await readIndex(db, 'certificate', query.certificateNumber, query);
    if (entry) return entry;
  }
  if (query.studentNumber) {
    return readIndex(db, 'student', query.studentNumber, query);
  }
  return null;
}

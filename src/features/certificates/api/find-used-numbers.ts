import {
  collection,
  documentId,
  endAt,
  getDocs,
  orderBy,
  query,
  startAt,
  type Firestore,
} from 'firebase/firestore/lite';

import { certificateNumberRange, studentNumberRange } from '@/domain/certificate-numbers';
import { collections } from '@/domain/collections';

/**
 * The numbers already issued in one range, read from a registry by document id: one query, at
 * most 1,000 tiny documents, and no index beyond the one every collection has on its ids.
 */
async function registryIdsBetween(
  db: Firestore,
  registry: string,
  range: { first: string; last: string },
): Promise<string[]> {
  const snapshot = await getDocs(
    query(collection(db, registry), orderBy(documentId()), startAt(range.first), endAt(range.last)),
  );
  return snapshot.docs.map((entry) => entry.id);
}

/** Certificate numbers issued for one award year. */
export function findUsedCertificateNumbers(db: Firestore, awardYear: number): Promise<string[]> {
  return registryIdsBetween(db, collections.certificateNumbers, certificateNumberRange(awardYear));
}

/** Student numbers issued for one birth year ('88' when blank) and award year. */
export function findUsedStudentNumbers(
  db: Firestore,
  birthYear: string,
  awardYear: number,
): Promise<string[]> {
  return registryIdsBetween(
    db,
    collections.studentNumbers,
    studentNumberRange(birthYear, awardYear),
  );
}

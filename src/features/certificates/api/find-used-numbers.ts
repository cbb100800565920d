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
import { getDb } from '@/lib/firebase';

/**
 * The numbers already issued in one range, read from a registry by document id: one query, at
 * most 1,000 tiny documents, and no index beyond the one every collection has on its ids.
 */
async function registryIdsBetween(
  registry: string,
  range: { first: string; last: string },
  db?: Firestore,
): Promise<string[]> {
  const firestore = db ?? (await getDb());
  const snapshot = await getDocs(
    query(
      collection(firestore, registry),
      orderBy(documentId()),
      startAt(range.first),
      endAt(range.last),
    ),
  );
  return snapshot.docs.map((entry) => entry.id);
}

/** Certificate numbers issued for one award year. */
export function findUsedCertificateNumbers(awardYear: number, db?: Firestore): Promise<string[]> {
  return registryIdsBetween(collections.certificateNumbers, certificateNumberRange(awardYear), db);
}

/** Student numbers issued for one birth year ('88' when blank) and award year. */
export function findUsedStudentNumbers(
  birthYear: string,
  awardYear: number,
  db?: Firestore,
): Promise<string[]> {
  return registryIdsBetween(
    collections.studentNumbers,
    studentNumberRange(birthYear, awardYear),
    db,
  );
}

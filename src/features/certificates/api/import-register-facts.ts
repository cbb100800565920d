import {
  collection,
  documentId,
  getDocs,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';

import { type CheckedRow } from '@/domain/certificate-import';
import { learnerKey, type RegisterFacts } from '@/domain/import-register';
import { collections } from '@/domain/collections';
import { everyCentre, type QueryScope } from '@/domain/query-scope';
import { textFrom } from '@/domain/stored-values';
import { normaliseName, normaliseNumber } from '@/domain/verification-index';
import { scopeConstraints } from '@/lib/query-scope';

import { inBatches } from './in-batches';

/** Which of these ids a collection holds: one query per 30 ids, nothing else read. */
async function existingIds(
  firestore: Firestore,
  name: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const snapshots = await Promise.all(
    inBatches([...new Set(ids)]).map((batch) =>
      getDocs(query(collection(firestore, name), where(documentId(), 'in', batch))),
    ),
  );
  return new Set(snapshots.flatMap((snapshot) => snapshot.docs.map((entry) => entry.id)));
}

/**
 * What the dry run checks a file's rows against: which supplied numbers are taken (registry
 * entries, by id) and the certificates of learners with the file's surnames (by the search
 * field the student list uses), within the importing staff member's scope: a centre's import
 * meets only its own learners. Reads only what the file names, never the whole register. The
 * number registries name no centre, and every number is taken once across all of them.
 */
export async function readRegisterFacts(
  firestore: Firestore,
  rows: readonly CheckedRow[],
  scope: QueryScope = everyCentre,
): Promise<RegisterFacts & { documentsRead: number }> {
  const supplied = (field: 'certificateNumber' | 'studentNumber') =>
    rows.map((row) => normaliseNumber(row.input[field])).filter(Boolean);
  const surnames = [
    ...new Set(rows.flatMap((row) => (row.details ? [normaliseName(row.details.surname)] : []))),
  ];
  const [certificateNumbers, studentNumbers, learnerSnapshots] = await Promise.all([
    existingIds(firestore, collections.certificateNumbers, supplied('certificateNumber')),
    existingIds(firestore, collections.studentNumbers, supplied('studentNumber')),
    Promise.all(
      inBatches(surnames).map((batch) =>
        getDocs(
          query(
            collection(firestore, collections.certificates),
            ...scopeConstraints(scope),
            where('surnameLower', 'in', batch),
          ),
        ),
      ),
    ),
  ]);
  const learners = new Set<string>();
  for (const snapshot of learnerSnapshots) {
    for (const entry of snapshot.docs) {
      const data = entry.data();
      learners.add(
        learnerKey({
          firstName: textFrom(data.firstName),
          surname: textFrom(data.surname),
          courseName: textFrom(data.courseName),
          awardedDate: textFrom(data.awardedDate),
        }),
      );
    }
  }
  const documentsRead =
    certificateNumbers.size +
    studentNumbers.size +
    learnerSnapshots.reduce((total, snapshot) => total + snapshot.size, 0);
  return { certificateNumbers, studentNumbers, learners, documentsRead };
}

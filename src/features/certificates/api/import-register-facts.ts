import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore/lite';

import { type CheckedRow } from '@/domain/certificate-import';
import { numberFormatError, type NumberField } from '@/domain/certificate-numbers';
import { learnerKey, type RegisterFacts } from '@/domain/import-register';
import { collections } from '@/domain/collections';
import { everyCentre, type QueryScope } from '@/domain/query-scope';
import { textFrom } from '@/domain/stored-values';
import { normaliseName, normaliseNumber } from '@/domain/verification-index';
import { scopeConstraints } from '@/lib/query-scope';

import { inBatches } from './in-batches';
import { probeRegistry } from './probe-numbers';

/** Registry entries read at once: a short wait for a whole file, and no flood of requests. */
const READS_AT_ONCE = 100;

/**
 * Which of these numbers a registry holds: one single-document read per number, READS_AT_ONCE at
 * a time. A read the rules refuse is a number another centre's certificate holds
 * (docs/decisions/027-centres.md, What a centre's staff learn of numbers): held all the same.
 */
async function heldNumbers(
  firestore: Firestore,
  registry: typeof collections.certificateNumbers | typeof collections.studentNumbers,
  numbers: readonly string[],
): Promise<{ held: Set<string>; read: number }> {
  const unique = [...new Set(numbers)];
  const held = new Set<string>();
  for (let start = 0; start < unique.length; start += READS_AT_ONCE) {
    const batch = unique.slice(start, start + READS_AT_ONCE);
    const free = await probeRegistry(firestore, registry, batch);
    batch.forEach((number, index) => {
      if (!free[index]) held.add(number);
    });
  }
  return { held, read: unique.length };
}

/**
 * What the dry run checks a file's rows against: which supplied numbers are taken (registry
 * entries, each read by its number) and the certificates of learners with the file's surnames (by
 * the search field the student list uses), within the importing staff member's scope: a centre's
 * import meets only its own learners. Reads only what the file names, never the whole register.
 * Every number is taken once across all the centres, so a number another centre holds is taken
 * here too, though its certificate stays out of sight.
 */
export async function readRegisterFacts(
  firestore: Firestore,
  rows: readonly CheckedRow[],
  scope: QueryScope = everyCentre,
): Promise<RegisterFacts & { documentsRead: number }> {
  // A number not in its format is the row's error already, and names no registry entry.
  const supplied = (field: NumberField) =>
    rows
      .map((row) => normaliseNumber(row.input[field]))
      .filter((number) => number !== '' && numberFormatError(field, number) === null);
  const surnames = [
    ...new Set(rows.flatMap((row) => (row.details ? [normaliseName(row.details.surname)] : []))),
  ];
  const [certificateNumbers, studentNumbers, learnerSnapshots] = await Promise.all([
    heldNumbers(firestore, collections.certificateNumbers, supplied('certificateNumber')),
    heldNumbers(firestore, collections.studentNumbers, supplied('studentNumber')),
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
  // Firestore counts a single-document read whether it finds the document or not.
  const documentsRead =
    certificateNumbers.read +
    studentNumbers.read +
    learnerSnapshots.reduce((total, snapshot) => total + snapshot.size, 0);
  return {
    certificateNumbers: certificateNumbers.held,
    studentNumbers: studentNumbers.held,
    learners,
    documentsRead,
  };
}

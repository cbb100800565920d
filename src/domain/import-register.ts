import type { CertificateDetails } from './certificate';
import { importMessages, reject, type CheckedRow } from './certificate-import';
import { fold, headerOf } from './import-columns';
import { normaliseName, normaliseNumber } from './verification-index';

/**
 * A certificate import's checks against the register (numbers in use, learners already
 * recorded), its summary, and the ids each row is written under.
 */

/** What the register already holds that a file's rows may clash with. */
export type RegisterFacts = {
  certificateNumbers: ReadonlySet<string>;
  studentNumbers: ReadonlySet<string>;
  /** learnerKey() of every certificate for the file's surnames. */
  learners: ReadonlySet<string>;
};

/** Same names, course and date: how a row is matched with a certificate already recorded. */
export function learnerKey(
  details: Pick<CertificateDetails, 'firstName' | 'surname' | 'courseName' | 'awardedDate'>,
): string {
  return JSON.stringify([
    normaliseName(details.firstName),
    normaliseName(details.surname),
    fold(details.courseName),
    details.awardedDate.trim(),
  ]);
}

/** The dry run's checks against the register: numbers in use are errors, known learners warnings. */
export function checkAgainstRegister(rows: CheckedRow[], register: RegisterFacts): CheckedRow[] {
  return rows.map((original) => {
    const row: CheckedRow = {
      ...original,
      errors: [...original.errors],
      warnings: [...original.warnings],
    };
    const certificateNumber = normaliseNumber(row.input.certificateNumber);
    const studentNumber = normaliseNumber(row.input.studentNumber);
    if (certificateNumber && register.certificateNumbers.has(certificateNumber)) {
      reject(row, 'certificateNumber', importMessages.numberInUse(headerOf.certificateNumber));
    }
    if (studentNumber && register.studentNumbers.has(studentNumber)) {
      reject(row, 'studentNumber', importMessages.numberInUse(headerOf.studentNumber));
    }
    if (original.details && register.learners.has(learnerKey(original.details))) {
      row.warnings.push({ column: headerOf.firstName, message: importMessages.existingLearner });
    }
    return row;
  });
}

/** The rows that would be imported, and every problem as one line of the error report. */
export function summariseCheck(rows: readonly CheckedRow[]) {
  const problems = rows.flatMap((row) => [
    ...row.errors.map((problem) => ({ line: row.line, kind: 'Error', ...problem })),
    ...row.warnings.map((problem) => ({ line: row.line, kind: 'Warning', ...problem })),
  ]);
  return {
    ready: rows.filter((row) => row.details !== null),
    errorRows: rows.filter((row) => row.details === null).length,
    warningRows: rows.filter((row) => row.warnings.length > 0).length,
    problems,
  };
}

/**
 * The ids a row is written under, derived from the file's SHA-256 and the row's line, so the same
 * file uploaded again names the same documents and nothing is created twice.
 */
export function importRowIds(fileHash: string, line: number) {
  if (!/^[0-9a-f]{64}$/.test(fileHash)) throw new Error('A file hash is 64 hex digits.');
  if (!Number.isInteger(line) || line < 2) throw new Error('A data row starts on line 2.');
  const certificateId = `import-${fileHash.slice(0, 32)}-${line}`;
  return { certificateId, eventId: `${certificateId}-created` };
}

/**
 * The id of an import's record, and so the root of its rows' ids: an admin's import (whose rows
 * name their own centres) is known by the file's SHA-256; a centre's by the SHA-256 of the file's
 * digest together with the centre, so two centres importing the same file never meet
 * (docs/decisions/027-centres.md).
 */
export async function importIdFor(fileHash: string, centreNumber: string | null): Promise<string> {
  if (!/^[0-9a-f]{64}$/.test(fileHash)) throw new Error('A file hash is 64 hex digits.');
  if (centreNumber === null) return fileHash;
  const material = new TextEncoder().encode(`${fileHash}\n${centreNumber}`);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', material);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

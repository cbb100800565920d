import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';

import type { CertificateDetails } from '@/domain/certificate';
import { importRowIds } from '@/domain/certificate-import';
import {
  awardYearOf,
  birthYearDigits,
  certificateNumberRange,
  generateCertificateNumber,
  generateStudentNumber,
  studentNumberRange,
} from '@/domain/certificate-numbers';
import { collections } from '@/domain/collections';
import { DuplicateNumberError } from '@/domain/duplicate-number-error';
import type { StaffActor } from '@/domain/staff';

import { addCertificate } from './add-certificate';
import { findUsedCertificateNumbers, findUsedStudentNumbers } from './find-used-numbers';

/** `imports/{file hash}`: how far the import of one file has gone. */
export const IMPORTS_COLLECTION = collections.imports;

export type ImportStatus = 'running' | 'complete' | 'cancelled';

export type ImportRow = { line: number; details: CertificateDetails };

export type RowOutcome =
  | {
      line: number;
      outcome: 'imported' | 'already imported';
      certificateNumber: string;
      studentNumber: string;
    }
  | { line: number; outcome: 'failed'; message: string };

export type ImportProgress = { done: number; failed: number; total: number };

export type ImportRunOptions = {
  fileHash: string;
  fileName: string;
  rows: readonly ImportRow[];
  signal?: AbortSignal;
  onProgress?: (progress: ImportProgress) => void;
  /** Rows written at once; each is its own transaction. */
  concurrency?: number;
};

export type ImportRunResult = {
  outcomes: RowOutcome[];
  status: ImportStatus;
  /** Rows found recorded as done by an earlier run of the same file. */
  resumed: number;
};

const DEFAULT_CONCURRENCY = 8;
/** A generated number someone else took meanwhile is generated again, this many times. */
const GENERATION_ATTEMPTS = 5;

/**
 * The numbers issued in each range, read once per import and kept up to date as the import
 * issues more; numbers the file supplies are held back from generation from the start.
 */
class NumberPool {
  private readonly ranges = new Map<string, Promise<Set<string>>>();

  constructor(
    private readonly firestore: Firestore,
    private readonly reserved: ReadonlySet<string>,
  ) {}

  private used(key: string, first: string, read: () => Promise<string[]>, fresh = false) {
    if (fresh || !this.ranges.has(key)) {
      const prefix = first.slice(0, -3);
      this.ranges.set(
        key,
        read().then(
          (ids) =>
            new Set([...ids, ...[...this.reserved].filter((number) => number.startsWith(prefix))]),
        ),
      );
    }
    return this.ranges.get(key) as Promise<Set<string>>;
  }

  async numbersFor(details: CertificateDetails, fresh: boolean) {
    const awardYear = awardYearOf(details.awardedDate);
    const birthYear = birthYearDigits(details.birthYear);
    let certificateNumber = details.certificateNumber;
    if (!certificateNumber) {
      const used = await this.used(
        `c${awardYear}`,
        certificateNumberRange(awardYear).first,
        () => findUsedCertificateNumbers(this.firestore, awardYear),
        fresh,
      );
      certificateNumber = generateCertificateNumber({ awardYear, usedNumbers: used });
      used.add(certificateNumber);
    }
    let studentNumber = details.studentNumber;
    if (!studentNumber) {
      const used = await this.used(
        `s${birthYear}-${awardYear}`,
        studentNumberRange(birthYear, awardYear).first,
        () => findUsedStudentNumbers(this.firestore, birthYear, awardYear),
        fresh,
      );
      studentNumber = generateStudentNumber({
        birthYear,
        awardYear,
        usedNumbers: used,
        certificateNumber,
      });
      used.add(studentNumber);
    }
    return { ...details, certificateNumber, studentNumber };
  }
}

function clashMessage(error: DuplicateNumberError): string {
  return error.message;
}

/** One row through the add form's own write, under ids derived from the file and its line. */
async function importRow(
  firestore: Firestore,
  actor: StaffActor,
  pool: NumberPool,
  fileHash: string,
  row: ImportRow,
): Promise<RowOutcome> {
  const ids = importRowIds(fileHash, row.line);
  for (let attempt = 1; ; attempt += 1) {
    const details = await pool.numbersFor(row.details, attempt > 1);
    try {
      const added = await addCertificate(firestore, details, actor, { ids });
      return {
        line: row.line,
        outcome: added.existed ? 'already imported' : 'imported',
        certificateNumber: added.certificateNumber,
        studentNumber: added.studentNumber,
      };
    } catch (error) {
      if (!(error instanceof DuplicateNumberError)) throw error;
      const generated =
        error.kind === 'certificate' ? !row.details.certificateNumber : !row.details.studentNumber;
      if (!generated || attempt >= GENERATION_ATTEMPTS) {
        return { line: row.line, outcome: 'failed', message: clashMessage(error) };
      }
    }
  }
}

/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;

/**
 * The rows an earlier run recorded as done, read back by their derived ids thirty at a time:
 * a second upload of a finished file costs a few queries, not a transaction a row. A row
 * recorded done whose certificate is not found goes through the normal write.
 */
async function rowsDoneBefore(
  firestore: Firestore,
  fileHash: string,
  rows: readonly ImportRow[],
  lines: ReadonlySet<number>,
): Promise<Map<number, RowOutcome>> {
  const wanted = rows.filter((row) => lines.has(row.line));
  const lineOf = new Map(
    wanted.map((row) => [importRowIds(fileHash, row.line).certificateId, row.line]),
  );
  const ids = [...lineOf.keys()];
  const found = new Map<number, RowOutcome>();
  const batches = Array.from({ length: Math.ceil(ids.length / IN_LIMIT) }, (_, index) =>
    ids.slice(index * IN_LIMIT, (index + 1) * IN_LIMIT),
  );
  const snapshots = await Promise.all(
    batches.map((batch) =>
      getDocs(
        query(collection(firestore, collections.certificates), where(documentId(), 'in', batch)),
      ),
    ),
  );
  for (const entry of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const line = lineOf.get(entry.id);
    if (line === undefined) continue;
    found.set(line, {
      line,
      outcome: 'already imported',
      certificateNumber: String(entry.get('certificateNumber')),
      studentNumber: String(entry.get('studentNumber')),
    });
  }
  return found;
}

type ImportRecord = {
  fileName: string;
  rowCount: number;
  done: number[];
  failed: number[];
  status: ImportStatus;
};

/**
 * Imports a checked file's rows (issue 17). Each row is written exactly as the Add Certificate
 * form writes one, under ids derived from the file's hash and the row's line, so a row already
 * written (by this run, an interrupted one, or another staff member's) is found, not written
 * again. `imports/{file hash}` records which lines are done and which failed, updated as rows
 * finish; a row that fails (a supplied number taken meanwhile) is reported and the rest go on.
 * Cancelling stops new rows from starting; those under way finish.
 */
export async function importCertificates(
  firestore: Firestore,
  actor: StaffActor,
  {
    fileHash,
    fileName,
    rows,
    signal,
    onProgress,
    concurrency = DEFAULT_CONCURRENCY,
  }: ImportRunOptions,
): Promise<ImportRunResult> {
  const recordRef = doc(firestore, IMPORTS_COLLECTION, fileHash);
  const earlier = await getDoc(recordRef);
  const earlierDone = new Set<number>(
    earlier.exists() ? ((earlier.data() as ImportRecord).done ?? []) : [],
  );
  const done = new Set<number>();
  const failed = new Set<number>();
  const stamp = { updatedBy: actor.email, updatedByUid: actor.uid, updatedAt: serverTimestamp() };
  if (!earlier.exists()) {
    await setDoc(recordRef, {
      fileName: fileName.slice(0, 200) || 'import.csv',
      rowCount: rows.length,
      done: [],
      failed: [],
      status: 'running',
      startedBy: actor.email,
      startedByUid: actor.uid,
      startedAt: serverTimestamp(),
      ...stamp,
    });
  }

  // Saves are chained, and one waiting in the chain writes whatever is latest when its turn
  // comes, so a burst of finished rows costs one write, not one each.
  let saving: Promise<void> = Promise.resolve();
  let latest: ImportStatus | null = null;
  const save = (status: ImportStatus) => {
    latest = status;
    saving = saving.then(async () => {
      if (latest === null) return;
      const writing = latest;
      latest = null;
      await setDoc(
        recordRef,
        {
          done: [...done].sort((a, b) => a - b),
          failed: [...failed].sort((a, b) => a - b),
          status: writing,
          ...stamp,
        },
        { merge: true },
      );
    });
    return saving;
  };

  const pool = new NumberPool(
    firestore,
    new Set(rows.flatMap((row) => [row.details.certificateNumber, row.details.studentNumber])),
  );
  const outcomes = await rowsDoneBefore(firestore, fileHash, rows, earlierDone);
  for (const line of outcomes.keys()) done.add(line);
  const pending = rows.filter((row) => !outcomes.has(row.line));
  const report = () => onProgress?.({ done: done.size, failed: failed.size, total: rows.length });
  report();

  let next = 0;
  const worker = async () => {
    while (next < pending.length && !signal?.aborted) {
      const row = pending[next];
      next += 1;
      if (!row) break;
      const outcome = await importRow(firestore, actor, pool, fileHash, row);
      outcomes.set(row.line, outcome);
      if (outcome.outcome === 'failed') failed.add(row.line);
      else {
        done.add(row.line);
        failed.delete(row.line);
      }
      report();
      void save('running');
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));

  const status: ImportStatus =
    signal?.aborted && done.size + failed.size < rows.length ? 'cancelled' : 'complete';
  await save(status);
  return {
    outcomes: rows.flatMap((row) => outcomes.get(row.line) ?? []),
    status,
    resumed: rows.filter((row) => earlierDone.has(row.line)).length,
  };
}

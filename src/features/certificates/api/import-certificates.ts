import type { Firestore } from 'firebase/firestore/lite';

import { importIdFor, importRowIds } from '@/domain/import-register';
import { DuplicateNumberError } from '@/domain/duplicate-number-error';
import type { ImportStatus } from '@/domain/plans/import-record';
import type { StaffActor } from '@/domain/staff';

import { addCertificate } from './add-certificate';
import { NumberPool } from './import-number-pool';
import { openImportRecord } from './import-record';
import { rowsDoneBefore } from './import-rows-done';
import type { ImportRow, RowOutcome } from './import-run';

export type ImportProgress = { done: number; failed: number; total: number };

export type ImportRunOptions = {
  fileHash: string;
  fileName: string;
  rows: readonly ImportRow[];
  /**
   * The centre a centre's staff member imports for: every row is recorded under it, whatever the
   * file says. Null (the default) for an admin's import, whose rows keep their own centres.
   */
  centreNumber?: string | null;
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

function clashMessage(error: DuplicateNumberError): string {
  return error.message;
}

/** One row through the add form's own write, under ids derived from the file and its line. */
async function importRow(
  firestore: Firestore,
  actor: StaffActor,
  pool: NumberPool,
  importId: string,
  row: ImportRow,
): Promise<RowOutcome> {
  const ids = importRowIds(importId, row.line);
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

/**
 * Imports a checked file's rows (issue 17). Each row is written exactly as the Add Certificate
 * form writes one, under ids derived from the import's id (the file's hash, with the centre of a
 * centre's import) and the row's line, so a row already written (by this run, an interrupted
 * one, or another staff member's) is found, not written again. `imports/{import id}` records
 * which lines are done and which failed, updated as rows finish; a row that fails (a supplied number taken meanwhile) is reported and the rest go on.
 * Cancelling stops new rows from starting; those under way finish.
 */
export async function importCertificates(
  firestore: Firestore,
  actor: StaffActor,
  {
    fileHash,
    fileName,
    rows: fileRows,
    centreNumber = null,
    signal,
    onProgress,
    concurrency = DEFAULT_CONCURRENCY,
  }: ImportRunOptions,
): Promise<ImportRunResult> {
  const rows =
    centreNumber === null
      ? fileRows
      : fileRows.map((row) => ({ ...row, details: { ...row.details, centreNumber } }));
  const importId = await importIdFor(fileHash, centreNumber);
  const done = new Set<number>();
  const failed = new Set<number>();
  const { earlierDone, save } = await openImportRecord(
    firestore,
    actor,
    { importId, fileName, rowCount: rows.length, centreNumber },
    { done, failed },
  );

  const pool = new NumberPool(
    firestore,
    new Set(rows.flatMap((row) => [row.details.certificateNumber, row.details.studentNumber])),
  );
  const outcomes = await rowsDoneBefore(firestore, importId, rows, earlierDone, { centreNumber });
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
      const outcome = await importRow(firestore, actor, pool, importId, row);
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

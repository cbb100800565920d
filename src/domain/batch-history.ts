import { outcomeWords, statusLabel, statusWords } from './batch-check';
import type { CertificateStatus } from './certificate-status';
import { csvText } from './csv';
import { BATCH_RETENTION_DAYS } from './limits';

/**
 * A verifier's history of its batch checks (docs/decisions/030-verifier-batch-checks.md): its
 * batches of the last 90 days, one run (one receipt) to an entry, and a run's results as they
 * were kept. No name, number or reference was ever kept, so a row is known by its place in the
 * file the verifier checked: row 1 is its first candidate.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** One batch of a run, as the history reads it. */
export type LoggedBatch = {
  id: string;
  receiptId: string;
  /** The run's row its first key is (0 for the run's first batch). */
  firstRow: number;
  /** How many candidates it checked: its keys. */
  rows: number;
  at: Date;
};

/** A run of a batch check: the batches logged under one receipt. */
export type CheckRun = {
  receiptId: string;
  /** When it started: its first batch. */
  at: Date;
  /** The candidates checked over all its batches. */
  rows: number;
  /** Its batches, first row first. */
  batches: LoggedBatch[];
};

/** The earliest time the history shows: older batches are removed by a TTL policy. */
export function historyStartsAt(now: Date): Date {
  return new Date(now.getTime() - BATCH_RETENTION_DAYS * DAY_MS);
}

/**
 * The runs these batches belong to, newest first. Batches are read newest first, a page at a
 * time, so a run's earlier batches may be on a page not yet read: a run whose first batch (row
 * 0) is missing is left for later while `moreToCome`, and shown with what there is once nothing
 * more will come (its first batch expired before the others).
 */
export function runsOf(
  batches: readonly LoggedBatch[],
  { moreToCome }: { moreToCome: boolean },
): CheckRun[] {
  const byReceipt = new Map<string, LoggedBatch[]>();
  for (const batch of batches) {
    byReceipt.set(batch.receiptId, [...(byReceipt.get(batch.receiptId) ?? []), batch]);
  }
  const runs: CheckRun[] = [];
  for (const [receiptId, group] of byReceipt) {
    const ordered = [...group].sort((a, b) => a.firstRow - b.firstRow);
    const first = ordered[0];
    if (!first || (first.firstRow !== 0 && moreToCome)) continue;
    const rows = ordered.reduce((sum, batch) => sum + batch.rows, 0);
    runs.push({ receiptId, at: first.at, rows, batches: ordered });
  }
  return runs.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** One row's result as it was kept: what the register said of it at the time, or nothing. */
export type KeptResult = { batchId: string; row: number; at: Date } & (
  { found: true; status: CertificateStatus; statusChangedAt: Date | null } | { found: false }
);

/** A row of a run, by its place in the file (from 1). */
export type RunRow = { position: number } & (
  | { kind: 'kept'; result: KeptResult }
  /** Checked, but no result kept: the same certificate as an earlier row, or the run stopped. */
  | { kind: 'not-kept' }
  /** Never sent: past the day's allowance, or the run was cancelled before it. */
  | { kind: 'not-checked' }
);

/**
 * Every row of a run: each batch's rows with the result kept for them, then the rows the run set
 * out to check (`rowCount`, from its receipt) that no batch sent.
 */
export function runRows(
  batches: readonly LoggedBatch[],
  results: readonly KeptResult[],
  rowCount: number,
): RunRow[] {
  const kept = new Map(results.map((result) => [`${result.batchId}/${result.row}`, result]));
  const rows = new Map<number, RunRow>();
  for (const batch of batches) {
    for (let row = 0; row < batch.rows; row += 1) {
      const position = batch.firstRow + row + 1;
      const result = kept.get(`${batch.id}/${row}`);
      rows.set(
        position,
        result ? { position, kind: 'kept', result } : { position, kind: 'not-kept' },
      );
    }
  }
  const last = Math.max(rowCount, ...rows.keys());
  return Array.from(
    { length: last },
    (_, index): RunRow => rows.get(index + 1) ?? { position: index + 1, kind: 'not-checked' },
  );
}

/** A row's result in the words the batch page used when it was run. */
export function runRowWords(row: RunRow): string {
  switch (row.kind) {
    case 'kept':
      return row.result.found
        ? statusWords(row.result.status, row.result.statusChangedAt)
        : outcomeWords({ kind: 'no-match' });
    case 'not-kept':
      return 'No result kept';
    case 'not-checked':
      return 'Not checked';
  }
}

/** The short label of a row's result, for the run's counts. */
export function runRowLabel(row: RunRow): string {
  if (row.kind !== 'kept') return runRowWords(row);
  return row.result.found ? statusLabel(row.result.status) : runRowWords(row);
}

/**
 * A run's results as a CSV file (formula-safe: ./csv.ts): each row's place in the file, its
 * result, when it was checked and the receipt anyone can re-check a kept row on.
 */
export function runResultsCsv(rows: readonly RunRow[], receiptAddress: string): string {
  const header = ['Row', 'Result', 'Checked At', 'Receipt'];
  const lines = rows.map((row) => [
    row.position,
    runRowWords(row),
    row.kind === 'kept' ? row.result.at.toISOString() : '',
    row.kind === 'kept' ? receiptAddress : '',
  ]);
  return csvText([header, ...lines]);
}

import { BATCH_KEY_LIMIT } from '@/domain/limits';
import {
  allowanceResetsAt,
  foundOutcome,
  rowsLeft,
  type BatchOutcome,
  type BatchQuota,
  type BatchRow,
} from '@/domain/batch-check';
import { collections } from '@/domain/collections';
import {
  batchQuotaStep,
  planBatch,
  planBatchAttempt,
  planResult,
  resultIdOf,
} from '@/domain/plans/batch-check';
import type { PlannedWrite } from '@/domain/plans/plan';
import { dateFrom } from '@/domain/stored-values';
import { verificationKey } from '@/domain/verification-index';
import { commitWith, readIndexEntry } from '@/lib/public-check';
import type { Checker } from '@/lib/public-firestore';

/**
 * An employer's batch check (docs/decisions/030-verifier-batch-checks.md): the rows the dry run
 * passed, checked in batches of at most 100, one after the other. Each batch is logged (counted
 * in the verifier's day, under the run's receipt) before its keys are read, in parallel; each
 * row's result is then kept on the receipt, and each miss filed for the staff's review with the
 * organisation. A row past the day's allowance is not sent.
 */

/**
 * Results per commit: each result's rule reads its batch (once a commit) and its key's entry, so
 * 7 results look up 8 documents, what the budget allows one document (npm run rules-budget
 * measures a collection's rule over the whole commit: docs/decisions/030-verifier-batch-checks.md).
 */
export const RESULTS_PER_COMMIT = 7;
/** Misses per commit: each reads its batch, its key's entry and its closing event: 3 are 7. */
export const MISSES_PER_COMMIT = 3;

export type BatchRunProgress = { done: number; total: number };

export type BatchRunInput = {
  checker: Pick<Checker, 'db' | 'sdk' | 'uid'>;
  organisation: string;
  dailyAllowance: number;
  rows: readonly BatchRow[];
  onProgress?: (progress: BatchRunProgress) => void;
  signal?: AbortSignal;
  userAgent?: string;
};

export type BatchRunResult = {
  receiptId: string;
  outcomes: Map<number, BatchOutcome>;
  batchIds: string[];
};

function newId({ db, sdk }: Pick<Checker, 'db' | 'sdk'>, collection: string): string {
  return sdk.doc(sdk.collection(db, collection)).id;
}

export async function readBatchQuota({
  db,
  sdk,
  uid,
}: Pick<Checker, 'db' | 'sdk' | 'uid'>): Promise<BatchQuota | null> {
  const snapshot = await sdk.getDoc(sdk.doc(db, collections.batchQuota, uid));
  if (!snapshot.exists()) return null;
  const windowStart = dateFrom(snapshot.get('windowStart'));
  const rows: unknown = snapshot.get('rows');
  return windowStart && typeof rows === 'number' ? { windowStart, rows } : null;
}

const isRefused = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'permission-denied';

/** Commits the writes in chunks of `size`, the chunks in parallel. */
export async function commitInChunks(
  checker: Pick<Checker, 'db' | 'sdk'>,
  writes: readonly PlannedWrite[],
  size: number,
): Promise<void> {
  const chunks: PlannedWrite[][] = [];
  for (let start = 0; start < writes.length; start += size) {
    chunks.push(writes.slice(start, start + size));
  }
  await Promise.all(chunks.map((chunk) => commitWith(checker, chunk)));
}

/**
 * Logs one batch of the run (with the run's receipt, for its first), counted in the verifier's
 * day as `step` says; resolves to the batch's id.
 */
export async function logBatch(
  checker: Pick<Checker, 'db' | 'sdk' | 'uid'>,
  batch: {
    organisation: string;
    keys: readonly string[];
    receiptId: string;
    firstRow: number;
    rowCount: number;
    step: ReturnType<typeof batchQuotaStep>;
    now: Date;
  },
): Promise<string> {
  const batchId = newId(checker, collections.batchChecks);
  await commitWith(checker, planBatch({ uid: checker.uid, batchId, ...batch }).writes);
  return batchId;
}

/** A new receipt's id: as hard to guess as any document's. */
export const newReceiptId = (checker: Pick<Checker, 'db' | 'sdk'>) =>
  newId(checker, collections.receipts);

/** Runs the check; outcomes are keyed by the row's line in the file. */
export async function runBatchCheck({
  checker,
  organisation,
  dailyAllowance,
  rows,
  onProgress,
  signal,
  userAgent = globalThis.navigator?.userAgent ?? '',
}: BatchRunInput): Promise<BatchRunResult> {
  const sendable = rows.flatMap((row) => (row.query ? [{ ...row, query: row.query }] : []));
  const keys = await Promise.all(
    sendable.map(({ query }) =>
      verificationKey(query.kind, query.number, query.firstName, query.surname),
    ),
  );
  const receiptId = newReceiptId(checker);
  const outcomes = new Map<number, BatchOutcome>();
  const batchIds: string[] = [];
  const keptResults = new Set<string>();
  let quota = await readBatchQuota(checker);
  let done = 0;
  onProgress?.({ done, total: sendable.length });

  while (done < sendable.length) {
    if (signal?.aborted) break;
    const now = new Date();
    const left = rowsLeft(quota, dailyAllowance, now);
    const size = Math.min(BATCH_KEY_LIMIT, left, sendable.length - done);
    if (size <= 0) {
      const resetsAt = allowanceResetsAt(quota, now);
      for (const row of sendable.slice(done)) {
        outcomes.set(row.line, { kind: 'over-allowance', resetsAt });
      }
      break;
    }
    const batchKeys = keys.slice(done, done + size);
    const step = batchQuotaStep(quota, now);
    let batchId: string;
    try {
      batchId = await logBatch(checker, {
        organisation,
        keys: batchKeys,
        receiptId,
        firstRow: done,
        rowCount: sendable.length,
        step,
        now,
      });
    } catch (error) {
      if (!isRefused(error)) throw error;
      // The server's day is not what this browser knew: read it, and try again once with it.
      const held = await readBatchQuota(checker);
      const unchanged =
        held?.rows === quota?.rows && held?.windowStart.getTime() === quota?.windowStart.getTime();
      if (unchanged) throw error;
      quota = held;
      continue;
    }
    batchIds.push(batchId);
    quota =
      step.kind === 'start'
        ? { windowStart: now, rows: size }
        : { windowStart: quota?.windowStart ?? now, rows: step.rowsBefore + size };

    const batchRows = sendable.slice(done, done + size);
    const entries = await Promise.all(batchKeys.map((key) => readIndexEntry(checker, key)));
    const results: PlannedWrite[] = [];
    const misses: PlannedWrite[] = [];
    for (const [index, row] of batchRows.entries()) {
      const entry = entries[index] ?? null;
      const number = entry?.certificate.certificateNumber ?? row.query.number;
      const resultId = await resultIdOf(receiptId, number);
      outcomes.set(
        row.line,
        entry ? foundOutcome(entry.certificate, row.claims) : { kind: 'no-match' },
      );
      if (!keptResults.has(resultId)) {
        keptResults.add(resultId);
        results.push(
          planResult({
            resultId,
            standing: entry?.standing ?? null,
            batchId,
            row: index,
            receiptId,
            uid: checker.uid,
          }),
        );
      }
      if (!entry) {
        misses.push(
          planBatchAttempt({ batchId, row: index, query: row.query, organisation, userAgent }),
        );
      }
    }
    await Promise.all([
      commitInChunks(checker, results, RESULTS_PER_COMMIT),
      commitInChunks(checker, misses, MISSES_PER_COMMIT),
    ]);
    done += size;
    onProgress?.({ done, total: sendable.length });
  }
  for (const row of sendable) {
    if (!outcomes.has(row.line)) {
      outcomes.set(row.line, { kind: 'not-run', reason: 'the run was cancelled' });
    }
  }
  return { receiptId, outcomes, batchIds };
}

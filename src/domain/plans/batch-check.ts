import type { BatchQuota } from '../batch-check';
import { batchWindowEndsAt } from '../batch-check';
import { collections } from '../collections';
import type {
  BATCH_CHECK_KEYS,
  BATCH_QUOTA_KEYS,
  CHECK_RESULT_KEYS,
  RECEIPT_KEYS,
} from '../document-keys';
import { BATCH_QUOTA_RETENTION_DAYS, BATCH_RETENTION_DAYS } from '../limits';
import { failedAttemptFor, type VerificationQuery } from '../verification-input';
import { pathOf, SERVER_TIME, type PlannedWrite } from './plan';

/**
 * An employer's batch check, planned once for the batch page, the rules tests, the demo data and
 * the benchmark (docs/decisions/030-verifier-batch-checks.md). Like the public check, a batch is
 * not a register change and files no event: the batch, its results and its receipt are the
 * record.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const batchQuotaPathOf = (uid: string) => pathOf(collections.batchQuota, uid);
export const batchPathOf = (batchId: string) => pathOf(collections.batchChecks, batchId);
export const receiptPathOf = (receiptId: string) => pathOf(collections.receipts, receiptId);
export const resultPathOf = (resultId: string) => pathOf(collections.checkResults, resultId);
export const batchAttemptIdOf = (batchId: string, row: number) => `${batchId}-${row}`;

type Record_<Keys extends readonly string[]> = Record<Keys[number], unknown>;

/** The quota a batch is counted with: a new day, or more rows in the open one. */
export type BatchQuotaStep = { kind: 'start' } | { kind: 'continue'; rowsBefore: number };

/**
 * The step to try, by the verifier's clock; the server's decides (its rule counts on what it
 * holds), and the run reads the quota again when it is refused.
 */
export function batchQuotaStep(known: BatchQuota | null, now: Date): BatchQuotaStep {
  return !known || batchWindowEndsAt(known).getTime() <= now.getTime()
    ? { kind: 'start' }
    : { kind: 'continue', rowsBefore: known.rows };
}

/**
 * One batch of a verifier's run: the index keys it will read (at most 100), logged before any is
 * read, with the verifier's quota counting its rows and naming it, and, with a run's first batch,
 * the run's receipt. `now` is the verifier's clock, for the times the TTL policies go by.
 */
export function planBatch({
  uid,
  organisation,
  batchId,
  keys,
  receiptId,
  firstRow,
  rowCount,
  step,
  now,
}: {
  uid: string;
  organisation: string;
  batchId: string;
  keys: readonly string[];
  receiptId: string;
  /** The run's row this batch's first key is (0 for the run's first batch). */
  firstRow: number;
  /** The rows the whole run sets out to check: its receipt's count. */
  rowCount: number;
  step: BatchQuotaStep;
  now: Date;
}): { writes: PlannedWrite[] } {
  const batch: Record_<typeof BATCH_CHECK_KEYS> = {
    uid,
    organisation,
    keys: [...keys],
    basisConfirmed: true,
    receiptId,
    firstRow,
    at: SERVER_TIME,
    expiresAt: new Date(now.getTime() + BATCH_RETENTION_DAYS * DAY_MS),
  };
  const latest = {
    lastBatchId: batchId,
    lastAt: SERVER_TIME,
    expiresAt: new Date(now.getTime() + BATCH_QUOTA_RETENTION_DAYS * DAY_MS),
  };
  const quota: PlannedWrite =
    step.kind === 'start'
      ? {
          op: 'set',
          path: batchQuotaPathOf(uid),
          data: {
            windowStart: SERVER_TIME,
            rows: keys.length,
            ...latest,
          } satisfies Record_<typeof BATCH_QUOTA_KEYS>,
        }
      : // The day's start stays as the server stored it.
        {
          op: 'update',
          path: batchQuotaPathOf(uid),
          data: { rows: step.rowsBefore + keys.length, ...latest },
        };
  const receipt: PlannedWrite[] =
    firstRow === 0
      ? [
          {
            op: 'set',
            path: receiptPathOf(receiptId),
            data: {
              organisation,
              uid,
              at: SERVER_TIME,
              rowCount,
            } satisfies Record_<typeof RECEIPT_KEYS>,
          },
        ]
      : [];
  return { writes: [...receipt, { op: 'set', path: batchPathOf(batchId), data: batch }, quota] };
}

/**
 * Where a row's result is kept: the SHA-256 (lower-case hex) of the receipt's id, a slash and the
 * certificate number, so a receipt finds a row by its number and by nothing else. For a found row
 * the rules compute it from the index entry's number; a row that matched nothing is kept under
 * the number typed, which the rules cannot check.
 */
export async function resultIdOf(receiptId: string, certificateNumber: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${receiptId}/${certificateNumber}`),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the index said of a key at the moment it was read, as stored (or nothing). */
export type StoredStanding = { status: string; statusChangedAt: unknown } | null;

/**
 * One row's result: exactly what the index entry of its key said (its status and when that
 * changed, as stored), or that there was none, at the server's time; under the receipt's id and
 * the batch and row it was checked in, with the account that kept it (whose history lists it).
 * Created once; nobody changes it.
 */
export function planResult({
  resultId,
  standing,
  batchId,
  row,
  receiptId,
  uid,
}: {
  resultId: string;
  standing: StoredStanding;
  /** The batch (or, for a visitor's receipt, the check) whose key this row read. */
  batchId: string;
  /** The key's place in the batch's (or check's) keys. */
  row: number;
  receiptId: string;
  /** The verifier (or visitor) keeping it: the signed-in account. */
  uid: string;
}): PlannedWrite {
  const data: Record_<typeof CHECK_RESULT_KEYS> = {
    found: standing !== null,
    status: standing?.status ?? null,
    statusChangedAt: standing?.statusChangedAt ?? null,
    at: SERVER_TIME,
    batchId,
    row,
    receiptId,
    uid,
  };
  return { op: 'set', path: resultPathOf(resultId), data };
}

/**
 * A row that matched nothing, filed for the staff's review as the public check files its own
 * (docs/decisions/023-throttled-public-check.md), under the batch and row, with the names and
 * number typed and the verifier's organisation.
 */
export function planBatchAttempt({
  batchId,
  row,
  query,
  organisation,
  userAgent,
}: {
  batchId: string;
  row: number;
  query: VerificationQuery;
  organisation: string;
  userAgent: string;
}): PlannedWrite {
  return {
    op: 'set',
    path: pathOf(collections.failedVerifications, batchAttemptIdOf(batchId, row)),
    data: { ...failedAttemptFor(query, userAgent), attemptedAt: SERVER_TIME, organisation },
  };
}

/**
 * A visitor's one-row receipt of their public check ("Keep a record of this check"): named after
 * the check (so one receipt a check, counted in the visitor's hourly quota), with no
 * organisation, and the row's result bound to the check's key that found it (or the first).
 */
export function planVisitorReceipt({
  checkId,
  uid,
  resultId,
  standing,
  row,
}: {
  checkId: string;
  uid: string;
  resultId: string;
  standing: StoredStanding;
  row: number;
}): { writes: PlannedWrite[] } {
  const receipt: Record_<typeof RECEIPT_KEYS> = {
    organisation: null,
    uid,
    at: SERVER_TIME,
    rowCount: 1,
  };
  return {
    writes: [
      { op: 'set', path: receiptPathOf(checkId), data: receipt },
      planResult({ resultId, standing, batchId: checkId, row, receiptId: checkId, uid }),
    ],
  };
}

import type { KeptResult, LoggedBatch } from '@/domain/batch-history';
import { statusFrom } from '@/domain/certificate-status';
import { dateFrom, textOrNull } from '@/domain/stored-values';

/**
 * The documents a verifier's history reads, typed at the edge: its batches, a run's receipt and
 * the results kept on it. A document in a shape the app never writes reads as nothing.
 */

type Data = Record<string, unknown>;

/** Batches a page: a run is at most ten, so a page holds several runs whole. */
export const BATCHES_PAGE_SIZE = 30;

/** Where the next page of a verifier's batches starts: opaque outside api/. */
declare const batchCursorBrand: unique symbol;
export type BatchCursor = { readonly [batchCursorBrand]: true };

/** A page of a verifier's batches, newest first. */
export type BatchPage = { batches: LoggedBatch[]; next: BatchCursor | null };

/** A run as its results screen reads it: its receipt, its batches and the results kept. */
export type RunRecord = {
  receiptId: string;
  organisation: string | null;
  at: Date;
  /** The rows the run set out to check, as its receipt says. */
  rowCount: number;
  batches: LoggedBatch[];
  results: KeptResult[];
};

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function batchFrom(id: string, data: Data): LoggedBatch | null {
  const at = dateFrom(data.at);
  const receiptId = textOrNull(data.receiptId);
  const keys = Array.isArray(data.keys) ? data.keys : null;
  if (!at || !receiptId || !keys || !isCount(data.firstRow)) return null;
  return { id, receiptId, firstRow: data.firstRow, rows: keys.length, at };
}

export function resultFrom(data: Data): KeptResult | null {
  const at = dateFrom(data.at);
  const batchId = textOrNull(data.batchId);
  if (!at || !batchId || !isCount(data.row)) return null;
  const place = { batchId, row: data.row, at };
  if (data.found !== true) return { ...place, found: false };
  return {
    ...place,
    found: true,
    status: statusFrom(data.status),
    statusChangedAt: dateFrom(data.statusChangedAt),
  };
}

/** A run from its documents; null when none of its batches is the verifier's (or any is left). */
export function runFrom(
  receiptId: string,
  receipt: Data | undefined,
  batches: LoggedBatch[],
  results: KeptResult[],
): RunRecord | null {
  const first = [...batches].sort((a, b) => a.firstRow - b.firstRow)[0];
  if (!first) return null;
  const checked = batches.reduce((sum, batch) => sum + batch.rows, 0);
  return {
    receiptId,
    organisation: textOrNull(receipt?.organisation),
    at: dateFrom(receipt?.at) ?? first.at,
    rowCount: isCount(receipt?.rowCount) ? receipt.rowCount : checked,
    batches,
    results,
  };
}

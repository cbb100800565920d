import { vi } from 'vitest';

import { BATCH_KEY_LIMIT } from '@/domain/limits';
import { appliedInMemory } from '@/domain/plans/apply-in-memory';
import {
  planBatch,
  planResult,
  receiptPathOf,
  type StoredStanding,
} from '@/domain/plans/batch-check';
import type { PlannedData } from '@/domain/plans/plan';
import type { CheckHistoryApi } from '@/features/verifiers/api/check-history';
import {
  BATCHES_PAGE_SIZE,
  batchFrom,
  resultFrom,
  runFrom,
  type BatchCursor,
} from '@/features/verifiers/api/history-records';

/**
 * A verifier's history over documents made as the batch page makes them (planBatch,
 * planResult), read as the app reads them (history-records.ts), behaving as Firestore and the
 * rules would: the verifier's own batches only, newest first, a page at a time.
 */

export const VERIFIER_UID = 'verifier-acme';
export const ORGANISATION = 'Acme Recruitment';

/** A kept result: what the register said (null: no match), or 'none' for a row not kept. */
export type RowSpec = StoredStanding | 'none';

/** A run as a test describes it: its receipt, when, each checked row's result. */
export type RunSpec = {
  receiptId: string;
  at: Date;
  rows: RowSpec[];
  /** The rows the file held, when more than were checked (past the allowance). */
  rowCount?: number;
  uid?: string;
};

export const VALID: StoredStanding = { status: 'valid', statusChangedAt: null };
export const NO_MATCH: RowSpec = null;

type Stored = { path: string; data: PlannedData };

/** The documents of one run: its receipt, its batches of up to 100 keys, its results. */
function documentsOf({ receiptId, at, rows, rowCount = rows.length, uid = VERIFIER_UID }: RunSpec) {
  const documents: Stored[] = [];
  for (let firstRow = 0; firstRow < rows.length; firstRow += BATCH_KEY_LIMIT) {
    const batchId = `${receiptId}-b${firstRow}`;
    const slice = rows.slice(firstRow, firstRow + BATCH_KEY_LIMIT);
    const batchAt = new Date(at.getTime() + firstRow * 1000);
    const plan = planBatch({
      uid,
      organisation: ORGANISATION,
      batchId,
      keys: slice.map((_, row) => `key-${firstRow + row}`),
      receiptId,
      firstRow,
      rowCount,
      step: { kind: 'start' },
      now: batchAt,
    });
    const results = slice.flatMap((standing, row) =>
      standing === 'none'
        ? []
        : [planResult({ resultId: `${batchId}-${row}`, standing, batchId, row, receiptId, uid })],
    );
    const after = appliedInMemory(new Map(), { writes: [...plan.writes, ...results] }, batchAt);
    for (const [path, data] of after) {
      if (path.startsWith('batchQuota/')) continue;
      documents.push({ path, data });
    }
  }
  return documents;
}

export function fakeCheckHistoryApi(runs: RunSpec[], { pageSize = BATCHES_PAGE_SIZE } = {}) {
  const documents = runs.flatMap(documentsOf);
  const idOf = (path: string) => path.split('/')[1] ?? '';
  const inCollection = (name: string) =>
    documents.filter((document) => document.path.startsWith(`${name}/`));
  const batchesOf = (uid: string) =>
    inCollection('batchChecks')
      .filter(({ data }) => data.uid === uid)
      .flatMap(({ path, data }) => batchFrom(idOf(path), data) ?? [])
      .sort((a, b) => b.at.getTime() - a.at.getTime());

  const api = {
    listBatches: vi.fn(async (uid: string, after: BatchCursor | null) => {
      const all = batchesOf(uid);
      const start = after ? (after as unknown as number) : 0;
      const end = start + pageSize;
      return {
        batches: all.slice(start, end),
        next: end < all.length ? (end as unknown as BatchCursor) : null,
      };
    }),
    readRun: vi.fn(async (uid: string, receiptId: string) => {
      const receipt = documents.find(({ path }) => path === receiptPathOf(receiptId))?.data;
      const results = inCollection('checkResults')
        .filter(({ data }) => data.uid === uid && data.receiptId === receiptId)
        .flatMap(({ data }) => resultFrom(data) ?? []);
      const batches = batchesOf(uid).filter((batch) => batch.receiptId === receiptId);
      return runFrom(receiptId, receipt, batches, results);
    }),
  } satisfies CheckHistoryApi;
  return api;
}

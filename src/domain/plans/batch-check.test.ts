import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import {
  BATCH_CHECK_KEYS,
  BATCH_QUOTA_KEYS,
  CHECK_RESULT_KEYS,
  RECEIPT_KEYS,
} from '../document-keys';
import {
  batchQuotaStep,
  planBatch,
  planResult,
  planVisitorReceipt,
  resultIdOf,
} from './batch-check';
import { SERVER_TIME } from './plan';

const now = new Date('2026-03-02T12:00:00Z');
const base = {
  uid: 'v-1',
  organisation: 'Acme Recruitment',
  batchId: 'b-1',
  keys: ['a'.repeat(64), 'b'.repeat(64)],
  receiptId: 'r-1',
  rowCount: 150,
  now,
};

describe('a batch of a run', () => {
  it('with the run’s first batch writes its receipt, the batch and a new day', () => {
    const { writes } = planBatch({ ...base, firstRow: 0, step: { kind: 'start' } });
    expect(writes.map((write) => [write.op, write.path])).toEqual([
      ['set', 'receipts/r-1'],
      ['set', 'batchChecks/b-1'],
      ['set', 'batchQuota/v-1'],
    ]);
    const [receipt, batch, quota] = writes;
    if (receipt?.op !== 'set' || batch?.op !== 'set' || quota?.op !== 'set') throw new Error();
    expect(Object.keys(receipt.data).sort()).toEqual([...RECEIPT_KEYS].sort());
    expect(Object.keys(batch.data).sort()).toEqual([...BATCH_CHECK_KEYS].sort());
    expect(Object.keys(quota.data).sort()).toEqual([...BATCH_QUOTA_KEYS].sort());
    expect(batch.data).toMatchObject({ basisConfirmed: true, firstRow: 0, at: SERVER_TIME });
    expect(quota.data).toMatchObject({ rows: 2, lastBatchId: 'b-1', windowStart: SERVER_TIME });
  });

  it('later in the day counts on the rows before, and writes no receipt', () => {
    const { writes } = planBatch({
      ...base,
      firstRow: 100,
      step: { kind: 'continue', rowsBefore: 100 },
    });
    expect(writes.map((write) => write.path)).toEqual(['batchChecks/b-1', 'batchQuota/v-1']);
    expect(writes[1]).toMatchObject({ op: 'update', data: { rows: 102 } });
  });

  it('starts a new day when none is open, by the verifier’s clock', () => {
    expect(batchQuotaStep(null, now)).toEqual({ kind: 'start' });
    const open = { windowStart: new Date('2026-03-02T09:00:00Z'), rows: 40 };
    expect(batchQuotaStep(open, now)).toEqual({ kind: 'continue', rowsBefore: 40 });
    const ended = { windowStart: new Date('2026-03-01T09:00:00Z'), rows: 40 };
    expect(batchQuotaStep(ended, now)).toEqual({ kind: 'start' });
  });
});

describe('a row’s result', () => {
  it('is kept under the SHA-256 of the receipt and the certificate number', async () => {
    const id = await resultIdOf('r-1', '086525417');
    expect(id).toBe(createHash('sha256').update('r-1/086525417').digest('hex'));
  });

  it('copies the standing it read, or says nothing was found', () => {
    const found = planResult({
      resultId: 'x',
      standing: { status: 'withdrawn', statusChangedAt: 'then' },
      batchId: 'b-1',
      row: 3,
      receiptId: 'r-1',
      uid: 'verifier-1',
    });
    if (found.op !== 'set') throw new Error();
    expect(Object.keys(found.data).sort()).toEqual([...CHECK_RESULT_KEYS].sort());
    expect(found.data).toMatchObject({
      found: true,
      status: 'withdrawn',
      statusChangedAt: 'then',
      uid: 'verifier-1',
    });
    const missing = planResult({
      resultId: 'y',
      standing: null,
      batchId: 'b-1',
      row: 4,
      receiptId: 'r-1',
      uid: 'verifier-1',
    });
    expect(missing).toMatchObject({ data: { found: false, status: null, statusChangedAt: null } });
  });

  it('on a visitor’s receipt is named after their check, with no organisation', () => {
    const { writes } = planVisitorReceipt({
      checkId: 'c-1',
      uid: 'visitor',
      resultId: 'x',
      standing: null,
      row: 0,
    });
    expect(writes[0]).toMatchObject({
      path: 'receipts/c-1',
      data: { organisation: null, rowCount: 1 },
    });
    expect(writes[1]).toMatchObject({ data: { batchId: 'c-1', receiptId: 'c-1', uid: 'visitor' } });
  });
});

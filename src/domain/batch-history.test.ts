import { describe, expect, it } from 'vitest';

import {
  historyStartsAt,
  runResultsCsv,
  runRowLabel,
  runRows,
  runRowWords,
  runsOf,
  type KeptResult,
  type LoggedBatch,
} from './batch-history';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 12, 9, minute));

const batch = (id: string, receiptId: string, firstRow: number, rows: number, minute: number) =>
  ({ id, receiptId, firstRow, rows, at: at(minute) }) satisfies LoggedBatch;

describe('a verifier’s runs', () => {
  it('begin 90 days back', () => {
    expect(historyStartsAt(new Date('2026-06-10T12:00:00Z'))).toEqual(
      new Date('2026-03-12T12:00:00Z'),
    );
  });

  it('group a run’s batches under its receipt, newest run first, counting every batch’s rows', () => {
    const runs = runsOf(
      [
        batch('b4', 'r2', 0, 3, 30),
        batch('b3', 'r1', 200, 50, 2),
        batch('b2', 'r1', 100, 100, 1),
        batch('b1', 'r1', 0, 100, 0),
      ],
      { moreToCome: false },
    );
    expect(runs.map(({ receiptId, rows, at: start }) => ({ receiptId, rows, start }))).toEqual([
      { receiptId: 'r2', rows: 3, start: at(30) },
      { receiptId: 'r1', rows: 250, start: at(0) },
    ]);
    expect(runs[1]?.batches.map((each) => each.id)).toEqual(['b1', 'b2', 'b3']);
  });

  it('leave a run whose first batch is not yet read for the next page', () => {
    const page = [batch('b4', 'r2', 0, 3, 30), batch('b3', 'r1', 100, 50, 2)];
    expect(runsOf(page, { moreToCome: true }).map((run) => run.receiptId)).toEqual(['r2']);
    // Nothing more will come: its first batch has expired, so it shows with what there is.
    expect(runsOf(page, { moreToCome: false }).map((run) => run.rows)).toEqual([3, 50]);
  });

  it('are none for no batches', () => {
    expect(runsOf([], { moreToCome: false })).toEqual([]);
  });
});

describe('a run’s rows', () => {
  const batches = [batch('b1', 'r1', 0, 3, 0), batch('b2', 'r1', 3, 2, 1)];
  const valid: KeptResult = {
    batchId: 'b1',
    row: 0,
    at: at(0),
    found: true,
    status: 'valid',
    statusChangedAt: null,
  };
  const withdrawn: KeptResult = {
    batchId: 'b2',
    row: 1,
    at: at(1),
    found: true,
    status: 'withdrawn',
    statusChangedAt: new Date('2026-03-03T10:00:00Z'),
  };
  const missing: KeptResult = { batchId: 'b1', row: 2, at: at(0), found: false };

  it('follow the file: each batch’s rows from its first, then the rows never sent', () => {
    const rows = runRows(batches, [withdrawn, missing, valid], 7);
    expect(rows.map((row) => [row.position, runRowWords(row)])).toEqual([
      [1, 'Valid'],
      [2, 'No result kept'],
      [3, 'No match'],
      [4, 'No result kept'],
      [5, 'Withdrawn on 3 March 2026'],
      [6, 'Not checked'],
      [7, 'Not checked'],
    ]);
    expect(rows.map(runRowLabel)).toEqual([
      'Valid',
      'No result kept',
      'No match',
      'No result kept',
      'Withdrawn',
      'Not checked',
      'Not checked',
    ]);
  });

  it('say a suspended certificate was under review, as the batch page did', () => {
    const [row] = runRows(
      [batch('b1', 'r1', 0, 1, 0)],
      [{ ...valid, status: 'suspended', statusChangedAt: new Date('2026-02-01T10:00:00Z') }],
      1,
    );
    expect(row && runRowWords(row)).toBe('Under review (suspended on 1 February 2026)');
    expect(row && runRowLabel(row)).toBe('Under review');
  });

  it('ignore a result of another batch', () => {
    const rows = runRows(batches, [{ ...valid, batchId: 'elsewhere' }], 5);
    expect(rows[0]?.kind).toBe('not-kept');
  });

  it('download as CSV with the receipt beside each kept row', () => {
    const csv = runResultsCsv(runRows(batches, [valid], 6), 'https://example.test/receipt/r1');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Row,Result,Checked At,Receipt');
    expect(lines[1]).toBe('1,Valid,2026-03-12T09:00:00.000Z,https://example.test/receipt/r1');
    expect(lines[2]).toBe('2,No result kept,,');
    expect(lines[6]).toBe('6,Not checked,,');
  });
});

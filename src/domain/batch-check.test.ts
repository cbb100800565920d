import { describe, expect, it } from 'vitest';

import {
  allowanceResetsAt,
  batchColumns,
  batchesOf,
  batchMessages,
  batchProblems,
  batchResultsCsv,
  batchTemplateCsv,
  checkBatchFile,
  labelCounts,
  outcomeLabel,
  outcomeWords,
  rowsLeft,
  type BatchOutcome,
} from './batch-check';
import type { FoundCertificate } from './public-check';

const header = batchColumns.map((column) => column.header);
const row = (number: string, first = 'Ada', surname = 'Lovelace', ...rest: string[]) => [
  number,
  first,
  surname,
  ...rest,
];

const certificate: FoundCertificate = {
  certificateId: 'c1',
  qualification: 'Larkfield Level 3 Diploma in Business Administration (RQF)',
  learner: 'Ada Lovelace',
  awardedDate: '2025-07-14',
  certificateNumber: '086525417',
  centreNumber: '10001',
  status: 'valid',
  statusChangedAt: null,
};

describe('the dry run of a batch file', () => {
  it('passes the template as it is downloaded', () => {
    const table = batchTemplateCsv()
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    const checked = checkBatchFile(table);
    expect(checked.ok && batchProblems(checked.rows)).toEqual([]);
  });

  it('lists each problem by line and column, and sends none of those rows', () => {
    const checked = checkBatchFile([
      header,
      row('086525417'),
      row('12345', 'Bo', 'Smith'),
      row('Q8825533', '', 'Smith'),
      row('086525417'),
      row('086525418', 'Cy', 'Jones', '', '31/02/2025'),
    ]);
    if (!checked.ok) throw new Error('The file was refused whole');
    expect(batchProblems(checked.rows)).toEqual([
      { line: 3, column: 'Certificate or Student Number', message: batchMessages.numberForm },
      { line: 4, column: 'First Name', message: batchMessages.nameMissing('First Name') },
      { line: 5, column: 'Certificate or Student Number', message: batchMessages.duplicate(2) },
      { line: 6, column: 'Claimed Awarded Date', message: batchMessages.dateInvalid },
    ]);
    expect(checked.rows.filter((each) => each.query).map((each) => each.line)).toEqual([2]);
  });

  it('refuses a file of more than 1,000 rows, a semicolon-separated one, and missing columns', () => {
    const many = Array.from({ length: 1001 }, (_, index) =>
      row(`0865${String(index).padStart(5, '0')}`),
    );
    expect(checkBatchFile([header, ...many])).toEqual({
      ok: false,
      fileErrors: [batchMessages.tooManyRows(1001)],
    });
    expect(checkBatchFile([[header.join(';')], ['086525417;Ada;Lovelace']])).toEqual({
      ok: false,
      fileErrors: [batchMessages.semicolons],
    });
    expect(checkBatchFile([['Number', 'Name']]).ok).toBe(false);
  });

  it('reads headers whatever their case and spacing', () => {
    const checked = checkBatchFile([
      ['certificate or student number', 'FIRST NAME', 'surname'],
      row('Q8825533'),
    ]);
    expect(checked.ok && checked.rows[0]?.query?.kind).toBe('student');
  });
});

describe('batches and the day’s allowance', () => {
  it('splits a run into batches of 100', () => {
    const batches = batchesOf(Array.from({ length: 250 }, (_, index) => index));
    expect(batches.map((batch) => [batch.firstRow, batch.rows.length])).toEqual([
      [0, 100],
      [100, 100],
      [200, 50],
    ]);
  });

  it('counts the rows left in the open day, and a whole allowance after it', () => {
    const now = new Date('2026-03-02T12:00:00Z');
    const open = { windowStart: new Date('2026-03-02T09:00:00Z'), rows: 450 };
    expect(rowsLeft(open, 500, now)).toBe(50);
    expect(allowanceResetsAt(open, now)).toEqual(new Date('2026-03-03T09:00:00Z'));
    const ended = { windowStart: new Date('2026-03-01T09:00:00Z'), rows: 500 };
    expect(rowsLeft(ended, 500, now)).toBe(500);
    expect(rowsLeft(null, 500, now)).toBe(500);
  });
});

describe('results', () => {
  it('say each outcome in words', () => {
    const withdrawn: BatchOutcome = {
      kind: 'found',
      status: 'withdrawn',
      statusChangedAt: new Date('2026-03-03T10:00:00Z'),
      certificate,
      differs: [],
    };
    expect(outcomeWords(withdrawn)).toBe('Withdrawn on 3 March 2026');
    expect(outcomeLabel({ ...withdrawn, differs: ['awardedDate'] })).toBe('Details differ');
    expect(outcomeWords({ kind: 'no-match' })).toBe('No match');
  });

  it('are counted by their label, in the order first met', () => {
    expect(labelCounts(['Valid', 'No match', 'Valid'])).toBe('Valid: 2 · No match: 1');
    expect(labelCounts([])).toBe('');
  });

  it('download as CSV that no spreadsheet runs as a formula, without being sent anywhere', () => {
    const checked = checkBatchFile([
      header,
      row('086525417', 'Ada', 'Lovelace', '', '', '=HYPERLINK("x")'),
    ]);
    if (!checked.ok) throw new Error('refused');
    const csv = batchResultsCsv(
      checked.rows,
      new Map([[2, { kind: 'no-match' } as BatchOutcome]]),
      'https://example.test/receipt/r1',
    );
    expect(csv).toContain("'=HYPERLINK");
    expect(csv).toContain('No match');
  });
});

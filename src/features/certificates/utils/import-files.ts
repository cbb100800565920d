import { type CheckedRow, type RowProblem } from '@/domain/certificate-import';
import { importColumns, importTemplateRows } from '@/domain/import-columns';
import { csvText } from '@/domain/csv';

import type { RowOutcome } from '../api/import-run';

/**
 * The files the import screen offers: the template, the error report and the results. Reading
 * an uploaded file (parseCsv, decodeUtf8) is shared with the employers' batch check, in
 * src/lib/csv-file.ts.
 */
export { decodeUtf8, parseCsv, timeLeft } from '@/lib/csv-file';

/** The file's SHA-256 in hex: the import's name in `imports/`, and the root of its row ids. */
export async function fileHash(bytes: ArrayBuffer): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function templateCsv(courseTitle: string): string {
  return csvText(importTemplateRows(courseTitle));
}

type ReportProblem = RowProblem & { line: number; kind: string };

/** The dry run's problems as a CSV: one line per problem. */
export function errorReportCsv(problems: readonly ReportProblem[]): string {
  return csvText([
    ['Line', 'Column', 'Kind', 'Message'],
    ...problems.map((problem) => [problem.line, problem.column, problem.kind, problem.message]),
  ]);
}

/**
 * Every input row with its numbers and outcome. Rows the dry run refused are listed as not
 * imported, with their errors.
 */
export function resultsCsv(rows: readonly CheckedRow[], outcomes: readonly RowOutcome[]): string {
  const byLine = new Map(outcomes.map((outcome) => [outcome.line, outcome]));
  const header = ['Line', ...importColumns.map((column) => column.header), 'Outcome', 'Message'];
  const lines = rows.map((row) => {
    const outcome = byLine.get(row.line);
    const input = importColumns.map((column) => row.input[column.field]);
    if (!outcome) {
      const message = row.errors.map((error) => `${error.column}: ${error.message}`).join(' ');
      return [row.line, ...input, row.errors.length > 0 ? 'Not imported' : 'Not started', message];
    }
    if (outcome.outcome === 'failed') return [row.line, ...input, 'Failed', outcome.message];
    const withNumbers = importColumns.map((column) =>
      column.field === 'certificateNumber'
        ? outcome.certificateNumber
        : column.field === 'studentNumber'
          ? outcome.studentNumber
          : row.input[column.field],
    );
    return [
      row.line,
      ...withNumbers,
      outcome.outcome === 'imported' ? 'Imported' : 'Already imported',
      '',
    ];
  });
  return csvText([header, ...lines]);
}

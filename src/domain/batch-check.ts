import { tidyName } from './certificate';
import { parseImportDate } from './certificate-import';
import { CERTIFICATE_NUMBER_PATTERN, STUDENT_NUMBER_PATTERN } from './certificate-numbers';
import type { CertificateStatus } from './certificate-status';
import { csvText } from './csv';
import { formatDateTime, formatLongDate } from './dates';
import { fold } from './import-columns';
import { BATCH_KEY_LIMIT, BATCH_ROW_LIMIT, BATCH_WINDOW_MINUTES, NAME_LIMIT } from './limits';
import type { FoundCertificate } from './public-check';
import type { VerificationQuery } from './verification-input';
import { normaliseName, normaliseNumber, type NumberKind } from './verification-index';

/**
 * An employer's batch check (docs/decisions/030-verifier-batch-checks.md): a CSV file of up to
 * 1,000 candidates, checked in the browser first (nothing is sent until every row is sound), then
 * checked against the index in batches of 100, each row's answer put in words. Pure: the screen,
 * the run, the benchmark and the tests read a file the same way.
 */

export type BatchField =
  'number' | 'firstName' | 'surname' | 'qualification' | 'awardedDate' | 'reference';

/** The template's columns, in order. Only the number and the names are needed. */
export const batchColumns: readonly { field: BatchField; header: string; required: boolean }[] = [
  { field: 'number', header: 'Certificate or Student Number', required: true },
  { field: 'firstName', header: 'First Name', required: true },
  { field: 'surname', header: 'Surname', required: true },
  { field: 'qualification', header: 'Claimed Qualification', required: false },
  { field: 'awardedDate', header: 'Claimed Awarded Date', required: false },
  { field: 'reference', header: 'Your Reference', required: false },
];

const headerOf = Object.fromEntries(
  batchColumns.map((column) => [column.field, column.header]),
) as Record<BatchField, string>;

/** The downloadable template: the header and one example row. */
export function batchTemplateCsv(): string {
  return csvText([
    batchColumns.map((column) => column.header),
    [
      '086525417',
      'Ada',
      'Lovelace',
      'Larkfield Level 3 Diploma in Business Administration (RQF)',
      '2025-07-14',
      'Applicant 1042',
    ],
  ]);
}

export type RowProblem = { column: string; message: string };

/** A claim the row makes about the certificate, checked against what the register says. */
export type Claims = { qualification: string | null; awardedDate: string | null };

/** One candidate after the dry run. `line` is its line in the file: the header is line 1. */
export type BatchRow = {
  line: number;
  input: Record<BatchField, string>;
  /** The query its key is made from; null when the row has errors. */
  query: (VerificationQuery & { kind: NumberKind; number: string }) | null;
  claims: Claims;
  /** Kept in the browser only: it never leaves it. */
  reference: string;
  errors: RowProblem[];
};

export const batchMessages = {
  missingColumns: (headers: readonly string[]) =>
    `The file has no ${headers.join(', ')} column${headers.length > 1 ? 's' : ''}. Download the template to see the columns.`,
  semicolons:
    'This file’s columns are separated by semicolons, as some spreadsheets save CSV. Save it again as “CSV (comma delimited)”, or download the template and paste the rows into it.',
  noRows: 'The file has a header but no candidates.',
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-GB')} candidates; at most ${BATCH_ROW_LIMIT.toLocaleString('en-GB')} can be checked in one go. Split it into smaller files.`,
  numberMissing: 'Enter the certificate number or the student number.',
  numberForm:
    'Enter a certificate number (0865 and five digits, such as 086525417) or a student number (Q and seven digits, such as Q8825533).',
  nameMissing: (header: string) => `Enter the ${header.toLowerCase()}.`,
  nameTooLong: (header: string) =>
    `The ${header.toLowerCase()} must be ${NAME_LIMIT} characters or fewer.`,
  dateInvalid: 'Enter the claimed awarded date as yyyy-mm-dd or dd/mm/yyyy, or leave it empty.',
  duplicate: (line: number) =>
    `This candidate (the same number and names) is also on line ${line} of the file.`,
} as const;

/** Case, spaces, hyphens and underscores do not matter in a header. */
function mapColumns(header: readonly string[]) {
  const columns: Partial<Record<BatchField, number>> = {};
  header.forEach((cell, index) => {
    const column = batchColumns.find((candidate) => fold(candidate.header) === fold(cell));
    if (column && columns[column.field] === undefined) columns[column.field] = index;
  });
  const missing = batchColumns
    .filter((column) => column.required && columns[column.field] === undefined)
    .map((column) => column.header);
  return { columns, missing };
}

/** A header that a comma never split, but a semicolon would have: a 'CSV' saved with ';'. */
function isSemicolonSeparated(header: readonly string[]): boolean {
  return header.length === 1 && (header[0] ?? '').split(';').length >= 3;
}

/** Which number a row gives, by its form; null when it is neither. */
export function numberKindOf(number: string): NumberKind | null {
  if (CERTIFICATE_NUMBER_PATTERN.test(number)) return 'certificate';
  if (STUDENT_NUMBER_PATTERN.test(number)) return 'student';
  return null;
}

function checkRow(
  cells: readonly string[],
  line: number,
  columns: Partial<Record<BatchField, number>>,
): BatchRow {
  const read = (field: BatchField) => {
    const index = columns[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const input = Object.fromEntries(batchColumns.map(({ field }) => [field, read(field)])) as Record<
    BatchField,
    string
  >;
  const errors: RowProblem[] = [];
  const fail = (field: BatchField, message: string) =>
    errors.push({ column: headerOf[field], message });

  const number = normaliseNumber(input.number);
  const kind = numberKindOf(number);
  if (number === '') fail('number', batchMessages.numberMissing);
  else if (!kind) fail('number', batchMessages.numberForm);
  for (const field of ['firstName', 'surname'] as const) {
    const name = tidyName(input[field]);
    if (name === '') fail(field, batchMessages.nameMissing(headerOf[field]));
    else if (normaliseName(name).length > NAME_LIMIT) {
      fail(field, batchMessages.nameTooLong(headerOf[field]));
    }
  }
  let awardedDate: string | null = null;
  if (input.awardedDate !== '') {
    awardedDate = parseImportDate(input.awardedDate);
    if (awardedDate === null) fail('awardedDate', batchMessages.dateInvalid);
  }
  const query =
    errors.length > 0 || !kind
      ? null
      : {
          kind,
          number,
          certificateNumber: kind === 'certificate' ? number : null,
          studentNumber: kind === 'student' ? number : null,
          firstName: normaliseName(input.firstName),
          surname: normaliseName(input.surname),
        };
  return {
    line,
    input,
    query,
    claims: { qualification: input.qualification || null, awardedDate },
    reference: input.reference,
    errors,
  };
}

export type BatchFileCheck = { ok: false; fileErrors: string[] } | { ok: true; rows: BatchRow[] };

/**
 * The dry run: the file's columns and size, each row, and a candidate repeated within it. `table`
 * is the parsed file, header first; blank lines are skipped. Nothing is sent.
 */
export function checkBatchFile(table: readonly (readonly string[])[]): BatchFileCheck {
  const [header = [], ...body] = table;
  if (isSemicolonSeparated(header)) return { ok: false, fileErrors: [batchMessages.semicolons] };
  const { columns, missing } = mapColumns(header);
  if (missing.length > 0) {
    return { ok: false, fileErrors: [batchMessages.missingColumns(missing)] };
  }
  const data = body
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (data.length === 0) return { ok: false, fileErrors: [batchMessages.noRows] };
  if (data.length > BATCH_ROW_LIMIT) {
    return { ok: false, fileErrors: [batchMessages.tooManyRows(data.length)] };
  }
  const rows = data.map(({ cells, line }) => checkRow(cells, line, columns));
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    if (!row.query) continue;
    const candidate = JSON.stringify([row.query.number, row.query.firstName, row.query.surname]);
    const earlier = firstLine.get(candidate);
    if (earlier === undefined) firstLine.set(candidate, row.line);
    else {
      row.errors.push({ column: headerOf.number, message: batchMessages.duplicate(earlier) });
      row.query = null;
    }
  }
  return { ok: true, rows };
}

/** Every problem of the dry run, line by line. */
export function batchProblems(rows: readonly BatchRow[]) {
  return rows.flatMap((row) => row.errors.map((error) => ({ line: row.line, ...error })));
}

/** The rows split into batches of at most BATCH_KEY_LIMIT, each with the row its first is. */
export function batchesOf<Row>(
  rows: readonly Row[],
  size = BATCH_KEY_LIMIT,
): { firstRow: number; rows: Row[] }[] {
  const batches: { firstRow: number; rows: Row[] }[] = [];
  for (let firstRow = 0; firstRow < rows.length; firstRow += size) {
    batches.push({ firstRow, rows: rows.slice(firstRow, firstRow + size) });
  }
  return batches;
}

// ---- The verifier's day ---------------------------------------------------------------------

/** A verifier's quota as stored: when its day opened and the rows counted in it. */
export type BatchQuota = { windowStart: Date; rows: number };

export function batchWindowEndsAt(quota: BatchQuota): Date {
  return new Date(quota.windowStart.getTime() + BATCH_WINDOW_MINUTES * 60 * 1000);
}

/** Rows the verifier may still check now: its allowance, less what its open day has counted. */
export function rowsLeft(quota: BatchQuota | null, allowance: number, now: Date): number {
  if (!quota || batchWindowEndsAt(quota).getTime() <= now.getTime()) return allowance;
  return Math.max(0, allowance - quota.rows);
}

/** When the allowance is whole again: the end of the open day, or now if none is open. */
export function allowanceResetsAt(quota: BatchQuota | null, now: Date): Date {
  return quota && batchWindowEndsAt(quota).getTime() > now.getTime()
    ? batchWindowEndsAt(quota)
    : now;
}

// ---- What each row found --------------------------------------------------------------------

/** What one row's check came to, as the results list and file say it. */
export type BatchOutcome =
  | {
      kind: 'found';
      status: CertificateStatus;
      statusChangedAt: Date | null;
      certificate: FoundCertificate;
      /** The claims that are not what the record says: the qualification, the date. */
      differs: ('qualification' | 'awardedDate')[];
    }
  | { kind: 'no-match' }
  /** Past the day's allowance: not sent, and why. */
  | { kind: 'over-allowance'; resetsAt: Date }
  /** Not reached: the run was cancelled, or failed before this row. */
  | { kind: 'not-run'; reason: string };

/** The row's claims against the record: which of them the record does not bear out. */
export function differencesFrom(
  certificate: FoundCertificate,
  claims: Claims,
): ('qualification' | 'awardedDate')[] {
  const differs: ('qualification' | 'awardedDate')[] = [];
  if (claims.qualification && fold(claims.qualification) !== fold(certificate.qualification)) {
    differs.push('qualification');
  }
  if (claims.awardedDate) {
    const recorded = parseImportDate(certificate.awardedDate) ?? certificate.awardedDate.trim();
    if (recorded !== claims.awardedDate) differs.push('awardedDate');
  }
  return differs;
}

export function foundOutcome(certificate: FoundCertificate, claims: Claims): BatchOutcome {
  return {
    kind: 'found',
    status: certificate.status,
    statusChangedAt: certificate.statusChangedAt,
    certificate,
    differs: differencesFrom(certificate, claims),
  };
}

const since = (date: Date | null) => (date ? ` on ${formatLongDate(date)}` : '');

/** A found certificate's standing in a few words: 'Valid', 'Withdrawn on 3 March 2026'. */
export function statusWords(status: CertificateStatus, changedAt: Date | null): string {
  switch (status) {
    case 'valid':
      return 'Valid';
    case 'suspended':
      return `Under review (suspended${since(changedAt)})`;
    case 'withdrawn':
      return `Withdrawn${since(changedAt)}`;
    case 'replaced':
      return `Replaced${since(changedAt)}`;
  }
}

/** The result as the list and the file say it. */
export function outcomeWords(outcome: BatchOutcome): string {
  switch (outcome.kind) {
    case 'found': {
      const standing = statusWords(outcome.status, outcome.statusChangedAt);
      if (outcome.differs.length === 0) return standing;
      const what = outcome.differs
        .map((field) => (field === 'qualification' ? 'qualification' : 'awarded date'))
        .join(' and ');
      return `Details differ: the claimed ${what} is not the record’s (${standing})`;
    }
    case 'no-match':
      return 'No match';
    case 'over-allowance':
      return `Not checked: past today’s allowance, which resets ${formatDateTime(outcome.resetsAt)}`;
    case 'not-run':
      return `Not checked: ${outcome.reason}`;
  }
}

/** A found certificate's standing in a word or two, as a result's badge says it. */
export function statusLabel(status: CertificateStatus): string {
  return {
    valid: 'Valid',
    suspended: 'Under review',
    withdrawn: 'Withdrawn',
    replaced: 'Replaced',
  }[status];
}

/** The short label a result's badge shows. */
export function outcomeLabel(outcome: BatchOutcome): string {
  if (outcome.kind === 'found') {
    return outcome.differs.length > 0 ? 'Details differ' : statusLabel(outcome.status);
  }
  return { 'no-match': 'No match', 'over-allowance': 'Not checked', 'not-run': 'Not checked' }[
    outcome.kind
  ];
}

/** How many results say each label, in the order first met: 'Valid: 3 · No match: 1'. */
export function labelCounts(labels: Iterable<string>): string {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, count]) => `${label}: ${count}`).join(' · ');
}

/**
 * The results as a CSV file (formula-safe, as every export is: ./csv.ts): each row as typed, with
 * its result, and the receipt anyone can re-check it on.
 */
export function batchResultsCsv(
  rows: readonly BatchRow[],
  outcomes: ReadonlyMap<number, BatchOutcome>,
  receiptAddress: string | null,
): string {
  const header = [
    'Line',
    ...batchColumns.map((column) => column.header),
    'Result',
    'Certificate Number',
    'Qualification',
    'Receipt',
  ];
  const lines = rows.map((row) => {
    const outcome = outcomes.get(row.line);
    const typed = batchColumns.map((column) => row.input[column.field]);
    if (!outcome) {
      const problems = row.errors.map((error) => `${error.column}: ${error.message}`).join(' ');
      return [
        row.line,
        ...typed,
        problems ? `Not checked: ${problems}` : 'Not checked',
        '',
        '',
        '',
      ];
    }
    const found = outcome.kind === 'found' ? outcome.certificate : null;
    return [
      row.line,
      ...typed,
      outcomeWords(outcome),
      found?.certificateNumber ?? '',
      found?.qualification ?? '',
      outcome.kind === 'found' || outcome.kind === 'no-match' ? (receiptAddress ?? '') : '',
    ];
  });
  return csvText([header, ...lines]);
}

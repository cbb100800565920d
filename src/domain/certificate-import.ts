import { DEFAULT_CENTRE_NUMBER, tidyName, type CertificateDetails } from './certificate';
import { numberFormatError } from './certificate-numbers';
import {
  headerOf,
  importColumns,
  mapColumns,
  matchCourseTitle,
  type ColumnMap,
  type ImportField,
} from './import-columns';
import { dayOf, parseIsoDay, toIsoDay } from './iso-day';
import { learnerEmailError, normaliseLearnerEmail } from './learner-email';
import { IMPORT_ROW_LIMIT, NAME_LIMIT } from './limits';
import { normaliseNumber } from './verification-index';

/**
 * Bulk import of certificates from a CSV file (issue 17): the dry run's checks of each row on its
 * own and of the file as a whole. The columns are import-columns.ts; the checks against the
 * register and the ids each row is written under, import-register.ts. Pure functions only: the
 * screen, the import run, the benchmark and the tests all check a file the same way.
 */

export type RowProblem = { column: string; message: string };

/** One data row after the dry run. `line` is its line in the file: the header is line 1. */
export type CheckedRow = {
  line: number;
  /** What was read, trimmed: the results file repeats it. */
  input: Record<ImportField, string>;
  /** What would be written; null when the row has errors. */
  details: CertificateDetails | null;
  errors: RowProblem[];
  warnings: RowProblem[];
};

/** yyyy-mm-dd or dd/mm/yyyy as yyyy-mm-dd; null when it is neither or no such day exists. */
export function parseImportDate(value: string): string | null {
  const trimmed = value.trim();
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const day = uk ? dayOf(Number(uk[3]), Number(uk[2]), Number(uk[1])) : parseIsoDay(trimmed);
  return day ? toIsoDay(day) : null;
}

export const importMessages = {
  missingColumns: (headers: string[]) =>
    `The file has no ${headers.join(', ')} column${headers.length > 1 ? 's' : ''}. Download the template to see the columns.`,
  noRows: 'The file has a header but no certificates.',
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-GB')} rows; at most ${IMPORT_ROW_LIMIT.toLocaleString('en-GB')} can be imported at once. Split it into smaller files.`,
  nameMissing: (header: string) => `Enter the ${header.toLowerCase()}.`,
  nameTooLong: (header: string) =>
    `The ${header.toLowerCase()} must be ${NAME_LIMIT} characters or fewer.`,
  courseMissing: 'Enter the course name.',
  courseUnknown: (value: string, suggestion: string | null) =>
    suggestion
      ? `"${value}" is not a qualification in our catalogue. Did you mean "${suggestion}"?`
      : `"${value}" is not a qualification in our catalogue.`,
  dateMissing: 'Enter the awarded date.',
  dateInvalid: 'Enter the awarded date as yyyy-mm-dd or dd/mm/yyyy, for example 2025-07-14.',
  dateInFuture: 'The awarded date cannot be in the future.',
  birthYearInvalid: 'Enter the birth year as two digits, for example 92, or leave it empty.',
  centreInvalid: 'Enter the centre number as up to 16 letters and digits, or leave it empty.',
  numberRepeated: (header: string, line: number) =>
    `This ${header.toLowerCase()} is also on line ${line} of the file.`,
  numberInUse: (header: string) => `This ${header.toLowerCase()} is already on the register.`,
  existingLearner:
    'A certificate for a learner with these names, this course and this date is already on the register.',
} as const;

/**
 * Checks one row on its own (the register and the rest of the file are checked afterwards).
 * `cells` is the row as parsed, `today` yyyy-mm-dd.
 */
export function checkRow(
  cells: readonly string[],
  line: number,
  columns: ColumnMap,
  { titles, today }: { titles: readonly string[]; today: string },
): CheckedRow {
  const read = (field: ImportField) => {
    const index = columns[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const input = Object.fromEntries(
    importColumns.map(({ field }) => [field, read(field)]),
  ) as Record<ImportField, string>;
  const errors: RowProblem[] = [];
  const fail = (field: ImportField, message: string) =>
    errors.push({ column: headerOf[field], message });

  for (const field of ['firstName', 'surname'] as const) {
    const name = tidyName(input[field]);
    if (name === '') fail(field, importMessages.nameMissing(headerOf[field]));
    else if (name.length > NAME_LIMIT) fail(field, importMessages.nameTooLong(headerOf[field]));
  }

  let courseName = '';
  if (input.courseName === '') fail('courseName', importMessages.courseMissing);
  else {
    const match = matchCourseTitle(input.courseName, titles);
    if ('title' in match) courseName = match.title;
    else fail('courseName', importMessages.courseUnknown(input.courseName, match.suggestion));
  }

  let awardedDate = '';
  if (input.awardedDate === '') fail('awardedDate', importMessages.dateMissing);
  else {
    const parsed = parseImportDate(input.awardedDate);
    if (parsed === null) fail('awardedDate', importMessages.dateInvalid);
    else if (parsed > today) fail('awardedDate', importMessages.dateInFuture);
    else awardedDate = parsed;
  }

  if (!/^(\d{2})?$/.test(input.birthYear)) fail('birthYear', importMessages.birthYearInvalid);
  if (!/^[A-Za-z0-9]{0,16}$/.test(input.centreNumber)) {
    fail('centreNumber', importMessages.centreInvalid);
  }
  for (const field of ['certificateNumber', 'studentNumber'] as const) {
    const message = numberFormatError(field, input[field]);
    if (message) fail(field, message);
  }
  const emailProblem = learnerEmailError(input.learnerEmail);
  if (emailProblem) fail('learnerEmail', emailProblem);

  const details: CertificateDetails | null =
    errors.length > 0
      ? null
      : {
          certificateNumber: normaliseNumber(input.certificateNumber),
          studentNumber: normaliseNumber(input.studentNumber),
          firstName: tidyName(input.firstName),
          surname: tidyName(input.surname),
          courseName,
          awardedDate,
          birthYear: input.birthYear,
          centreNumber: input.centreNumber === '' ? DEFAULT_CENTRE_NUMBER : input.centreNumber,
          learnerEmail: normaliseLearnerEmail(input.learnerEmail),
        };
  return { line, input, details, errors, warnings: [] };
}

export type ImportCheck = { ok: false; fileErrors: string[] } | { ok: true; rows: CheckedRow[] };

/**
 * The dry run's checks that need only the file: its columns and size, each row, and numbers
 * repeated within it. `table` is the parsed file, header first; blank lines are skipped.
 */
export function checkImportFile(
  table: readonly (readonly string[])[],
  context: { titles: readonly string[]; today: string },
): ImportCheck {
  const [header = [], ...body] = table;
  const { columns, missing } = mapColumns(header);
  if (missing.length > 0)
    return { ok: false, fileErrors: [importMessages.missingColumns(missing)] };
  const data = body
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (data.length === 0) return { ok: false, fileErrors: [importMessages.noRows] };
  if (data.length > IMPORT_ROW_LIMIT) {
    return { ok: false, fileErrors: [importMessages.tooManyRows(data.length)] };
  }
  const rows = data.map(({ cells, line }) => checkRow(cells, line, columns, context));
  for (const field of ['certificateNumber', 'studentNumber'] as const) {
    const firstLine = new Map<string, number>();
    for (const row of rows) {
      const number = normaliseNumber(row.input[field]);
      if (number === '') continue;
      const earlier = firstLine.get(number);
      if (earlier === undefined) firstLine.set(number, row.line);
      else reject(row, field, importMessages.numberRepeated(headerOf[field], earlier));
    }
  }
  return { ok: true, rows };
}

export function reject(row: CheckedRow, field: ImportField, message: string) {
  row.errors.push({ column: headerOf[field], message });
  row.details = null;
}

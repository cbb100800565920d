import { DEFAULT_CENTRE_NUMBER, tidyName, type CertificateDetails } from './certificate';
import { numberFormatError } from './certificate-numbers';
import { dayOf, parseIsoDay, toIsoDay } from './iso-day';
import { IMPORT_ROW_LIMIT, NAME_LIMIT } from './limits';
import { normaliseName, normaliseNumber } from './verification-index';

/**
 * Bulk import of certificates from a CSV file (issue 17): the columns, the dry run's checks of
 * each row, and the ids each row is written under. Pure functions only: the screen, the import
 * run, the benchmark and the tests all check a file the same way.
 */

export type ImportField = keyof CertificateDetails;

/** The template's columns, in order, with the header each is read from. */
export const importColumns: readonly { field: ImportField; header: string; required: boolean }[] = [
  { field: 'firstName', header: 'First Name', required: true },
  { field: 'surname', header: 'Surname', required: true },
  { field: 'courseName', header: 'Course Name', required: true },
  { field: 'awardedDate', header: 'Awarded Date', required: true },
  { field: 'birthYear', header: 'Birth Year', required: false },
  { field: 'certificateNumber', header: 'Certificate Number', required: false },
  { field: 'studentNumber', header: 'Student Number', required: false },
  { field: 'centreNumber', header: 'Centre Number', required: false },
];

const headerOf = Object.fromEntries(
  importColumns.map((column) => [column.field, column.header]),
) as Record<ImportField, string>;

/** The downloadable template: the header and one example row. */
export function importTemplateRows(courseTitle: string): string[][] {
  return [
    importColumns.map((column) => column.header),
    ['Ada', 'Lovelace', courseTitle, '2025-07-14', '92', '', '', DEFAULT_CENTRE_NUMBER],
  ];
}

/** Case, spaces, hyphens and underscores do not matter in a header or a course title. */
function fold(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

export type ColumnMap = Partial<Record<ImportField, number>>;

/** Where each known column is in the header row, and which required ones are missing. */
export function mapColumns(header: readonly string[]): { columns: ColumnMap; missing: string[] } {
  const columns: ColumnMap = {};
  header.forEach((cell, index) => {
    const column = importColumns.find((candidate) => fold(candidate.header) === fold(cell));
    if (column && columns[column.field] === undefined) columns[column.field] = index;
  });
  const missing = importColumns
    .filter((column) => column.required && columns[column.field] === undefined)
    .map((column) => column.header);
  return { columns, missing };
}

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

/** Edit distance between two strings, for suggesting the nearest course title. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const [up, left, diagonal] = [previous[j] ?? 0, current[j - 1] ?? 0, previous[j - 1] ?? 0];
      current[j] = Math.min(up + 1, left + 1, diagonal + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The catalogue title a course name means, ignoring case and spacing; otherwise the nearest
 * title when it is a near miss (a few letters out), for the message to suggest.
 */
export function matchCourseTitle(
  value: string,
  titles: readonly string[],
): { title: string } | { suggestion: string | null } {
  const wanted = fold(value);
  const exact = titles.find((title) => fold(title) === wanted);
  if (exact) return { title: exact };
  let nearest: { title: string; distance: number } | null = null;
  for (const title of titles) {
    // Spreadsheets often hold the title without the awarding body's name and the '(RQF)'.
    const core = title.replace(/^Larkfield\s+/i, '').replace(/\s*\(RQF\)$/i, '');
    const distance = Math.min(editDistance(wanted, fold(title)), editDistance(wanted, fold(core)));
    if (!nearest || distance < nearest.distance) nearest = { title, distance };
  }
  const nearMiss = nearest && nearest.distance <= Math.max(3, Math.floor(wanted.length / 4));
  return { suggestion: nearMiss && nearest ? nearest.title : null };
}

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

function reject(row: CheckedRow, field: ImportField, message: string) {
  row.errors.push({ column: headerOf[field], message });
  row.details = null;
}

/** What the register already holds that a file's rows may clash with. */
export type RegisterFacts = {
  certificateNumbers: ReadonlySet<string>;
  studentNumbers: ReadonlySet<string>;
  /** learnerKey() of every certificate for the file's surnames. */
  learners: ReadonlySet<string>;
};

/** Same names, course and date: how a row is matched with a certificate already recorded. */
export function learnerKey(
  details: Pick<CertificateDetails, 'firstName' | 'surname' | 'courseName' | 'awardedDate'>,
): string {
  return JSON.stringify([
    normaliseName(details.firstName),
    normaliseName(details.surname),
    fold(details.courseName),
    details.awardedDate.trim(),
  ]);
}

/** The dry run's checks against the register: numbers in use are errors, known learners warnings. */
export function checkAgainstRegister(rows: CheckedRow[], register: RegisterFacts): CheckedRow[] {
  return rows.map((original) => {
    const row: CheckedRow = {
      ...original,
      errors: [...original.errors],
      warnings: [...original.warnings],
    };
    const certificateNumber = normaliseNumber(row.input.certificateNumber);
    const studentNumber = normaliseNumber(row.input.studentNumber);
    if (certificateNumber && register.certificateNumbers.has(certificateNumber)) {
      reject(row, 'certificateNumber', importMessages.numberInUse(headerOf.certificateNumber));
    }
    if (studentNumber && register.studentNumbers.has(studentNumber)) {
      reject(row, 'studentNumber', importMessages.numberInUse(headerOf.studentNumber));
    }
    if (original.details && register.learners.has(learnerKey(original.details))) {
      row.warnings.push({ column: headerOf.firstName, message: importMessages.existingLearner });
    }
    return row;
  });
}

/** The rows that would be imported, and every problem as one line of the error report. */
export function summariseCheck(rows: readonly CheckedRow[]) {
  const problems = rows.flatMap((row) => [
    ...row.errors.map((problem) => ({ line: row.line, kind: 'Error', ...problem })),
    ...row.warnings.map((problem) => ({ line: row.line, kind: 'Warning', ...problem })),
  ]);
  return {
    ready: rows.filter((row) => row.details !== null),
    errorRows: rows.filter((row) => row.details === null).length,
    warningRows: rows.filter((row) => row.warnings.length > 0).length,
    problems,
  };
}

/**
 * The ids a row is written under, derived from the file's SHA-256 and the row's line, so the same
 * file uploaded again names the same documents and nothing is created twice.
 */
export function importRowIds(fileHash: string, line: number) {
  if (!/^[0-9a-f]{64}$/.test(fileHash)) throw new Error('A file hash is 64 hex digits.');
  if (!Number.isInteger(line) || line < 2) throw new Error('A data row starts on line 2.');
  const certificateId = `import-${fileHash.slice(0, 32)}-${line}`;
  return { certificateId, eventId: `${certificateId}-created` };
}

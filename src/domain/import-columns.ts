import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from './certificate';

/**
 * The columns of a certificate import's CSV file (certificate-import.ts checks its rows): the
 * template, where each column is in a file's header, and the course titles a row may name.
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
  { field: 'learnerEmail', header: 'Learner E-mail', required: false },
];

export const headerOf = Object.fromEntries(
  importColumns.map((column) => [column.field, column.header]),
) as Record<ImportField, string>;

/** The downloadable template: the header and one example row. */
export function importTemplateRows(courseTitle: string): string[][] {
  return [
    importColumns.map((column) => column.header),
    [
      'Ada',
      'Lovelace',
      courseTitle,
      '2025-07-14',
      '92',
      '',
      '',
      DEFAULT_CENTRE_NUMBER,
      'ada.lovelace@example.com',
    ],
  ];
}

/** Case, spaces, hyphens and underscores do not matter in a header or a course title. */
export function fold(value: string): string {
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

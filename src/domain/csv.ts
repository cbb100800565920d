/**
 * Writing CSV files that spreadsheets open safely (issue 17). A cell that begins with `=`, `+`,
 * `-`, `@`, a tab or a carriage return would be run as a formula by Excel, LibreOffice or Google
 * Sheets, so it is written with a leading apostrophe, which they show as text. Every file starts
 * with a byte-order mark, so a spreadsheet reads it as UTF-8 rather than guessing.
 */

export const BYTE_ORDER_MARK = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text a spreadsheet will not run. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell, neutralised, and quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = neutraliseCell(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of a CSV file, ending in CRLF as RFC 4180 has it. */
export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole file: the mark, then every row. */
export function csvText(
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return BYTE_ORDER_MARK + rows.map(csvLine).join('');
}

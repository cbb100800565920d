/** A count as the import screen writes it: 5,000. */
export const count = (value: number) => value.toLocaleString('en-GB');

/** The chosen file's name without '.csv', to name the reports downloaded for it. */
export function baseName(fileName: string) {
  return fileName.replace(/\.csv$/i, '') || 'import';
}

import Papa from 'papaparse';

/**
 * Reading an uploaded CSV file, as the certificate import and the employers' batch check both
 * read one. Papa Parse reads commas, quoted fields with commas, quotes and line breaks inside,
 * and either line ending.
 */
export function parseCsv(text: string): string[][] {
  const withoutMark = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(withoutMark, { delimiter: ',', skipEmptyLines: false });
  return parsed.data.map((row) => row.map((cell) => String(cell ?? '')));
}

/** Decodes a file's bytes as UTF-8; a byte-order mark is dropped. */
export function decodeUtf8(bytes: ArrayBuffer): string {
  return new TextDecoder('utf-8').decode(bytes);
}

/** '3 min 20 s left', from the rate so far; empty until there is a rate to go on. */
export function timeLeft(done: number, total: number, elapsedMs: number): string {
  if (done === 0 || elapsedMs <= 0 || done >= total) return '';
  const seconds = Math.ceil(((total - done) * elapsedMs) / done / 1000);
  if (seconds < 60) return `about ${seconds} s left`;
  return `about ${Math.floor(seconds / 60)} min ${seconds % 60} s left`;
}

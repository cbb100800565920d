import { BYTE_ORDER_MARK, csvLine } from './csv';

/**
 * Exports a paged list to CSV (issue 17): one page read at a time, each turned into lines and
 * let go before the next is read, so no screen ever reads a whole collection in one go. Any
 * list with a cursor can be exported: the student list, the review queues, the activity page.
 */

export type ExportColumn<Row> = {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
};

export type ExportPage<Row, Cursor> = {
  rows: readonly Row[];
  /** Null when this was the last page. */
  next: Cursor | null;
  /** Documents the database read for the page, when the reader knows. */
  documentsRead?: number;
};

export type ExportProgress = { rows: number; pages: number };

type ExportResult = {
  /** The file's parts in order: the mark and header, then a part per page. */
  parts: string[];
  rows: number;
  pages: number;
  documentsRead: number;
  /** False when cancelled before the last page. */
  complete: boolean;
};

export class ExportCancelledError extends Error {
  constructor() {
    super('The export was cancelled.');
    this.name = 'ExportCancelledError';
  }
}

export async function exportPages<Row, Cursor>({
  columns,
  fetchPage,
  onProgress,
  signal,
}: {
  columns: readonly ExportColumn<Row>[];
  fetchPage: (after: Cursor | null) => Promise<ExportPage<Row, Cursor>>;
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
}): Promise<ExportResult> {
  const parts = [BYTE_ORDER_MARK + csvLine(columns.map((column) => column.header))];
  let after: Cursor | null = null;
  let rows = 0;
  let pages = 0;
  let documentsRead = 0;
  do {
    if (signal?.aborted) throw new ExportCancelledError();
    const page: ExportPage<Row, Cursor> = await fetchPage(after);
    parts.push(
      page.rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join(''),
    );
    rows += page.rows.length;
    pages += 1;
    documentsRead += page.documentsRead ?? page.rows.length;
    after = page.next;
    onProgress?.({ rows, pages });
  } while (after !== null);
  return { parts, rows, pages, documentsRead, complete: true };
}

import { describe, expect, it } from 'vitest';

import { ExportCancelledError, exportPages, type ExportPage } from './csv-export';

type Row = { name: string; note: string };
const columns = [
  { header: 'Name', value: (row: Row) => row.name },
  { header: 'Note', value: (row: Row) => row.note },
];

/** Three pages of two rows, the cursor being the next page's number. */
function pagesOf(rows: Row[], size = 2) {
  const asked: (number | null)[] = [];
  const fetchPage = async (after: number | null): Promise<ExportPage<Row, number>> => {
    asked.push(after);
    const start = after ?? 0;
    const next = start + size < rows.length ? start + size : null;
    return { rows: rows.slice(start, start + size), next };
  };
  return { asked, fetchPage };
}

const rows: Row[] = [
  { name: 'Ada', note: '=1+2' },
  { name: 'Grace', note: 'plain' },
  { name: '@Alan', note: 'a, b' },
  { name: 'Tim', note: '-5' },
  { name: 'Kathleen', note: '' },
];

describe('exporting page by page', () => {
  it('reads one page at a time, following the cursor, and writes every row once', async () => {
    const { asked, fetchPage } = pagesOf(rows);
    const progress: number[] = [];
    const result = await exportPages({
      columns,
      fetchPage,
      onProgress: ({ rows: done }) => progress.push(done),
    });
    expect(asked).toEqual([null, 2, 4]);
    expect(progress).toEqual([2, 4, 5]);
    expect(result).toMatchObject({ rows: 5, pages: 3, documentsRead: 5, complete: true });
    expect(result.parts.join('')).toBe(
      '\uFEFFName,Note\r\n' +
        "Ada,'=1+2\r\nGrace,plain\r\n" +
        '\'@Alan,"a, b"\r\nTim,\'-5\r\n' +
        'Kathleen,\r\n',
    );
  });

  it('stops before the next page once cancelled', async () => {
    const { asked, fetchPage } = pagesOf(rows);
    const stop = new AbortController();
    await expect(
      exportPages({ columns, fetchPage, signal: stop.signal, onProgress: () => stop.abort() }),
    ).rejects.toBeInstanceOf(ExportCancelledError);
    expect(asked).toEqual([null]);
  });

  it('writes the header alone for an empty list', async () => {
    const result = await exportPages({ columns, fetchPage: pagesOf([]).fetchPage });
    expect(result.parts.join('')).toBe('\uFEFFName,Note\r\n');
    expect(result.rows).toBe(0);
  });
});

import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  ExportCancelledError,
  exportPages,
  type ExportColumn,
  type ExportPage,
  type ExportProgress,
} from '@/domain/csv-export';
import { downloadFile } from '@/lib/download-file';

type ExportCsvButtonProps<Row, Cursor> = {
  /** The file's name, e.g. 'student-list.csv'. */
  fileName: string;
  columns: readonly ExportColumn<Row>[];
  /** One page of the list, after the cursor (null for the first). */
  fetchPage: (after: Cursor | null) => Promise<ExportPage<Row, Cursor>>;
  /** What is exported, said on the button: 'Export CSV' unless given. */
  label?: string;
};

const count = (value: number) => value.toLocaleString('en-GB');

/**
 * 'Export CSV' for any paged list: reads it page by page with the count so far on screen and a
 * Cancel, then saves one CSV file (UTF-8 with a byte-order mark, formulas neutralised).
 */
export function ExportCsvButton<Row, Cursor>({
  fileName,
  columns,
  fetchPage,
  label = 'Export CSV',
}: ExportCsvButtonProps<Row, Cursor>) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const stopRef = useRef<AbortController | null>(null);
  const run = useMutation({
    mutationFn: async () => {
      const stop = new AbortController();
      stopRef.current = stop;
      setProgress({ rows: 0, pages: 0 });
      const result = await exportPages({
        columns,
        fetchPage,
        onProgress: setProgress,
        signal: stop.signal,
      });
      downloadFile(fileName, result.parts.join(''));
      return result;
    },
  });
  const cancelled = run.error instanceof ExportCancelledError;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" disabled={run.isPending} onClick={() => run.mutate()}>
        {label}
      </Button>
      {run.isPending ? (
        <>
          <span role="status" className="text-sm text-slate-700">
            Exporting… {count(progress?.rows ?? 0)} rows so far
          </span>
          <Button variant="ghost" size="sm" onClick={() => stopRef.current?.abort()}>
            Cancel export
          </Button>
        </>
      ) : null}
      {run.isSuccess ? (
        <span role="status" className="text-sm text-slate-700">
          Exported {count(run.data.rows)} rows to {fileName}.
        </span>
      ) : null}
      {cancelled ? (
        <span role="status" className="text-sm text-slate-700">
          Export cancelled.
        </span>
      ) : null}
      {run.isError && !cancelled ? (
        <Alert tone="error" role="alert" title="The export stopped.">
          {run.error.message}
        </Alert>
      ) : null}
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { qualifications } from '@/content/qualifications';
import {
  checkAgainstRegister,
  checkImportFile,
  summariseCheck,
  type ImportCheck,
} from '@/domain/certificate-import';
import { toIsoDay } from '@/domain/iso-day';
import { IMPORT_ROW_LIMIT } from '@/domain/limits';
import { downloadFile } from '@/lib/download-file';

import { firestoreImportApi, type ImportApi } from '../../api/import-api';
import type { ImportProgress, ImportRunResult } from '../../api/import-certificates';
import { importKeys, numberKeys } from '../../api/number-keys';
import {
  decodeUtf8,
  errorReportCsv,
  fileHash,
  parseCsv,
  resultsCsv,
  templateCsv,
} from '../../utils/import-files';
import { FileDrop } from './file-drop';
import { ImportProgressBar } from './import-progress';
import { ImportReport } from './import-report';

const titles = qualifications.map((qualification) => qualification.title);
const count = (value: number) => value.toLocaleString('en-GB');

type ChosenFile = { name: string; hash: string; check: ImportCheck };

function baseName(fileName: string) {
  return fileName.replace(/\.csv$/i, '') || 'import';
}

/**
 * Issue 17: choose a file, see the dry run's report, import what it found ready with progress
 * and a Cancel, then download the results. Nothing is written before 'Import N certificates'.
 */
export function ImportCertificates({ api = firestoreImportApi }: { api?: ImportApi }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [reading, setReading] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const [now, setNow] = useState(0);
  const stopRef = useRef<AbortController | null>(null);

  const fileRows = file?.check.ok ? file.check.rows : null;
  const facts = useQuery({
    queryKey: importKeys.registerFacts(file?.hash ?? ''),
    queryFn: () => api.readRegisterFacts(fileRows ?? []),
    enabled: fileRows !== null,
    meta: { errorMessage: 'The register could not be checked for the import.' },
  });
  const checkedRows = useMemo(
    () => (fileRows && facts.data ? checkAgainstRegister(fileRows, facts.data) : null),
    [fileRows, facts.data],
  );
  const summary = useMemo(() => (checkedRows ? summariseCheck(checkedRows) : null), [checkedRows]);

  const run = useMutation({
    mutationFn: async (): Promise<ImportRunResult> => {
      if (!file || !summary) throw new Error('No file has been checked.');
      const stop = new AbortController();
      stopRef.current = stop;
      const started = Date.now();
      setStartedAt(started);
      return api.importCertificates({
        fileHash: file.hash,
        fileName: file.name,
        rows: summary.ready.flatMap((row) =>
          row.details ? [{ line: row.line, details: row.details }] : [],
        ),
        signal: stop.signal,
        onProgress: (next) => {
          setProgress(next);
          setNow(Date.now());
        },
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: numberKeys.used() }),
        queryClient.invalidateQueries({ queryKey: importKeys.all }),
      ]),
  });

  async function choose(chosen: File) {
    setReading(true);
    run.reset();
    setProgress(null);
    try {
      const bytes = await chosen.arrayBuffer();
      const table = parseCsv(decodeUtf8(bytes));
      setFile({
        name: chosen.name,
        hash: await fileHash(bytes),
        check: checkImportFile(table, { titles, today: toIsoDay(new Date()) }),
      });
    } finally {
      setReading(false);
    }
  }

  const running = run.isPending;
  const result = run.data;
  const canImport = summary !== null && summary.errorRows === 0 && summary.ready.length > 0;

  return (
    <div className="space-y-6">
      <section aria-labelledby="import-file-heading" className="space-y-4">
        <h2 id="import-file-heading" className="text-xl font-semibold text-brand-900">
          1. Choose a file
        </h2>
        <p className="text-slate-700">
          At most {count(IMPORT_ROW_LIMIT)} certificates a file. Start from the template: one row
          per certificate, the awarded date as yyyy-mm-dd or dd/mm/yyyy, and the course exactly as
          our catalogue names it. Leave the numbers empty to have them generated.
        </p>
        <Button
          variant="outline"
          onClick={() =>
            downloadFile('certificate-import-template.csv', templateCsv(titles[0] ?? ''))
          }
        >
          Download the template
        </Button>
        <FileDrop onFile={(chosen) => void choose(chosen)} disabled={running || reading} />
      </section>

      {reading ? <PageLoading /> : null}

      {file && !file.check.ok ? (
        <Alert tone="error" role="alert" title={`${file.name} cannot be imported`}>
          {file.check.fileErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}

      {file?.check.ok ? (
        <section aria-labelledby="import-check-heading" className="space-y-4">
          <h2 id="import-check-heading" className="text-xl font-semibold text-brand-900">
            2. Check {file.name}
          </h2>
          {facts.isPending ? <PageLoading /> : null}
          {facts.isError ? (
            <LoadFailure
              title="The register could not be checked."
              onRetry={() => void facts.refetch()}
            />
          ) : null}
          {summary ? (
            <>
              <ImportReport summary={summary} total={file.check.rows.length} />
              {summary.problems.length > 0 ? (
                <Button
                  variant="outline"
                  onClick={() =>
                    downloadFile(
                      `${baseName(file.name)}-errors.csv`,
                      errorReportCsv(summary.problems),
                    )
                  }
                >
                  Download the error report (CSV)
                </Button>
              ) : null}
              {summary.errorRows > 0 ? (
                <Alert tone="error" role="alert" title="Nothing has been imported">
                  Correct the rows with errors and choose the file again. Warnings do not stop an
                  import.
                </Alert>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}

      {file && canImport && summary ? (
        <section aria-labelledby="import-run-heading" className="space-y-4">
          <h2 id="import-run-heading" className="text-xl font-semibold text-brand-900">
            3. Import
          </h2>
          {!running && !result ? (
            <Button onClick={() => run.mutate()}>
              Import {count(summary.ready.length)} certificate
              {summary.ready.length === 1 ? '' : 's'}
            </Button>
          ) : null}
          {progress && (running || result) ? (
            <ImportProgressBar progress={progress} elapsedMs={now - startedAt} />
          ) : null}
          {running ? (
            <Button variant="outline" onClick={() => stopRef.current?.abort()}>
              Cancel
            </Button>
          ) : null}
          {run.isError ? (
            <Alert tone="error" role="alert" title="The import stopped">
              {run.error.message} What was imported is kept; choose Resume to carry on.
              <div className="mt-3">
                <Button variant="outline" onClick={() => run.mutate()}>
                  Resume
                </Button>
              </div>
            </Alert>
          ) : null}
          {result && checkedRows ? (
            <ImportOutcome
              result={result}
              onDownload={() =>
                downloadFile(
                  `${baseName(file.name)}-results.csv`,
                  resultsCsv(checkedRows, result.outcomes),
                )
              }
              onResume={() => run.mutate()}
            />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function ImportOutcome({
  result,
  onDownload,
  onResume,
}: {
  result: ImportRunResult;
  onDownload: () => void;
  onResume: () => void;
}) {
  const imported = result.outcomes.filter((row) => row.outcome === 'imported').length;
  const earlier = result.outcomes.filter((row) => row.outcome === 'already imported').length;
  const failed = result.outcomes.filter((row) => row.outcome === 'failed').length;
  const cancelled = result.status === 'cancelled';
  return (
    <Alert
      tone={failed > 0 || cancelled ? 'error' : 'success'}
      role="alert"
      title={cancelled ? 'Import cancelled' : 'Import finished'}
    >
      <p>
        {count(imported)} imported now
        {earlier > 0 ? `, ${count(earlier)} already imported before` : ''}
        {failed > 0 ? `, ${count(failed)} failed (see the results file)` : ''}.
        {cancelled ? ' Choose Resume to import the rest; nothing is imported twice.' : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={onDownload}>Download the results (CSV)</Button>
        {cancelled ? (
          <Button variant="outline" onClick={onResume}>
            Resume
          </Button>
        ) : null}
      </div>
    </Alert>
  );
}

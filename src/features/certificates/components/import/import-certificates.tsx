import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { IMPORT_ROW_LIMIT } from '@/domain/limits';
import { centreOf, type StaffRole } from '@/domain/staff';
import { downloadFile } from '@/lib/download-file';
import { useOwnCentre } from '@/lib/use-own-centre';

import { firestoreImportApi, type ImportApi } from '../../api/import-api';
import { courseTitles, useCertificateImport } from '../../hooks/use-certificate-import';
import { errorReportCsv, resultsCsv, templateCsv } from '../../utils/import-files';
import { baseName, count } from '../../utils/import-text';
import { FileDrop } from './file-drop';
import { ImportProgressBar } from './import-progress';
import { ImportOutcome } from './import-outcome';
import { ImportReport } from './import-report';

/**
 * Issue 17: choose a file, see the dry run's report, import what it found ready with progress
 * and a Cancel, then download the results. Nothing is written before 'Import N certificates'.
 * A centre's staff import for their own centre, whatever centre the file names.
 */
export function ImportCertificates({
  role,
  api = firestoreImportApi,
}: {
  role: StaffRole;
  api?: ImportApi;
}) {
  const centreNumber = centreOf(role);
  const { file, reading, facts, checkedRows, summary, run, progress, elapsedMs, choose, stop } =
    useCertificateImport(api, centreNumber);

  // A centre's staff whose centre is suspended (or gone) may check a file, but import nothing.
  const { closed } = useOwnCentre(api.readCentre, centreNumber);

  const running = run.isPending;
  const result = run.data;
  const canImport =
    closed === null && summary !== null && summary.errorRows === 0 && summary.ready.length > 0;

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
        {closed ? (
          <Alert tone="error" title="Certificates cannot be imported under your centre">
            {closed}
          </Alert>
        ) : null}
        {centreNumber ? (
          <p className="text-slate-700">
            Every certificate is recorded under your centre, {centreNumber}, whatever the file’s
            Centre Number column says.
          </p>
        ) : null}
        <Button
          variant="outline"
          onClick={() =>
            downloadFile('certificate-import-template.csv', templateCsv(courseTitles[0] ?? ''))
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
            <ImportProgressBar progress={progress} elapsedMs={elapsedMs} />
          ) : null}
          {running ? (
            <Button variant="outline" onClick={stop}>
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

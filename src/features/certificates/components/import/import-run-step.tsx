import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { downloadFile } from '@/lib/download-file';

import type { CertificateImport } from '../../hooks/use-certificate-import';
import { resultsCsv } from '../../utils/import-files';
import { baseName, count } from '../../utils/import-text';
import { ImportProgressBar } from './import-progress';
import { ImportOutcome } from './import-outcome';

type ImportRunStepProps = {
  fileName: string;
  /** The rows the dry run found ready. */
  ready: number;
  importer: Pick<CertificateImport, 'run' | 'progress' | 'elapsedMs' | 'stop' | 'checkedRows'>;
};

/** The import's last step: import what is ready, with progress, Cancel, Resume and the results. */
export function ImportRunStep({ fileName, ready, importer }: ImportRunStepProps) {
  const { run, progress, elapsedMs, stop, checkedRows } = importer;
  const running = run.isPending;
  const result = run.data;
  return (
    <section aria-labelledby="import-run-heading" className="space-y-4">
      <h2 id="import-run-heading" className="text-xl font-semibold text-brand-900">
        3. Import
      </h2>
      {!running && !result ? (
        <Button onClick={() => run.mutate()}>
          Import {count(ready)} certificate
          {ready === 1 ? '' : 's'}
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
              `${baseName(fileName)}-results.csv`,
              resultsCsv(checkedRows, result.outcomes),
            )
          }
          onResume={() => run.mutate()}
        />
      ) : null}
    </section>
  );
}

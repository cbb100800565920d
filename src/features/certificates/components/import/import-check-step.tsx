import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { downloadFile } from '@/lib/download-file';

import type { CertificateImport } from '../../hooks/use-certificate-import';
import { errorReportCsv } from '../../utils/import-files';
import { baseName } from '../../utils/import-text';
import { ImportReport } from './import-report';

type ImportCheckStepProps = {
  fileName: string;
  /** The file's rows, as its own check read them. */
  total: number;
  facts: CertificateImport['facts'];
  summary: CertificateImport['summary'];
};

/**
 * The import's second step, the dry run: the register's facts for the file's rows, then what
 * would be imported and every problem, with the error report to download.
 */
export function ImportCheckStep({ fileName, total, facts, summary }: ImportCheckStepProps) {
  return (
    <section aria-labelledby="import-check-heading" className="space-y-4">
      <h2 id="import-check-heading" className="text-xl font-semibold text-brand-900">
        2. Check {fileName}
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
          <ImportReport summary={summary} total={total} />
          {summary.problems.length > 0 ? (
            <Button
              variant="outline"
              onClick={() =>
                downloadFile(`${baseName(fileName)}-errors.csv`, errorReportCsv(summary.problems))
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
  );
}

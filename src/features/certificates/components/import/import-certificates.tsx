import { Alert } from '@/components/ui/alert';
import { PageLoading } from '@/components/ui/page-loading';
import { centreOf, type StaffRole } from '@/domain/staff';
import { useOwnCentre } from '@/lib/use-own-centre';

import { firestoreImportApi, type ImportApi } from '../../api/import-api';
import { useCertificateImport } from '../../hooks/use-certificate-import';
import { ImportCheckStep } from './import-check-step';
import { ImportFileStep } from './import-file-step';
import { ImportRunStep } from './import-run-step';

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
  const importer = useCertificateImport(api, centreNumber);
  const { file, reading, facts, summary, run, choose } = importer;

  // A centre's staff whose centre is suspended (or gone) may check a file, but import nothing.
  const { closed } = useOwnCentre(api.readCentre, centreNumber);

  const canImport =
    closed === null && summary !== null && summary.errorRows === 0 && summary.ready.length > 0;

  return (
    <div className="space-y-6">
      <ImportFileStep
        centreNumber={centreNumber}
        closed={closed}
        busy={run.isPending || reading}
        onFile={(chosen) => void choose(chosen)}
      />

      {reading ? <PageLoading /> : null}

      {file && !file.check.ok ? (
        <Alert tone="error" role="alert" title={`${file.name} cannot be imported`}>
          {file.check.fileErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}

      {file?.check.ok ? (
        <ImportCheckStep
          fileName={file.name}
          total={file.check.rows.length}
          facts={facts}
          summary={summary}
        />
      ) : null}

      {file && canImport && summary ? (
        <ImportRunStep fileName={file.name} ready={summary.ready.length} importer={importer} />
      ) : null}
    </div>
  );
}

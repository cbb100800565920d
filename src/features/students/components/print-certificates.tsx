import { useQuery } from '@tanstack/react-query';

import { SheetStyles } from '@/components/certificate-sheet/sheet-styles';
import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import type { QueryScope } from '@/domain/query-scope';
import { failureMessage } from '@/lib/failure-message';

import { firestorePrintApi, type PrintApi } from '../api/print-batch';
import { studentQueries } from '../api/student-queries';
import type { PrintSelection } from '../utils/print-selection';
import { CertificateSheets } from './certificate-sheets';
import { BackToList, PrintToolbar } from './print-toolbar';

type PrintCertificatesProps = {
  selection: PrintSelection;
  /** The centre a search prints within: a centre's staff their own, an admin's chosen one. */
  scope: QueryScope;
  /** The database read; tests pass their own. */
  api?: PrintApi;
};

/** Issue 16: the chosen certificates as A4 landscape pages, one each, ready to print. */
export function PrintCertificates({
  selection,
  scope,
  api = firestorePrintApi,
}: PrintCertificatesProps) {
  const query = useQuery(studentQueries.print(api, selection, scope));

  return (
    <>
      <SheetStyles />
      <Container className="space-y-4 py-6 print:hidden">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Print certificates</h1>
        {selection.kind === 'invalid' ? (
          <Alert tone="info" role="none" title={selection.reason}>
            <BackToList />
          </Alert>
        ) : query.data ? (
          <PrintToolbar batch={query.data} />
        ) : query.isError ? (
          <LoadFailure
            title="The certificates could not be loaded."
            onRetry={() => void query.refetch()}
          >
            <p>{failureMessage(query.error)}</p>
          </LoadFailure>
        ) : (
          <PageLoading label="Loading certificates..." />
        )}
      </Container>
      {query.data && !query.data.overLimit ? <CertificateSheets batch={query.data} /> : null}
    </>
  );
}

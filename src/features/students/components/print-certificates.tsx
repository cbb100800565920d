import { useQuery } from '@tanstack/react-query';

import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { printRefusal, verificationLink } from '@/domain/certificate-print';
import type { QueryScope } from '@/domain/query-scope';
import { failureMessage } from '@/lib/failure-message';

import { firestorePrintApi, type PrintApi, type PrintBatch } from '../api/print-batch';
import { studentQueries } from '../api/student-queries';
import { PRINT_LIMIT, type PrintSelection } from '../utils/print-selection';
import { CertificateSheet } from './certificate-sheet';

/**
 * The page itself, whatever the browser's settings: A4 landscape with no margin, each certificate
 * filling one page. Rendered with the page, so it applies only while certificates are shown.
 */
const sheetStyles = `
@page { size: A4 landscape; margin: 0; }
.certificate-sheet { box-sizing: border-box; width: 297mm; height: 210mm; padding: 9mm; overflow: hidden; background: #fff; }
@media print {
  html, body { background: #fff; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .certificate-sheet { break-after: page; break-inside: avoid; }
  .certificate-sheet:last-child { break-after: auto; }
}
`;

type PrintCertificatesProps = {
  selection: PrintSelection;
  /** The centre a search prints within: a centre's staff their own, an admin's chosen one. */
  scope: QueryScope;
  /** The database read; tests pass their own. */
  api?: PrintApi;
};

function certificatesText(count: number): string {
  return `${count} certificate${count === 1 ? '' : 's'}`;
}

/** Issue 16: the chosen certificates as A4 landscape pages, one each, ready to print. */
export function PrintCertificates({
  selection,
  scope,
  api = firestorePrintApi,
}: PrintCertificatesProps) {
  const query = useQuery(studentQueries.print(api, selection, scope));

  return (
    <>
      <style>{sheetStyles}</style>
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
      {query.data && !query.data.overLimit ? (
        <div
          role="region"
          aria-label="Certificates to print"
          // Wider than a phone: the box scrolls sideways, so keyboard users must reach it too.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="overflow-x-auto bg-slate-100 py-6 print:overflow-visible print:bg-white print:p-0"
        >
          <div className="mx-auto w-[297mm] space-y-6 print:space-y-0">
            {printable(query.data).map((certificate) => (
              <CertificateSheet
                key={certificate.id}
                certificate={certificate}
                replacesNumber={
                  certificate.replaces
                    ? query.data?.replacedNumbers[certificate.replaces]
                    : undefined
                }
              />
            ))}
          </div>
        </div>
      ) : null}
    </>
  );
}

function printable(batch: PrintBatch) {
  return batch.certificates.filter((certificate) => printRefusal(certificate) === null);
}

function BackToList() {
  return (
    <ButtonLink
      to={paths.dashboard.studentList.getHref()}
      variant="outline"
      size="sm"
      className="mt-3"
    >
      Back to Student List
    </ButtonLink>
  );
}

function PrintToolbar({ batch }: { batch: PrintBatch }) {
  if (batch.overLimit) {
    return (
      <Alert
        tone="info"
        role="none"
        title={`The search matched more than ${PRINT_LIMIT} certificates.`}
      >
        <p>Narrow the search, or choose the certificates on the Student List.</p>
        <BackToList />
      </Alert>
    );
  }
  const ready = printable(batch);
  const refused = batch.certificates.filter((certificate) => printRefusal(certificate) !== null);
  const only = ready.length === 1 ? ready[0] : undefined;
  return (
    <>
      <p className="text-slate-800">
        {ready.length > 0
          ? `${certificatesText(ready.length)} ready to print, one on each A4 landscape page. Choose Print, or your browser's own print command; save as PDF from the print dialogue to keep a copy.`
          : 'Nothing here can be printed.'}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {ready.length > 0 ? (
          <Button onClick={() => window.print()}>
            {ready.length === 1 ? 'Print' : `Print ${certificatesText(ready.length)}`}
          </Button>
        ) : null}
        {only ? (
          <CopyButton
            text={verificationLink(only.certificateNumber)}
            label="Copy Verification Link"
            copiedMessage="Verification link copied."
          />
        ) : null}
        <ButtonLink to={paths.dashboard.studentList.getHref()} variant="ghost" size="sm">
          Back to Student List
        </ButtonLink>
      </div>
      {refused.length > 0 || batch.missing.length > 0 ? (
        <Alert
          tone="info"
          role="none"
          title={`${certificatesText(refused.length + batch.missing.length)} left out`}
        >
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {refused.map((certificate) => (
              <li key={certificate.id}>
                {certificate.fullName || 'A record with no name'}
                {certificate.certificateNumber ? ` (${certificate.certificateNumber})` : ''}:{' '}
                {printRefusal(certificate)}
              </li>
            ))}
            {batch.missing.length > 0 ? (
              <li>
                {certificatesText(batch.missing.length)} chosen{' '}
                {batch.missing.length === 1 ? 'was' : 'were'} not found on the register.
              </li>
            ) : null}
          </ul>
        </Alert>
      ) : null}
    </>
  );
}

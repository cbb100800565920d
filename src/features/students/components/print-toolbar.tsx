import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { paths } from '@/config/paths';
import { verificationLink } from '@/domain/certificate-print';

import type { PrintBatch } from '../api/print-batch';
import { sortForPrinting, type LeftOut } from '../utils/print-run';
import { PRINT_LIMIT } from '../utils/print-selection';
import { certificatesText } from '../utils/student-list-text';

export function BackToList() {
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

/** What a run leaves out: each certificate that may not be printed, and those not found. */
function LeftOutNote({ refused, missing }: { refused: readonly LeftOut[]; missing: number }) {
  if (refused.length === 0 && missing === 0) return null;
  return (
    <Alert tone="info" role="none" title={`${certificatesText(refused.length + missing)} left out`}>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {refused.map(({ certificate, reason }) => (
          <li key={certificate.id}>
            {certificate.fullName || 'A record with no name'}
            {certificate.certificateNumber ? ` (${certificate.certificateNumber})` : ''}: {reason}
          </li>
        ))}
        {missing > 0 ? (
          <li>
            {certificatesText(missing)} chosen {missing === 1 ? 'was' : 'were'} not found on the
            register.
          </li>
        ) : null}
      </ul>
    </Alert>
  );
}

/** Above the sheets: how many will print, Print, the one certificate's link, what is left out. */
export function PrintToolbar({ batch }: { batch: PrintBatch }) {
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
  const { ready, refused } = sortForPrinting(batch.certificates);
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
      <LeftOutNote refused={refused} missing={batch.missing.length} />
    </>
  );
}

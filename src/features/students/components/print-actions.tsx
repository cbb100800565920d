import { useId } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { paths } from '@/config/paths';
import type { Certificate } from '@/domain/certificate';
import { printRefusal, verificationLink } from '@/domain/certificate-print';

import { DownloadPdfButton } from './download-pdf-button';

type PrintCertificateButtonProps = {
  certificate: Certificate;
  /** Names the learner in the button's accessible name, where many rows have the same button. */
  inRow?: boolean;
};

/**
 * Print Certificate: opens the certificate's print page, or, for a certificate that may not be
 * printed, a disabled button with the reason beside it.
 */
export function PrintCertificateButton({
  certificate,
  inRow = false,
}: PrintCertificateButtonProps) {
  const reasonId = useId();
  const refusal = printRefusal(certificate);
  const label = inRow ? `Print Certificate for ${certificate.fullName}` : undefined;
  if (refusal) {
    return (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <Button variant="outline" size="sm" disabled aria-label={label} aria-describedby={reasonId}>
          Print Certificate
        </Button>
        <span id={reasonId} className="text-sm text-slate-700">
          {refusal}
        </span>
      </span>
    );
  }
  return (
    <ButtonLink
      to={paths.dashboard.printCertificates.getHref({ ids: [certificate.id] })}
      variant="outline"
      size="sm"
      aria-label={label}
      className="whitespace-nowrap"
    >
      Print Certificate
    </ButtonLink>
  );
}

/** The dialog's Print Certificate, Download PDF and Copy Verification Link, side by side. */
export function CertificatePrintActions({
  certificate,
  downloadPdf,
}: {
  certificate: Certificate;
  /** The certificate's issued PDF; without it, no Download PDF. */
  downloadPdf?: (certificateId: string) => Promise<Uint8Array>;
}) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
      <PrintCertificateButton certificate={certificate} />
      {downloadPdf ? (
        <DownloadPdfButton certificate={certificate} downloadPdf={downloadPdf} />
      ) : null}
      {certificate.certificateNumber ? (
        <CopyButton
          text={verificationLink(certificate.certificateNumber)}
          label="Copy Verification Link"
          copiedMessage="Verification link copied."
        />
      ) : null}
    </div>
  );
}

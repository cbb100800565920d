import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import type { Certificate } from '@/domain/certificate';
import { downloadFile } from '@/lib/download-file';
import { failureMessage } from '@/lib/failure-message';

type DownloadPdfButtonProps = {
  certificate: Certificate;
  /** The certificate's issued PDF (issued now if it has none); the list's api gives it. */
  downloadPdf: (certificateId: string) => Promise<Uint8Array>;
};

/**
 * Download PDF: the certificate exactly as issued (docs/decisions/033-issued-pdfs.md), the file
 * whose fingerprint the public check knows. A certificate issued before PDFs were made gets its
 * PDF now, if it is valid; otherwise the reason is shown beside the button.
 */
export function DownloadPdfButton({ certificate, downloadPdf }: DownloadPdfButtonProps) {
  const messageId = useId();
  const download = useMutation({
    mutationFn: async () => {
      const bytes = await downloadPdf(certificate.id);
      downloadFile(
        `certificate-${certificate.certificateNumber || certificate.id}.pdf`,
        bytes as Uint8Array<ArrayBuffer>,
        'application/pdf',
      );
    },
  });
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Button
        variant="outline"
        size="sm"
        disabled={download.isPending}
        aria-describedby={download.isError ? messageId : undefined}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Preparing PDF…' : 'Download PDF'}
      </Button>
      {download.isError ? (
        <span id={messageId} role="alert" className="text-sm text-red-800">
          {failureMessage(download.error, 'The PDF could not be downloaded.')}
        </span>
      ) : null}
    </span>
  );
}

import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { Certificate } from '@/domain/certificate';
import { downloadFile } from '@/lib/download-file';
import { failureMessage } from '@/lib/failure-message';

type DownloadPdfProps = {
  certificate: Pick<Certificate, 'id' | 'certificateNumber'>;
  /** The certificate's issued PDF, or null when none has been issued for it. */
  readPdf: (certificateId: string) => Promise<Uint8Array | null>;
};

type Download =
  { step: 'idle' } | { step: 'reading' } | { step: 'none' } | { step: 'failed'; message: string };

/**
 * Download PDF, on a learner's certificate: the file exactly as it was issued, whose fingerprint
 * the public check knows (docs/decisions/033-issued-pdfs.md). A certificate issued before PDFs
 * were made has none until its centre issues it; the learner is told so and can still print it.
 */
export function DownloadPdf({ certificate, readPdf }: DownloadPdfProps) {
  const messageId = useId();
  const [download, setDownload] = useState<Download>({ step: 'idle' });

  async function start() {
    setDownload({ step: 'reading' });
    try {
      const bytes = await readPdf(certificate.id);
      if (!bytes) {
        setDownload({ step: 'none' });
        return;
      }
      downloadFile(
        `certificate-${certificate.certificateNumber || certificate.id}.pdf`,
        bytes as Uint8Array<ArrayBuffer>,
        'application/pdf',
      );
      setDownload({ step: 'idle' });
    } catch (error) {
      setDownload({
        step: 'failed',
        message: failureMessage(error, 'The PDF could not be downloaded: try again.'),
      });
    }
  }

  const message =
    download.step === 'none'
      ? 'No PDF has been issued for this certificate yet. You can print it, or ask your centre to issue its PDF.'
      : download.step === 'failed'
        ? download.message
        : null;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <Button
        variant="outline"
        size="sm"
        disabled={download.step === 'reading'}
        aria-describedby={message ? messageId : undefined}
        onClick={() => void start()}
      >
        {download.step === 'reading' ? 'Preparing PDF…' : 'Download PDF'}
      </Button>
      {message ? (
        <span
          id={messageId}
          role={download.step === 'failed' ? 'alert' : 'status'}
          className={`text-sm ${download.step === 'failed' ? 'text-red-800' : 'text-slate-700'}`}
        >
          {message}
        </span>
      ) : null}
    </span>
  );
}

import { QrCode } from '@/components/certificate-sheet/qr-code';
import { CopyButton } from '@/components/ui/copy-button';
import { formatLongDate } from '@/domain/dates';
import { formatShareCode, shareLink } from '@/domain/share-codes';

/**
 * A share code just made: the code to read aloud, its link and QR code, and when the link stops
 * working, kept apart from the certificate, which does not expire.
 */
export function ShareCodeCard({ code, expiresAt }: { code: string; expiresAt: Date }) {
  const link = shareLink(code, window.location.origin);
  return (
    <div
      role="region"
      aria-label="Your new share code"
      className="mt-4 grid gap-4 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:grid-cols-[1fr_auto]"
    >
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-700">Share code</p>
        <p className="font-mono text-2xl font-bold tracking-wider text-brand-900">
          {formatShareCode(code)}
        </p>
        <p className="mt-3 text-sm font-semibold text-slate-700">Link</p>
        <p className="text-sm break-all">{link}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <CopyButton text={link} label="Copy Link" copiedMessage="Link copied." />
          <CopyButton text={formatShareCode(code)} label="Copy Code" copiedMessage="Code copied." />
        </div>
        <p className="mt-3 text-sm text-slate-800">
          This link stops working on <strong>{formatLongDate(expiresAt)}</strong>. Your certificate
          itself does not expire. Whoever opens it is asked for your surname, and sees what a check
          of your certificate shows today.
        </p>
        <p className="mt-1 text-sm text-slate-700">
          Keep the code now: it is shown this once, and kept only in this browser.
        </p>
      </div>
      <QrCode value={link} className="size-36 justify-self-start sm:justify-self-end" />
    </div>
  );
}

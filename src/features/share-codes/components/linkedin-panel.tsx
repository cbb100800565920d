import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { site } from '@/config/site';
import type { Certificate } from '@/domain/certificate';
import type { LinkedInCertification } from '@/domain/linkedin';
import { failureMessage } from '@/lib/failure-message';

import { useSharesContext } from '../hooks/shares-context';
import { linkedInCertification } from '../utils/linkedin-share';

type LinkedInPanelProps = {
  certificate: Pick<
    Certificate,
    'id' | 'indexKeys' | 'surname' | 'courseName' | 'awardedDate' | 'certificateNumber'
  >;
};

const monthYear = (issued: LinkedInCertification['issued']) =>
  issued
    ? new Date(Date.UTC(issued.year, issued.month - 1, 1)).toLocaleDateString('en-GB', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : 'Not recorded';

/**
 * Add to LinkedIn: a year's share of the certificate as the credential's address (one made in
 * this browser before, or a new one), LinkedIn's form filled in, and the same fields to copy.
 */
export function LinkedInPanel({ certificate }: LinkedInPanelProps) {
  const { forLinkedIn } = useSharesContext();
  const [prepared, setPrepared] = useState<ReturnType<typeof linkedInCertification> | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function prepare() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const code = await forLinkedIn(certificate);
      setPrepared(linkedInCertification(certificate, code, window.location.origin));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (!prepared) {
    return (
      <div className="mt-4">
        <Button
          variant="outline"
          size="sm"
          aria-disabled={busy || undefined}
          onClick={() => void prepare()}
        >
          {busy ? 'Preparing...' : 'Add to LinkedIn'}
        </Button>
        {failure ? (
          <Alert tone="error" role="alert" className="mt-3">
            {failure}
          </Alert>
        ) : null}
      </div>
    );
  }
  const { fields, url } = prepared;
  const rows: [string, string][] = [
    ['Name', fields.name],
    ['Issuing organisation', site.name],
    ['Issue date', monthYear(fields.issued)],
    ['Credential ID', fields.certId],
    ['Credential URL', fields.certUrl],
  ];
  return (
    <div
      role="region"
      aria-label="Add to LinkedIn"
      className="mt-4 rounded-lg border border-slate-200 p-4"
    >
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-block rounded-md bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
      >
        Open LinkedIn&apos;s Form (new tab)
      </a>
      <p className="mt-3 text-sm text-slate-700">
        If LinkedIn does not fill these in, copy them into its &ldquo;Add license or
        certification&rdquo; form. The credential URL is a share code that works for a year.
      </p>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="min-w-0 break-all">{value}</dd>
            <dd>
              <CopyButton text={value} label={`Copy ${label}`} copiedMessage={`${label} copied.`} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

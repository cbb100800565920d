import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import type { Certificate } from '@/domain/certificate';
import { learnerAwardedDate, learnerStanding } from '@/domain/learner-certificates';

type CertificateCardProps = {
  certificate: Certificate;
  onPrint: () => void;
  onAsk: () => void;
  /** Download PDF: the page composes it with the learner's read of the issued file. */
  download: ReactNode;
  /** The request form, when it is open under this certificate. */
  request: ReactNode;
  /** Sharing this certificate (the page composes the share codes' panel here). */
  share: ReactNode;
};

const tones = {
  valid: 'bg-green-100 text-green-900',
  suspended: 'bg-amber-100 text-amber-900',
  withdrawn: 'bg-red-100 text-red-900',
  replaced: 'bg-slate-200 text-slate-900',
} as const;

/** One of the learner's certificates: what it is, where it stands, and what they can do with it. */
export function CertificateCard({
  certificate,
  onPrint,
  onAsk,
  download,
  request,
  share,
}: CertificateCardProps) {
  const standing = learnerStanding(certificate);
  const headingId = `certificate-${certificate.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {certificate.courseName || 'Qualification not recorded'}
      </h3>
      <p
        className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ${tones[standing.status]}`}
      >
        {standing.words}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700">Awarded</dt>
        <dd>{learnerAwardedDate(certificate.awardedDate) || 'Not recorded'}</dd>
        <dt className="font-semibold text-slate-700">Centre</dt>
        <dd>{certificate.centreNumber || 'Not recorded'}</dd>
        <dt className="font-semibold text-slate-700">Certificate number</dt>
        <dd className="font-mono">{certificate.certificateNumber}</dd>
        <dt className="font-semibold text-slate-700">Name on it</dt>
        <dd>{certificate.fullName}</dd>
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        {standing.stands ? (
          <>
            <Button variant="outline" size="sm" onClick={onPrint}>
              Print
            </Button>
            {download}
          </>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onAsk}>
          Ask for a Correction
        </Button>
      </div>
      {request}
      {standing.stands ? share : null}
    </article>
  );
}

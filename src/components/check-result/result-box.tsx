import { useId, type ReactNode, type Ref } from 'react';

import { site } from '@/config/site';
import { formatAwardedDate, formatDateTime } from '@/domain/dates';
import type { FoundCertificate } from '@/domain/public-check';

const boxClass =
  'rounded-lg border-l-4 p-5 sm:p-6 focus:outline-3 focus:outline-offset-2 print:border print:p-6 print:outline-none';

type ResultBoxProps = {
  heading: string;
  /** The box's colours: border, background, text and focus outline. */
  tone: string;
  resultRef?: Ref<HTMLElement>;
  /** Shown above the heading, on paper only. */
  printedAbove?: ReactNode;
  children: ReactNode;
};

/** One outcome: a region named by its heading, which takes focus when the outcome arrives. */
export function ResultBox({ heading, tone, resultRef, printedAbove, children }: ResultBoxProps) {
  const headingId = useId();
  return (
    <section
      ref={resultRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`${boxClass} ${tone}`}
    >
      {printedAbove}
      <h2
        id={headingId}
        className={`text-xl font-bold sm:text-2xl ${printedAbove ? 'print:mt-4' : ''}`}
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The certificate's public details, as a list of terms. */
export function DetailList({
  certificate,
  className,
}: {
  certificate: FoundCertificate;
  className: string;
}) {
  return (
    <dl className={`mt-5 divide-y rounded-md bg-white px-4 ${className}`}>
      {detailRows(certificate).map(([term, value]) => (
        <div key={term} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="text-slate-900 sm:col-span-2">{value || 'Not recorded'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CheckedOn({ checkedAt }: { checkedAt: Date }) {
  return (
    <p className="mt-4 text-sm text-slate-700">
      Checked on {formatDateTime(checkedAt)} through the {site.name} certificate verification
      service.
    </p>
  );
}

export type FoundProps = {
  certificate: FoundCertificate;
  checkedAt: Date;
  resultRef?: Ref<HTMLElement>;
};

function detailRows(certificate: FoundCertificate) {
  return [
    ['Qualification', certificate.qualification],
    ['Learner', certificate.learner],
    ['Date Awarded', formatAwardedDate(certificate.awardedDate)],
    ['Certificate Number', certificate.certificateNumber],
    ['Centre Number', certificate.centreNumber],
  ] as const;
}

import { useId, type ReactNode, type Ref } from 'react';

import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { formatAwardedDate, formatDateTime, formatLongDate } from '@/domain/dates';

import type { FoundCertificate } from '../api/lookup-certificate';

export type VerificationState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'verified'; certificate: FoundCertificate; checkedAt: Date }
  | { status: 'failed' }
  | { status: 'throttled'; retryAt: Date }
  | { status: 'unavailable' };

type VerificationResultProps = {
  state: VerificationState;
  /** Receives the outcome box, so focus can move to it when a result arrives. */
  resultRef?: Ref<HTMLElement>;
};

const boxClass =
  'rounded-lg border-l-4 p-5 sm:p-6 focus:outline-3 focus:outline-offset-2 print:border print:p-6 print:outline-none';

/**
 * The outcome of an attempt. The wrapper is a polite live region, so a screen reader hears the
 * result even before focus reaches it.
 */
export function VerificationResult({ state, resultRef }: VerificationResultProps) {
  return (
    <div aria-live="polite" className="mt-8">
      {state.status === 'idle' ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-5 text-center text-slate-600 print:hidden">
          Enter details above to verify a certificate.
        </p>
      ) : null}
      {state.status === 'loading' ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-5 text-center text-slate-700 print:hidden">
          Checking the details against our records...
        </p>
      ) : null}
      {state.status === 'verified' && state.certificate.status === 'valid' ? (
        <VerifiedBox
          certificate={state.certificate}
          checkedAt={state.checkedAt}
          resultRef={resultRef}
        />
      ) : null}
      {state.status === 'verified' && state.certificate.status !== 'valid' ? (
        <StatusBox
          certificate={state.certificate}
          checkedAt={state.checkedAt}
          resultRef={resultRef}
        />
      ) : null}
      {state.status === 'failed' ? <FailedBox resultRef={resultRef} /> : null}
      {state.status === 'throttled' ? (
        <ThrottledBox retryAt={state.retryAt} resultRef={resultRef} />
      ) : null}
      {state.status === 'unavailable' ? <UnavailableBox resultRef={resultRef} /> : null}
    </div>
  );
}

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
function ResultBox({ heading, tone, resultRef, printedAbove, children }: ResultBoxProps) {
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
function DetailList({
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

function CheckedOn({ checkedAt }: { checkedAt: Date }) {
  return (
    <p className="mt-4 text-sm text-slate-700">
      Checked on {formatDateTime(checkedAt)} through the {site.name} certificate verification
      service.
    </p>
  );
}

type FoundProps = {
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

function VerifiedBox({ certificate, checkedAt, resultRef }: FoundProps) {
  return (
    <ResultBox
      heading="Certificate Verified Successfully!"
      tone="border-green-700 bg-green-50 text-green-950 focus:outline-green-800 print:break-inside-avoid print:border-slate-400 print:bg-white"
      resultRef={resultRef}
      printedAbove={
        <p className="hidden text-lg font-bold text-slate-900 print:block">{site.name}</p>
      }
    >
      <p className="mt-2">
        These details match a certificate issued by {site.name}. Compare them with the certificate
        you hold: every detail should be the same.
      </p>
      <DetailList
        certificate={certificate}
        className="divide-green-200 print:divide-slate-300 print:px-0"
      />
      <CheckedOn checkedAt={checkedAt} />
      <p className="hidden text-sm text-slate-700 print:block">
        {site.name} · {site.phone.display} · {site.email}
      </p>
      <Button variant="outline" size="sm" className="mt-4 print:hidden" onClick={() => print()}>
        Print this confirmation
      </Button>
    </ResultBox>
  );
}

/**
 * A certificate that matches but is not valid: what a verifier must know, and never why (the
 * reason stays with our staff).
 */
function StatusBox({ certificate, checkedAt, resultRef }: FoundProps) {
  const since = formatLongDate(certificate.statusChangedAt);
  const contact = (
    <Link
      to={paths.supportHub.getHref()}
      className="font-semibold text-slate-900 underline underline-offset-2 hover:text-slate-950"
    >
      contact us
    </Link>
  );
  const messages = {
    suspended: {
      heading: 'Certificate Under Review',
      tone: 'border-amber-600 bg-amber-50 text-amber-950 focus:outline-amber-800',
      body: (
        <>
          These details match a certificate issued by {site.name}, but the certificate is being
          reviewed. Please {contact} before relying on it.
        </>
      ),
    },
    withdrawn: {
      heading: 'Certificate Withdrawn',
      tone: 'border-red-700 bg-red-50 text-red-950 focus:outline-red-800',
      body: (
        <>
          This certificate was withdrawn by {site.name}
          {since ? <> on {since}</> : null} and is no longer valid. It does not show that the
          learner holds this qualification. If you have questions, please {contact}.
        </>
      ),
    },
    replaced: {
      heading: 'Certificate Replaced',
      tone: 'border-sky-700 bg-sky-50 text-sky-950 focus:outline-sky-800',
      body: (
        <>
          This certificate was replaced{since ? <> on {since}</> : null} by a newer certificate,
          which is the one to rely on. Ask the certificate holder for the new certificate and check
          its number here.
        </>
      ),
    },
  };
  if (certificate.status === 'valid') return null;
  const message = messages[certificate.status];

  return (
    <ResultBox heading={message.heading} tone={message.tone} resultRef={resultRef}>
      <p className="mt-2">{message.body}</p>
      <DetailList certificate={certificate} className="divide-slate-200" />
      <CheckedOn checkedAt={checkedAt} />
    </ResultBox>
  );
}

function FailedBox({ resultRef }: { resultRef?: Ref<HTMLElement> }) {
  return (
    <ResultBox
      heading="Verification Failed"
      tone="border-red-700 bg-red-50 text-red-950 focus:outline-red-800"
      resultRef={resultRef}
    >
      <p className="mt-2">
        We could not find a certificate matching these details. Check the certificate number or
        student number, and the learner&apos;s first name and surname, exactly as they appear on the
        certificate, then try again.
      </p>
      <p className="mt-2">
        If the details are correct and the certificate still cannot be verified, please{' '}
        <Link
          to={paths.supportHub.getHref()}
          className="font-semibold text-red-900 underline underline-offset-2 hover:text-red-950"
        >
          contact support
        </Link>
        . Our team can check our records and advise you.
      </p>
    </ResultBox>
  );
}

/**
 * The visitor's checks for the hour are used up (docs/decisions/023-throttled-public-check.md).
 * Says when they can check again and how an employer with many to check reaches us.
 */
function ThrottledBox({ retryAt, resultRef }: { retryAt: Date; resultRef?: Ref<HTMLElement> }) {
  return (
    <ResultBox
      heading="Too many checks"
      tone="border-amber-600 bg-amber-50 text-amber-950 focus:outline-amber-700"
      resultRef={resultRef}
    >
      <p className="mt-2">
        You have made as many checks as we allow in an hour from one browser. This protects
        learners&apos; records from being guessed. You can check again from{' '}
        <strong>{formatDateTime(retryAt)}</strong>.
      </p>
      <p className="mt-2">
        If you need to verify many certificates, for example for a recruitment round, please{' '}
        <Link
          to={paths.supportHub.getHref()}
          className="font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
        >
          contact us about bulk verification
        </Link>{' '}
        or call us on{' '}
        <a
          href={site.phone.href}
          className="font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
        >
          {site.phone.display}
        </a>
        .
      </p>
    </ResultBox>
  );
}

/** Signing in, logging the check or the lookup failed: nothing was checked, so nothing failed. */
function UnavailableBox({ resultRef }: { resultRef?: Ref<HTMLElement> }) {
  return (
    <ResultBox
      heading="The check did not run"
      tone="border-slate-600 bg-slate-50 text-slate-900 focus:outline-slate-700"
      resultRef={resultRef}
    >
      <p className="mt-2">
        We could not reach our records, so these details have not been checked: this is not a result
        about the certificate. Check your internet connection and try again in a moment.
      </p>
      <p className="mt-2">
        If it keeps happening, please{' '}
        <Link
          to={paths.supportHub.getHref()}
          className="font-semibold text-slate-900 underline underline-offset-2"
        >
          contact support
        </Link>
        .
      </p>
    </ResultBox>
  );
}

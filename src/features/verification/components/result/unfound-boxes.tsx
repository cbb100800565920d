import type { Ref } from 'react';

import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { formatDateTime } from '@/domain/dates';
import { ResultBox } from '@/components/check-result/result-box';

export function FailedBox({ resultRef }: { resultRef?: Ref<HTMLElement> }) {
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
export function ThrottledBox({
  retryAt,
  resultRef,
}: {
  retryAt: Date;
  resultRef?: Ref<HTMLElement>;
}) {
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
export function UnavailableBox({ resultRef }: { resultRef?: Ref<HTMLElement> }) {
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

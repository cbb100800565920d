import type { Ref } from 'react';

import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/domain/dates';
import type { PdfCheckAnswer } from '@/domain/pdf-check';
import { ResultBox } from '@/components/check-result/result-box';

import type { PdfCheckState } from '../../utils/pdf-check-screen';
import { ThrottledBox, UnavailableBox } from './unfound-boxes';

const tones = {
  good: 'border-green-700 bg-green-50 text-green-950 focus:outline-green-800',
  warn: 'border-amber-600 bg-amber-50 text-amber-950 focus:outline-amber-800',
  bad: 'border-red-700 bg-red-50 text-red-950 focus:outline-red-800',
};

const byNumber = (
  <Link
    to={paths.verify.getHref()}
    className="font-semibold underline underline-offset-2 hover:no-underline"
  >
    check by number and names instead
  </Link>
);

function Answer({ answer, resultRef }: { answer: PdfCheckAnswer; resultRef: Ref<HTMLElement> }) {
  const issued = (at: Date | null) => (at ? ` on ${formatLongDate(at)}` : '');
  if (answer.kind === 'not-issued') {
    return (
      <ResultBox heading="We did not issue this file" tone={tones.bad} resultRef={resultRef}>
        <p className="mt-2">
          No certificate file we issued is exactly this one. It may have been changed since, or made
          elsewhere: {byNumber}.
        </p>
      </ResultBox>
    );
  }
  if (answer.kind === 'earlier') {
    return (
      <ResultBox heading="This is an earlier version" tone={tones.warn} resultRef={resultRef}>
        <p className="mt-2">
          We issued this file{issued(answer.issuedAt)}, but a replacement was issued
          {issued(answer.replacedAt)}. Ask for the replacement certificate.
        </p>
      </ResultBox>
    );
  }
  if (answer.kind === 'changed') {
    return (
      <ResultBox heading="This file’s details have changed" tone={tones.warn} resultRef={resultRef}>
        <p className="mt-2">
          We issued this file{issued(answer.issuedAt)}, but the certificate’s details have since
          been corrected: {byNumber}.
        </p>
      </ResultBox>
    );
  }
  const { certificate, status } = answer;
  const today =
    status === 'valid'
      ? 'Valid'
      : status === 'suspended'
        ? 'Under review'
        : `Withdrawn on ${formatLongDate(certificate.statusChangedAt, 'an earlier date')}`;
  return (
    <ResultBox
      heading="This is exactly the certificate we issued"
      tone={status === 'valid' ? tones.good : status === 'suspended' ? tones.warn : tones.bad}
      resultRef={resultRef}
    >
      <p className="mt-2">
        We issued this file{issued(answer.issuedAt)}: {certificate.learner},{' '}
        {certificate.qualification}, certificate {certificate.certificateNumber}.
      </p>
      <p className="mt-2 text-lg font-semibold">Today it is: {today}</p>
    </ResultBox>
  );
}

/** The outcome of a PDF check, in a polite live region; the box takes focus when it arrives. */
export function PdfCheckResult({
  state,
  resultRef,
}: {
  state: PdfCheckState;
  resultRef: Ref<HTMLElement>;
}) {
  return (
    <div aria-live="polite" className="mt-6">
      {state.status === 'checking' ? (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-5 text-center text-slate-700">
          Checking {state.fileName}...
        </p>
      ) : null}
      {state.status === 'refused' ? (
        <ResultBox heading="This file cannot be checked" tone={tones.bad} resultRef={resultRef}>
          <p className="mt-2">{state.message}</p>
        </ResultBox>
      ) : null}
      {state.status === 'done' && state.outcome.status === 'answered' ? (
        <Answer answer={state.outcome.answer} resultRef={resultRef} />
      ) : null}
      {state.status === 'done' && state.outcome.status === 'throttled' ? (
        <ThrottledBox retryAt={state.outcome.retryAt} resultRef={resultRef} />
      ) : null}
      {state.status === 'done' && state.outcome.status === 'unavailable' ? (
        <UnavailableBox resultRef={resultRef} />
      ) : null}
    </div>
  );
}

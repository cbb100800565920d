import type { Ref } from 'react';

import type { CheckMade, FoundCertificate } from '@/domain/public-check';
import { StatusBox, VerifiedBox } from '@/components/check-result/found-boxes';

import { FailedBox, ThrottledBox, UnavailableBox } from './result/unfound-boxes';

export type VerificationState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'verified'; certificate: FoundCertificate; checkedAt: Date; check: CheckMade }
  | { status: 'failed'; check: CheckMade }
  | { status: 'throttled'; retryAt: Date }
  | { status: 'unavailable' };

type VerificationResultProps = {
  state: VerificationState;
  /** Receives the outcome box, so focus can move to it when a result arrives. */
  resultRef?: Ref<HTMLElement>;
};

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

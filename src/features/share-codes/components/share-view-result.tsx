import type { Ref } from 'react';

import { StatusBox, VerifiedBox } from '@/components/check-result/found-boxes';
import { ResultBox } from '@/components/check-result/result-box';
import { formatDateTime } from '@/domain/dates';

import type { ShareViewScreen } from '../utils/share-view-screen';

/** What a view of a share code showed, as a check's result, in a polite live region. */
export function ShareViewResult({
  state,
  resultRef,
}: {
  state: ShareViewScreen['result'];
  resultRef: Ref<HTMLElement>;
}) {
  const box = () => {
    switch (state.status) {
      case 'idle':
        return null;
      case 'loading':
        return (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-5 text-center text-slate-700">
            Checking the share code against our records...
          </p>
        );
      case 'verified':
        return state.certificate.status === 'valid' ? (
          <VerifiedBox {...state} resultRef={resultRef} />
        ) : (
          <StatusBox {...state} resultRef={resultRef} />
        );
      case 'no-match':
        return (
          <ResultBox
            heading="No Match"
            tone="border-red-700 bg-red-50 text-red-950 focus:outline-red-800"
            resultRef={resultRef}
          >
            <p className="mt-2">
              This surname is not the one on the certificate this code shares. Check its spelling
              with the holder and try again. Every attempt is logged.
            </p>
          </ResultBox>
        );
      case 'not-active':
        return (
          <ResultBox
            heading="This Share Code Is No Longer Active"
            tone="border-amber-600 bg-amber-50 text-amber-950 focus:outline-amber-800"
            resultRef={resultRef}
          >
            <p className="mt-2">
              The code has expired or its holder has withdrawn it, or it was typed wrongly. This
              says nothing about the certificate itself: ask the holder for a new code.
            </p>
          </ResultBox>
        );
      case 'throttled':
        return (
          <ResultBox
            heading="Too Many Checks"
            tone="border-amber-600 bg-amber-50 text-amber-950 focus:outline-amber-800"
            resultRef={resultRef}
          >
            <p className="mt-2">
              You have made the most checks allowed in an hour. Try again after{' '}
              {formatDateTime(state.retryAt)}.
            </p>
          </ResultBox>
        );
      case 'unavailable':
        return (
          <ResultBox
            heading="The Check Did Not Run"
            tone="border-slate-500 bg-slate-50 text-slate-900 focus:outline-slate-700"
            resultRef={resultRef}
          >
            <p className="mt-2">We could not reach our records. Try again in a minute.</p>
          </ResultBox>
        );
    }
  };
  return (
    <div aria-live="polite" className="mt-8">
      {box()}
    </div>
  );
}

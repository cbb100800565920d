import type { Ref } from 'react';

import { formatDateTime } from '@/domain/dates';

import type { ReportFormState } from '../utils/report-form-state';

const box = 'rounded-lg border-l-4 p-5 focus:outline-2 focus:outline-offset-2';

/**
 * What became of a report. It never says anything about the certificate: whether it is on the
 * register is for the check to answer, and only to someone who knows the learner's details.
 */
export function ReportOutcome({
  state,
  outcomeRef,
}: {
  state: ReportFormState;
  outcomeRef: Ref<HTMLDivElement>;
}) {
  if (state.phase === 'filed') {
    return (
      <div
        ref={outcomeRef}
        tabIndex={-1}
        className={`${box} border-green-700 bg-green-50 text-green-900`}
      >
        <h3 className="font-semibold">Thank you: your report has been sent</h3>
        <p className="mt-2">
          Our team will look into it. We do not tell anyone who reported a certificate; if you gave
          an address, we may write to you for more details.
        </p>
      </div>
    );
  }
  if (state.phase === 'throttled') {
    return (
      <div
        ref={outcomeRef}
        tabIndex={-1}
        className={`${box} border-amber-600 bg-amber-50 text-amber-950`}
      >
        <h3 className="font-semibold">Too many checks</h3>
        <p className="mt-2">
          You have made as many checks as we allow in an hour from one browser, and a report counts
          as one. This protects learners&apos; records from being guessed. You can report again from{' '}
          <strong>{state.retryAt ? formatDateTime(state.retryAt) : 'later'}</strong>.
        </p>
      </div>
    );
  }
  if (state.phase === 'unavailable') {
    return (
      <div
        ref={outcomeRef}
        tabIndex={-1}
        role="alert"
        className={`${box} border-red-700 bg-red-50 text-red-900`}
      >
        <h3 className="font-semibold">Your report could not be sent</h3>
        <p className="mt-2">Please check your connection and send it again.</p>
      </div>
    );
  }
  return null;
}

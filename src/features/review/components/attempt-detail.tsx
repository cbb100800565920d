import { useId, type ReactNode } from 'react';

import type { VerificationAttempt } from '../types';
import { suspiciousLabel } from '../utils/attempt-labels';
import { AttemptFacts, ReviewTrail } from './attempt-facts';
import { ReviewSteps, type ReviewStepsProps } from './review-steps';
import { StatusLabel } from './status-label';

type AttemptDetailProps = ReviewStepsProps & {
  attempt: VerificationAttempt;
  /** The attempt's review events, under everything else. */
  history?: ReactNode;
};

/** Everything recorded about one attempt, its review trail, and what can be done next. */
export function AttemptDetail({ attempt, history, ...steps }: AttemptDetailProps) {
  const headingId = useId();
  const label = suspiciousLabel(attempt);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          Attempt details
        </h2>
        {label ? <StatusLabel label={label} /> : null}
      </div>
      <AttemptFacts attempt={attempt} />
      {attempt.status === 'suspicious' ? <ReviewTrail attempt={attempt} /> : null}
      <ReviewSteps attempt={attempt} {...steps} />
      {history}
    </section>
  );
}

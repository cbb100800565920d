import type { Ref } from 'react';

import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/domain/dates';

import type { ReportFormState } from '../utils/report-form-state';

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
      <Alert
        tone="success"
        role="none"
        focusRef={outcomeRef}
        titleAs="h3"
        title="Thank you: your report has been sent"
      >
        <p>
          Our team will look into it. We do not tell anyone who reported a certificate; if you gave
          an address, we may write to you for more details.
        </p>
      </Alert>
    );
  }
  if (state.phase === 'throttled') {
    return (
      <Alert tone="warning" role="none" focusRef={outcomeRef} titleAs="h3" title="Too many checks">
        <p>
          You have made as many checks as we allow in an hour from one browser, and a report counts
          as one. This protects learners&apos; records from being guessed. You can report again from{' '}
          <strong>{state.retryAt ? formatDateTime(state.retryAt) : 'later'}</strong>.
        </p>
      </Alert>
    );
  }
  if (state.phase === 'unavailable') {
    return (
      <Alert
        tone="error"
        role="alert"
        focusRef={outcomeRef}
        titleAs="h3"
        title="Your report could not be sent"
      >
        <p>Please check your connection and send it again.</p>
      </Alert>
    );
  }
  return null;
}

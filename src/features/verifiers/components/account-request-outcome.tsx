import type { Ref } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/domain/dates';

import type { AccountRequestFormState } from '../utils/account-request-form';

type AccountRequestOutcomeProps = {
  state: AccountRequestFormState;
  outcomeRef: Ref<HTMLDivElement>;
  /** The request form, which the failure's button submits again. */
  formId: string;
};

/** What became of a request for a verifier account: sent, refused for the hour, or not sent. */
export function AccountRequestOutcome({ state, outcomeRef, formId }: AccountRequestOutcomeProps) {
  if (state.phase === 'sent' && state.request) {
    return (
      <Alert
        tone="success"
        role="none"
        focusRef={outcomeRef}
        titleAs="h3"
        title="We have your request"
      >
        <p>
          An administrator will e-mail an invitation to{' '}
          <strong className="break-all">{state.request.email}</strong>. Its link lets you set a
          password and sign in to check your candidates. If we need to know more about{' '}
          {state.request.organisation} first, we will write to you at the same address.
        </p>
      </Alert>
    );
  }
  if (state.phase === 'throttled') {
    return (
      <Alert tone="warning" role="none" focusRef={outcomeRef} titleAs="h3" title="Too many checks">
        <p>
          You have made as many checks as we allow in an hour from one browser, and a request counts
          as one. This protects learners&apos; records from being guessed. You can send your request
          from <strong>{state.retryAt ? formatDateTime(state.retryAt) : 'later'}</strong>; what you
          typed is kept above.
        </p>
      </Alert>
    );
  }
  if (state.phase === 'failed') {
    return (
      <Alert
        tone="error"
        role="alert"
        focusRef={outcomeRef}
        titleAs="h3"
        title="Your request could not be sent"
      >
        <p>Please check your connection and send it again.</p>
        <Button type="submit" form={formId} variant="outline" className="mt-4">
          Send Again
        </Button>
      </Alert>
    );
  }
  return null;
}

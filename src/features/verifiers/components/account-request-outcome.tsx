import type { Ref } from 'react';

import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/domain/dates';

import type { AccountRequestFormState } from '../utils/account-request-form';

const box = 'rounded-lg border-l-4 p-5 focus:outline-2 focus:outline-offset-2';

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
      <div
        ref={outcomeRef}
        tabIndex={-1}
        className={`${box} border-green-700 bg-green-50 text-green-900`}
      >
        <h3 className="font-semibold">We have your request</h3>
        <p className="mt-2">
          An administrator will e-mail an invitation to{' '}
          <strong className="break-all">{state.request.email}</strong>. Its link lets you set a
          password and sign in to check your candidates. If we need to know more about{' '}
          {state.request.organisation} first, we will write to you at the same address.
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
          You have made as many checks as we allow in an hour from one browser, and a request counts
          as one. This protects learners&apos; records from being guessed. You can send your request
          from <strong>{state.retryAt ? formatDateTime(state.retryAt) : 'later'}</strong>; what you
          typed is kept above.
        </p>
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div
        ref={outcomeRef}
        tabIndex={-1}
        role="alert"
        className={`${box} border-red-700 bg-red-50 text-red-900`}
      >
        <h3 className="font-semibold">Your request could not be sent</h3>
        <p className="mt-2">Please check your connection and send it again.</p>
        <Button type="submit" form={formId} variant="outline" className="mt-4">
          Send Again
        </Button>
      </div>
    );
  }
  return null;
}

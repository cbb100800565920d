import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { formatCount } from '@/domain/figures';
import { ORGANISATION_LIMIT, REQUEST_MESSAGE_LIMIT } from '@/domain/limits';
import type { VerifierRequestField } from '@/domain/verifier-requests';
import { useFirstFocusWithin } from '@/lib/use-first-focus-within';

import { prepareAccountRequest, requestAccountOnDemand } from '../api/request-account-on-demand';
import type { RequestAccount } from '../api/request-account';
import { useAccountRequestForm } from '../hooks/use-account-request-form';
import { AccountRequestOutcome } from './account-request-outcome';

type AccountRequestFormProps = {
  /** Sends the request (one function for the form's life): the public one, loaded on demand. */
  send?: RequestAccount;
  /** Gets the request's module ready once the visitor moves into the form. */
  prepare?: () => void;
};

const characters = (limit: number) => `${formatCount(limit)} characters`;

/**
 * An employer asks for a verifier account (docs/decisions/030-verifier-batch-checks.md): the
 * organisation, who is asking, the work address the invitation goes to, and a message. Counted
 * as one of the visitor's checks of the hour; nothing typed is lost to an error.
 */
export function AccountRequestForm({
  send = requestAccountOnDemand,
  prepare = prepareAccountRequest,
}: AccountRequestFormProps) {
  const { state, outcomeRef, submit, type } = useAccountRequestForm(send);
  const containerRef = useFirstFocusWithin<HTMLDivElement>(prepare);
  const formId = useId();
  const sending = state.phase === 'sending';
  const fieldProps = (field: VerifierRequestField) => ({
    name: field,
    value: state.values[field],
    error: state.errors[field],
    onChange: (event: { target: { value: string } }) => type(field, event.target.value),
  });

  return (
    <div ref={containerRef} className="space-y-6">
      {state.phase === 'sent' ? null : (
        <Form
          id={formId}
          noValidate
          onSubmit={submit}
          aria-label="Ask for a verifier account"
          aria-busy={sending}
          className="space-y-5"
        >
          <TextField
            label="Organisation"
            hint={`The employer or agency that will run the checks, up to ${characters(ORGANISATION_LIMIT)}.`}
            required
            autoComplete="organization"
            {...fieldProps('organisation')}
          />
          <TextField label="Your name" required autoComplete="name" {...fieldProps('name')} />
          <TextField
            label="Work e-mail address"
            hint="Your address at the organisation: the invitation is sent there, and it becomes your sign-in."
            type="email"
            required
            autoComplete="work email"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldProps('email')}
          />
          <TextareaField
            label="Message (optional)"
            hint={`How many candidates you expect to check in a day, or anything else we should know. Up to ${characters(REQUEST_MESSAGE_LIMIT)}.`}
            rows={4}
            {...fieldProps('message')}
          />
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Request'}
          </Button>
        </Form>
      )}
      <div aria-live="polite">
        <AccountRequestOutcome state={state} outcomeRef={outcomeRef} formId={formId} />
      </div>
    </div>
  );
}

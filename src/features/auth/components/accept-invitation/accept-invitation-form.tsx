import { useId, useRef, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { Invitation } from '@/domain/invitations';

import { NEW_PASSWORD_MIN_LENGTH, newPasswordErrors } from '../../utils/invitation-messages';
import { InvitationSummary } from './invitation-summary';

type AcceptInvitationFormProps = {
  invitation: Invitation;
  failure: string | null;
  accepting: boolean;
  /** Sets the password, then accepts. */
  onAccept: (password: string) => void;
};

/**
 * The invitation, and the password the invitee will sign in with from now on. Accepting sets
 * the password first, then writes their directory entry.
 */
export function AcceptInvitationForm({
  invitation,
  failure,
  accepting,
  onAccept,
}: AcceptInvitationFormProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof newPasswordErrors>>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (accepting) return;
    const found = newPasswordErrors(password, confirmation);
    setErrors(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirmation) return confirmationRef.current?.focus();
    onAccept(password);
  }

  return (
    <div className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {invitation.role.role === 'verifier'
          ? 'You are invited as a verifier'
          : 'You are invited to the staff'}
      </h2>
      <InvitationSummary invitation={invitation} />
      <form
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={handleSubmit}
        className="space-y-4"
      >
        <p className="text-slate-700">
          Choose the password you will sign in with from now on, with this e-mail address. Use at
          least {NEW_PASSWORD_MIN_LENGTH} characters: a few words you will remember is a good
          choice.
        </p>
        <TextField
          ref={passwordRef}
          label="New Password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors({});
          }}
        />
        <TextField
          ref={confirmationRef}
          label="Confirm Password"
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          error={errors.confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            setErrors({});
          }}
        />
        {failure ? (
          <Alert tone="error" role="alert" title="The invitation was not accepted.">
            <p>{failure}</p>
          </Alert>
        ) : null}
        <Button type="submit" aria-disabled={accepting || undefined}>
          {accepting ? 'Accepting...' : 'Accept Invitation'}
        </Button>
      </form>
    </div>
  );
}

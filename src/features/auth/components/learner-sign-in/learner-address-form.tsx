import { useEffect, useRef, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

type LearnerAddressFormProps = {
  /** 'send': the first visit, asking for a link; 'confirm': a link opened on another device. */
  purpose: 'send' | 'confirm';
  address: string;
  error: string | null;
  busy: boolean;
  onChange: (address: string) => void;
  onSubmit: () => void;
};

/**
 * The learner's address: to send them a sign-in link, or, when they open a link on another
 * device than the one that asked for it, to confirm the address it was sent to (Firebase signs
 * in with a link only for that address, so a link seen by someone else opens nothing).
 */
export function LearnerAddressForm({
  purpose,
  address,
  error,
  busy,
  onChange,
  onSubmit,
}: LearnerAddressFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit();
  }

  const sending = purpose === 'send';
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Sign in">
      <h2 className="text-xl font-bold text-brand-900">
        {sending ? 'Sign in with your e-mail address' : 'Confirm your e-mail address'}
      </h2>
      <p className="text-slate-700">
        {sending
          ? 'Use the address your training centre recorded for you. We send it a link that signs you in: there is no password to remember.'
          : 'Type the address the sign-in link was sent to. The link works only for that address.'}
      </p>
      <TextField
        ref={inputRef}
        label="E-mail Address"
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        value={address}
        error={error ?? undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" aria-disabled={busy || undefined} className="w-full sm:w-auto">
        {sending
          ? busy
            ? 'Sending...'
            : 'Send Me a Sign-in Link'
          : busy
            ? 'Checking...'
            : 'Continue'}
      </Button>
    </form>
  );
}

import { useEffect, useRef, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

type ConfirmAddressFormProps = {
  address: string;
  error: string | null;
  signingIn: boolean;
  onChange: (address: string) => void;
  onSubmit: () => void;
};

/**
 * The address the invitation was sent to. Firebase signs in with the link only for that
 * address, so a link forwarded to someone else, or seen over a shoulder, opens nothing.
 */
export function ConfirmAddressForm({
  address,
  error,
  signingIn,
  onChange,
  onSubmit,
}: ConfirmAddressFormProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!signingIn) onSubmit();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <h2 className="text-xl font-bold text-brand-900">Confirm your e-mail address</h2>
      <p className="text-slate-700">
        Type the address this invitation was sent to. The link works only for that address, so that
        nobody else who sees it can use it.
        {address ? ' We have filled it in, as the invitation was sent from this browser.' : null}
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
      <Button type="submit" aria-disabled={signingIn || undefined}>
        {signingIn ? 'Checking...' : 'Continue'}
      </Button>
    </form>
  );
}

import { useEffect, useRef, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { DAILY_ALLOWANCE_MAX, DAILY_ALLOWANCE_MIN } from '@/domain/limits';
import { verifierSubject, type VerifierAccount } from '@/domain/verifiers';

type AllowanceDialogProps = {
  /** The account whose allowance is being changed; the dialog is closed without one. */
  account: VerifierAccount | null;
  typed: string;
  error: string | null;
  failure: string | null;
  pending: boolean;
  onType: (typed: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

/**
 * 'Change allowance': the rows a day an account may check, typed and checked before it is sent.
 * The rules read the allowance at each batch, so a change counts from the account's next one.
 */
export function AllowanceDialog({
  account,
  typed,
  error,
  failure,
  pending,
  onType,
  onSubmit,
  onCancel,
}: AllowanceDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) onSubmit();
  }

  return (
    <Dialog
      open={account !== null}
      onClose={onCancel}
      title="Change the allowance"
      description={account ? verifierSubject(account.organisation, account.email) : undefined}
    >
      {account ? (
        <form noValidate onSubmit={submit} className="space-y-4">
          <p className="text-slate-700">
            It may check {account.dailyAllowance.toLocaleString('en-GB')} rows a day now. A new
            allowance counts from its next batch; rows it has checked today still count.
          </p>
          <TextField
            ref={inputRef}
            label="Rows a day"
            name="dailyAllowance"
            required
            inputMode="numeric"
            autoComplete="off"
            hint={`From ${DAILY_ALLOWANCE_MIN} to ${DAILY_ALLOWANCE_MAX.toLocaleString('en-GB')}.`}
            value={typed}
            error={error ?? undefined}
            onChange={(event) => onType(event.target.value)}
          />
          {failure ? (
            <Alert tone="error" role="alert" title="The allowance was not changed.">
              <p>{failure}</p>
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" aria-disabled={pending || undefined}>
              {pending ? 'Saving...' : 'Change Allowance'}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}

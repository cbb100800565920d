import type { Ref } from 'react';

import { TextField } from '@/components/ui/field';
import { DAILY_ALLOWANCE_MAX, DAILY_ALLOWANCE_MIN } from '@/domain/limits';

type InviteVerifierFieldsProps = {
  organisation: string;
  dailyAllowance: string;
  errors: { organisation?: string; dailyAllowance?: string };
  onChange: (change: { organisation?: string; dailyAllowance?: string }) => void;
  organisationRef: Ref<HTMLInputElement>;
  allowanceRef: Ref<HTMLInputElement>;
};

/**
 * For an employer's verifier account (docs/decisions/030-verifier-batch-checks.md): whose it is,
 * and how many candidates it may check a day. A verifier reads no learner's record: only what the
 * rows it checks match.
 */
export function InviteVerifierFields({
  organisation,
  dailyAllowance,
  errors,
  onChange,
  organisationRef,
  allowanceRef,
}: InviteVerifierFieldsProps) {
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_14rem]">
      <TextField
        ref={organisationRef}
        label="Organisation"
        name="inviteOrganisation"
        required
        autoComplete="off"
        hint="Shown on every receipt its checks give."
        value={organisation}
        error={errors.organisation}
        onChange={(event) => onChange({ organisation: event.target.value })}
      />
      <TextField
        ref={allowanceRef}
        label="Rows a day"
        name="inviteAllowance"
        required
        inputMode="numeric"
        hint={`From ${DAILY_ALLOWANCE_MIN} to ${DAILY_ALLOWANCE_MAX.toLocaleString('en-GB')}.`}
        value={dailyAllowance}
        error={errors.dailyAllowance}
        onChange={(event) => onChange({ dailyAllowance: event.target.value })}
      />
    </div>
  );
}

import type { Ref } from 'react';

import { TextField } from '@/components/ui/field';

import {
  minimumPasswordLength,
  type RegistrationValues,
  type UpdateRegistration,
} from '../registration';

type PasswordFieldsProps = {
  values: RegistrationValues;
  update: UpdateRegistration;
  /** The two differ: the confirmation says so. */
  mismatch: boolean;
  confirmRef: Ref<HTMLInputElement>;
};

/** The password, and the same again. */
export function PasswordFields({ values, update, mismatch, confirmRef }: PasswordFieldsProps) {
  return (
    <>
      <TextField
        label="Password"
        hint={`At least ${minimumPasswordLength} characters.`}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={minimumPasswordLength}
        required
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
      />
      <TextField
        ref={confirmRef}
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={mismatch ? 'The passwords do not match. Enter the same password twice.' : undefined}
        onChange={(event) => update('confirmPassword', event.target.value)}
      />
    </>
  );
}

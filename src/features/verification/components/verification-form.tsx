import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import type { CheckMade } from '@/domain/public-check';
import {
  emptyVerificationInput,
  type VerificationField,
  type VerificationInput,
} from '@/domain/verification-input';
import { useFirstFocusWithin } from '@/lib/use-first-focus-within';

import type { VerifyCertificate } from '../api/verify-certificate';
import { useVerification } from '../hooks/use-verification';
import { VerificationResult } from './verification-result';

type VerificationFormProps = {
  /** Numbers from a link or QR code; names never come from the URL. */
  initialValues?: VerificationInput;
  /** The check: the public one, or a staff member's from the dashboard; tests pass their own. */
  verify: VerifyCertificate;
  /**
   * Called when someone moves into the form (or is already in it when the app takes it over),
   * so that a check loaded on demand gets ready while they type.
   */
  prepare?: () => void;
  /**
   * Shown under an answer, found or not, given the certificate number checked (for the report's
   * form) and the check itself (for keeping a record of it).
   */
  afterAnswer?: (answer: { certificateNumber: string; check: CheckMade }) => ReactNode;
};

const numberInputProps = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
} as const;

/** The verification form and its result, for the public page and the dashboard alike. */
export function VerificationForm({
  initialValues = emptyVerificationInput,
  verify,
  prepare,
  afterAnswer,
}: VerificationFormProps) {
  const { values, errors, state, resultRef, update, handleSubmit } = useVerification(
    initialValues,
    verify,
  );
  const containerRef = useFirstFocusWithin<HTMLDivElement>(prepare);

  const loading = state.status === 'loading';
  const fieldProps = (field: VerificationField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  return (
    <div ref={containerRef}>
      <Form
        noValidate
        onSubmit={handleSubmit}
        aria-label="Verify a certificate"
        className="space-y-6 print:hidden"
      >
        <fieldset>
          <legend className="font-semibold text-slate-900">
            Certificate number or student number
          </legend>
          <p className="mt-1 text-sm text-slate-600">
            Enter either number. If you have both, enter both.
          </p>
          <div className="mt-4 grid items-start gap-4 md:grid-cols-[1fr_auto_1fr]">
            <TextField
              label="Certificate Number"
              placeholder="e.g. 012345678"
              {...numberInputProps}
              {...fieldProps('certificateNumber')}
            />
            <p className="text-center font-semibold text-slate-600 md:pt-9" aria-hidden="true">
              or
            </p>
            <TextField
              label="Student Number"
              placeholder="e.g. Q01234567"
              {...numberInputProps}
              {...fieldProps('studentNumber')}
            />
          </div>
        </fieldset>

        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="First Name"
            required
            autoComplete="off"
            spellCheck={false}
            {...fieldProps('firstName')}
          />
          <TextField
            label="Surname"
            required
            autoComplete="off"
            spellCheck={false}
            {...fieldProps('surname')}
          />
        </div>

        <Button type="submit" size="lg" disabled={loading} className="w-full sm:w-auto">
          {loading ? 'Verifying...' : 'Verify Certificate'}
        </Button>
      </Form>

      <VerificationResult state={state} resultRef={resultRef} />
      {afterAnswer && (state.status === 'verified' || state.status === 'failed')
        ? afterAnswer({
            certificateNumber:
              state.status === 'verified'
                ? state.certificate.certificateNumber
                : values.certificateNumber.trim(),
            check: state.check,
          })
        : null}
    </div>
  );
}

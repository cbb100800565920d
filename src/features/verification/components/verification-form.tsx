import { useEffect, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import {
  emptyVerificationInput,
  firstInvalidField,
  validateVerificationInput,
  type VerificationErrors,
  type VerificationField,
  type VerificationInput,
} from '@/domain/verification-input';
import { useFirstFocusWithin } from '@/lib/use-first-focus-within';

import type { VerifyCertificate } from '../api/verify-certificate';
import { VerificationResult, type VerificationState } from './verification-result';

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
}: VerificationFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<VerificationErrors>({});
  const [state, setState] = useState<VerificationState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const submitting = useRef(false);
  const resultRef = useRef<HTMLElement>(null);
  const containerRef = useFirstFocusWithin<HTMLDivElement>(prepare);

  // A new result takes focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (attempt > 0) resultRef.current?.focus();
  }, [attempt]);

  function update(field: VerificationField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;

    const validation = validateVerificationInput(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      const first = firstInvalidField(validation.errors);
      const control = first ? event.currentTarget.elements.namedItem(first) : null;
      if (control instanceof HTMLInputElement) control.focus();
      return;
    }

    setErrors({});
    submitting.current = true;
    setState({ status: 'loading' });
    try {
      const outcome = await verify(validation.query);
      setState(
        outcome.status === 'verified'
          ? { status: 'verified', certificate: outcome.certificate, checkedAt: new Date() }
          : outcome,
      );
    } catch (error) {
      // verify() reports its own failures; this only guards against the unexpected.
      console.error('Verification failed unexpectedly', error);
      setState({ status: 'unavailable' });
    } finally {
      submitting.current = false;
      setAttempt((count) => count + 1);
    }
  }

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
    </div>
  );
}

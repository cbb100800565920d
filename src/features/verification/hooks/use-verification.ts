import { useEffect, useRef, useState, type FormEvent } from 'react';

import {
  firstInvalidField,
  validateVerificationInput,
  type VerificationErrors,
  type VerificationField,
  type VerificationInput,
} from '@/domain/verification-input';

import type { VerifyCertificate } from '../api/verify-certificate';
import type { VerificationState } from '../components/verification-result';

/**
 * The verification form's fields, what to fix in them, and the check: one at a time, its result
 * focused once it is shown (resultRef), so keyboard and screen reader users land on it.
 */
export function useVerification(initialValues: VerificationInput, verify: VerifyCertificate) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<VerificationErrors>({});
  const [state, setState] = useState<VerificationState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const submitting = useRef(false);
  const resultRef = useRef<HTMLElement>(null);

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
      setState(outcome.status === 'verified' ? { ...outcome, checkedAt: new Date() } : outcome);
    } catch (error) {
      // verify() reports its own failures; this only guards against the unexpected.
      console.error('Verification failed unexpectedly', error);
      setState({ status: 'unavailable' });
    } finally {
      submitting.current = false;
      setAttempt((count) => count + 1);
    }
  }

  return { values, errors, state, resultRef, update, handleSubmit };
}

import { useRef, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';

import { emptyRegistration, type RegistrationValues } from '../registration';
import { AgreeField } from './agree-field';
import { PasswordFields } from './password-fields';
import { UserTypeFields } from './user-type-fields';

/**
 * The demo registration form. The browser checks required fields and formats; on a valid
 * submit the form shows a confirmation and clears itself. Nothing is sent anywhere.
 */
export function RegistrationForm() {
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [passwordMismatch, setPasswordMismatch] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);

  function update<K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'password' || key === 'confirmPassword') setPasswordMismatch(false);
    setSubmitted(false);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.password !== values.confirmPassword) {
      setPasswordMismatch(true);
      confirmRef.current?.focus();
      return;
    }
    setValues(emptyRegistration);
    setSubmitted(true);
  }

  return (
    // POST, so that a password can never end up in an address, even without the script.
    <Form method="post" onSubmit={onSubmit} className="space-y-6">
      {submitted ? (
        <Alert tone="success" role="alert">
          Registration submitted! (This is a demo.)
        </Alert>
      ) : null}

      <p className="text-slate-700">
        Fields marked with an asterisk (<span className="text-red-700">*</span>) are required.
      </p>

      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
        />
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
        />
        <TextField
          label="Phone Number (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(event) => update('phone', event.target.value)}
        />
        <UserTypeFields values={values} update={update} />
        <PasswordFields
          values={values}
          update={update}
          mismatch={passwordMismatch}
          confirmRef={confirmRef}
        />
        <TextareaField
          label="Message (optional)"
          hint="Tell us which qualifications interest you, or anything else we should know."
          name="message"
          rows={4}
          value={values.message}
          onChange={(event) => update('message', event.target.value)}
          className="sm:col-span-2"
        />
      </div>

      <AgreeField checked={values.agree} onChange={(agree) => update('agree', agree)} />

      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Register
      </Button>
    </Form>
  );
}

import { useRef, useState, type FormEvent } from 'react';

import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { paths } from '@/config/paths';

import {
  emptyRegistration,
  minimumPasswordLength,
  needsCompany,
  userTypes,
  type RegistrationValues,
} from '../registration';

const inlineLinkClass = 'font-semibold text-brand-700 underline underline-offset-2';

/**
 * The demo registration form. The browser checks required fields and formats; on a valid
 * submit the form shows a confirmation and clears itself. Nothing is sent anywhere.
 */
export function RegistrationForm() {
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [passwordMismatch, setPasswordMismatch] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const showCompany = needsCompany(values.userType);

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
        <SelectField
          label="User Type"
          name="userType"
          required
          value={values.userType}
          onChange={(event) =>
            update('userType', event.target.value as RegistrationValues['userType'])
          }
        >
          <option value="" disabled>
            Select user type
          </option>
          {userTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        {showCompany ? (
          <TextField
            label="Company Name"
            hint={
              values.userType === 'Centre'
                ? 'The college, training provider or employer applying to be a centre.'
                : 'The organisation you are registering for.'
            }
            name="company"
            autoComplete="organization"
            required
            value={values.company}
            onChange={(event) => update('company', event.target.value)}
            className="sm:col-span-2"
          />
        ) : null}
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
          error={
            passwordMismatch
              ? 'The passwords do not match. Enter the same password twice.'
              : undefined
          }
          onChange={(event) => update('confirmPassword', event.target.value)}
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

      <CheckboxField
        name="agree"
        required
        checked={values.agree}
        onChange={(event) => update('agree', event.target.checked)}
        label={
          <>
            I agree to the{' '}
            <Link to={paths.terms.getHref()} className={inlineLinkClass}>
              Terms and Conditions
            </Link>{' '}
            and have read the{' '}
            <Link to={paths.privacy.getHref()} className={inlineLinkClass}>
              Privacy Policy
            </Link>
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          </>
        }
      />

      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Register
      </Button>
    </Form>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';

import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useFirstFocusWithin } from '@/lib/use-first-focus-within';

import { sendPasswordResetOnDemand, signInOnDemand } from '../api/auth-on-demand';
import { useSessionOnDemand } from '../session-context';
import {
  isRejectedCredentials,
  LOGIN_FAILED_PREFIX,
  loginErrorMessage,
} from '../utils/login-error-message';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/;

type LoginFormProps = {
  /** A same-site path, already checked: where to go once signed in. */
  redirectTo: string;
};

export function LoginForm({ redirectTo }: LoginFormProps) {
  const session = useSessionOnDemand();
  // The session, and the Auth SDK with it, starts once someone moves into the form.
  const formRef = useFirstFocusWithin<HTMLDivElement>(session.follow);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [credentialsRejected, setCredentialsRejected] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const [sendingReset, setSendingReset] = useState(false);
  const [signedInUid, setSignedInUid] = useState<string | null>(null);
  const inFlight = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  // Leave only once the session has caught up with the sign-in, or the guard would see no user.
  if (signedInUid && !session.loading && session.user?.uid === signedInUid) {
    return <Navigate replace to={redirectTo} />;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    session.follow();
    setSubmitting(true);
    setError(null);
    setCredentialsRejected(false);
    setEmailError(null);
    setResetSentTo(null);
    try {
      const user = await signInOnDemand({ email, password, remember });
      setSignedInUid(user.uid);
    } catch (failure) {
      setError(LOGIN_FAILED_PREFIX + loginErrorMessage(failure));
      setCredentialsRejected(isRejectedCredentials(failure));
      setSubmitting(false);
      inFlight.current = false;
    }
  }

  async function handleForgotPassword() {
    const address = email.trim();
    setError(null);
    setCredentialsRejected(false);
    setResetSentTo(null);
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setEmailError(
        address
          ? 'Enter a valid e-mail address so that we can send you a link to reset your password.'
          : 'Enter your e-mail address, then choose Forgot Password? again.',
      );
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    setSendingReset(true);
    try {
      await sendPasswordResetOnDemand(address);
    } catch (failure) {
      // The visitor hears the same thing either way, so that no one can test for accounts.
      const code = (failure as { code?: unknown } | null)?.code;
      if (code !== 'auth/user-not-found') console.error('Password reset failed.', failure);
    } finally {
      setSendingReset(false);
      setResetSentTo(address);
    }
  }

  // A failed sign-in is read with both fields; they are marked invalid when they were the cause.
  const failureProps = {
    'aria-describedby': error ? errorId : undefined,
    'aria-invalid': credentialsRejected || undefined,
  };

  const alreadySignedIn = session.user && !signedInUid ? session.user : null;

  return (
    <div ref={formRef} className="space-y-6">
      {alreadySignedIn ? (
        <Alert tone="info" title={`You are signed in as ${alreadySignedIn.email ?? 'a user'}.`}>
          {session.isStaff ? (
            <ButtonLink to={paths.dashboard.root.getHref()} size="sm" className="mt-2">
              Go to the dashboard
            </ButtonLink>
          ) : (
            <p>This account does not have staff access. Sign in with a staff account below.</p>
          )}
        </Alert>
      ) : null}

      {/* POST, so that a password can never end up in an address, even without the script. */}
      <Form
        method="post"
        onSubmit={handleSubmit}
        className="space-y-5"
        aria-labelledby="login-form-title"
      >
        <h2 id="login-form-title" className="text-xl font-bold text-brand-900">
          Staff sign-in
        </h2>
        {error ? (
          <Alert tone="error" role="alert" id={errorId}>
            {error}
          </Alert>
        ) : null}
        {resetSentTo ? (
          <Alert tone="info">
            If an account exists for {resetSentTo}, we have sent a link to reset the password.
          </Alert>
        ) : null}

        <TextField
          ref={emailRef}
          label="Email Address / Username"
          name="email"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          error={emailError}
          {...failureProps}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          {...failureProps}
          onChange={(event) => setPassword(event.target.value)}
        />

        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
          <CheckboxField
            label="Remember Me"
            hint="Stay signed in on this device. Leave unticked on a shared computer."
            name="remember"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
            className="max-w-xs"
          />
          <button
            type="button"
            onClick={handleForgotPassword}
            disabled={sendingReset}
            className="rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900 disabled:opacity-60"
          >
            {sendingReset ? 'Sending link...' : 'Forgot Password?'}
          </button>
        </div>

        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting ? 'Logging in...' : 'Login'}
        </Button>

        <p className="text-center text-slate-700">
          Not registered with us yet?{' '}
          <Link
            to={paths.join.getHref()}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Register
          </Link>
        </p>
      </Form>
    </div>
  );
}

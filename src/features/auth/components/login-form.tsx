import { useId, useRef } from 'react';
import { Navigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useFirstFocusWithin } from '@/lib/use-first-focus-within';

import { useLoginSteps } from '../hooks/use-login-steps';
import { useSessionOnDemand } from '../session-context';
import type { LoginFields } from '../utils/login-screen';
import { LoginNotices } from './login/login-notices';
import { RememberAndReset } from './login/remember-and-reset';
import { SignedInNotice } from './login/signed-in-notice';

type LoginFormProps = {
  /** A same-site path, already checked: where to go once signed in. */
  redirectTo: string;
};

export function LoginForm({ redirectTo }: LoginFormProps) {
  const session = useSessionOnDemand();
  // The session, and the Auth SDK with it, starts once someone moves into the form.
  const formRef = useFirstFocusWithin<HTMLDivElement>(session.follow);
  const emailRef = useRef<HTMLInputElement>(null);
  const { screen, dispatch, signIn, sendResetLink } = useLoginSteps(session.follow, emailRef);
  const errorId = useId();
  const { fields, resetLink } = screen;
  const signedInUid = screen.signIn.step === 'signed-in' ? screen.signIn.uid : null;

  // Leave only once the session has caught up with the sign-in, or the guard would see no user.
  if (signedInUid && !session.loading && session.user?.uid === signedInUid) {
    return <Navigate replace to={redirectTo} />;
  }

  const failure = screen.signIn.step === 'ready' ? screen.signIn.failure : null;
  const submitting = screen.signIn.step !== 'ready';
  // A failed sign-in is read with both fields; they are marked invalid when they were the cause.
  const failureProps = {
    'aria-describedby': failure ? errorId : undefined,
    'aria-invalid': failure?.credentialsRejected || undefined,
  };
  const alreadySignedIn = session.user && !signedInUid ? session.user : null;
  const edit = (change: Partial<LoginFields>) => dispatch({ type: 'typed', change });

  return (
    <div ref={formRef} className="space-y-6">
      {alreadySignedIn ? <SignedInNotice user={alreadySignedIn} isStaff={session.isStaff} /> : null}

      {/* POST, so that a password can never end up in an address, even without the script. */}
      <Form
        method="post"
        onSubmit={signIn}
        className="space-y-5"
        aria-labelledby="login-form-title"
      >
        <h2 id="login-form-title" className="text-xl font-bold text-brand-900">
          Staff sign-in
        </h2>
        <LoginNotices
          failure={failure}
          errorId={errorId}
          resetSentTo={resetLink.step === 'sent' ? resetLink.to : null}
        />

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
          value={fields.email}
          error={resetLink.step === 'refused' ? resetLink.message : null}
          {...failureProps}
          onChange={(event) => edit({ email: event.target.value })}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={fields.password}
          {...failureProps}
          onChange={(event) => edit({ password: event.target.value })}
        />
        <RememberAndReset
          remember={fields.remember}
          onRemember={(remember) => edit({ remember })}
          sendingReset={resetLink.step === 'sending'}
          onForgotPassword={() => void sendResetLink()}
        />

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

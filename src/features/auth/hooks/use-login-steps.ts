import { useReducer, useRef, type FormEvent, type RefObject } from 'react';

import { sendPasswordResetOnDemand, signInOnDemand } from '../api/auth-on-demand';
import {
  isRejectedCredentials,
  LOGIN_FAILED_PREFIX,
  loginErrorMessage,
} from '../utils/login-error-message';
import { initialLoginScreen, loginScreen, resetAddressProblem } from '../utils/login-screen';

/**
 * The sign-in form's state (utils/login-screen.ts) and its two steps: signing in, and sending a
 * link to reset the password. `follow` starts the session; `emailRef` is focused when the address
 * will not do for a link.
 */
export function useLoginSteps(follow: () => void, emailRef: RefObject<HTMLInputElement | null>) {
  const [screen, dispatch] = useReducer(loginScreen, initialLoginScreen);
  // Two submits in one moment both see the form ready: only the first signs in.
  const inFlight = useRef(false);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    follow();
    dispatch({ type: 'signing-in' });
    const { email, password, remember } = screen.fields;
    try {
      const user = await signInOnDemand({ email, password, remember });
      dispatch({ type: 'signed-in', uid: user.uid });
    } catch (failure) {
      const message = LOGIN_FAILED_PREFIX + loginErrorMessage(failure);
      const credentialsRejected = isRejectedCredentials(failure);
      dispatch({ type: 'sign-in-failed', failure: { message, credentialsRejected } });
      inFlight.current = false;
    }
  }

  async function sendResetLink() {
    const address = screen.fields.email.trim();
    const problem = resetAddressProblem(address);
    dispatch({ type: 'reset-asked', problem });
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    try {
      await sendPasswordResetOnDemand(address);
    } catch (failure) {
      // The visitor hears the same thing either way, so that no one can test for accounts.
      const code = (failure as { code?: unknown } | null)?.code;
      if (code !== 'auth/user-not-found') console.error('Password reset failed.', failure);
    } finally {
      dispatch({ type: 'reset-answered', to: address });
    }
  }

  return { screen, dispatch, signIn, sendResetLink };
}

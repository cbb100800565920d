/**
 * The staff sign-in form's state (docs/product.md, Staff sign-in), as a pure reducer. Two things
 * can go on at once, each its own union: signing in (ready, perhaps after a failure; signing in;
 * signed in, waiting for the session to catch up) and the link to reset the password (none asked
 * for; refused for want of an address; sending; sent). What was typed stays throughout.
 */
export type LoginFields = { email: string; password: string; remember: boolean };

/** Why the last sign-in failed; `credentialsRejected` when the fields were the cause. */
export type LoginFailure = { message: string; credentialsRejected: boolean };

type SignInStep =
  | { step: 'ready'; failure: LoginFailure | null }
  | { step: 'signing-in' }
  | { step: 'signed-in'; uid: string };

type ResetLinkStep =
  | { step: 'none' }
  /** 'Forgot Password?' without an address that could be one: the field says what to do. */
  | { step: 'refused'; message: string }
  | { step: 'sending' }
  | { step: 'sent'; to: string };

export type LoginScreen = { fields: LoginFields; signIn: SignInStep; resetLink: ResetLinkStep };

export type LoginEvent =
  | { type: 'typed'; change: Partial<LoginFields> }
  | { type: 'signing-in' }
  | { type: 'sign-in-failed'; failure: LoginFailure }
  | { type: 'signed-in'; uid: string }
  /** 'Forgot Password?' chosen: the link is sent to the address, or refused with why. */
  | { type: 'reset-asked'; problem: string | null }
  /** The link's request ended; the visitor hears the same whether or not an account exists. */
  | { type: 'reset-answered'; to: string };

export const initialLoginScreen: LoginScreen = {
  fields: { email: '', password: '', remember: false },
  signIn: { step: 'ready', failure: null },
  resetLink: { step: 'none' },
};

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Why a reset link cannot be sent to what was typed (trimmed), or null when it can. */
export function resetAddressProblem(address: string): string | null {
  if (LOOKS_LIKE_EMAIL.test(address)) return null;
  return address
    ? 'Enter a valid e-mail address so that we can send you a link to reset your password.'
    : 'Enter your e-mail address, then choose Forgot Password? again.';
}

/** A new attempt, of either kind, puts the last one's messages away. */
const withoutFailure = (signIn: SignInStep): SignInStep =>
  signIn.step === 'ready' ? { step: 'ready', failure: null } : signIn;

export function loginScreen(state: LoginScreen, event: LoginEvent): LoginScreen {
  const { signIn, resetLink } = state;
  switch (event.type) {
    case 'typed':
      return { ...state, fields: { ...state.fields, ...event.change } };
    case 'signing-in':
      if (signIn.step !== 'ready') return state;
      return {
        ...state,
        signIn: { step: 'signing-in' },
        // A link still being sent is told once it is.
        resetLink: resetLink.step === 'sending' ? resetLink : { step: 'none' },
      };
    case 'sign-in-failed':
      return signIn.step === 'signing-in'
        ? { ...state, signIn: { step: 'ready', failure: event.failure } }
        : state;
    case 'signed-in':
      return signIn.step === 'signing-in'
        ? { ...state, signIn: { step: 'signed-in', uid: event.uid } }
        : state;
    case 'reset-asked':
      if (resetLink.step === 'sending') return state;
      return {
        ...state,
        signIn: withoutFailure(signIn),
        resetLink: event.problem
          ? { step: 'refused', message: event.problem }
          : { step: 'sending' },
      };
    case 'reset-answered':
      return resetLink.step === 'sending'
        ? { ...state, resetLink: { step: 'sent', to: event.to } }
        : state;
  }
}

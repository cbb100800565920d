/** Prefix of every sign-in failure shown on the login page (docs/product.md, Staff sign-in). */
export const LOGIN_FAILED_PREFIX = 'Login failed: ';

// A wrong password and an unknown account share one message, so the form cannot be used to find
// out which e-mail addresses have accounts.
const INCORRECT_CREDENTIALS =
  'The e-mail address or password is incorrect. Check them and try again.';

const messages: Record<string, string> = {
  'auth/invalid-credential': INCORRECT_CREDENTIALS,
  'auth/invalid-login-credentials': INCORRECT_CREDENTIALS,
  'auth/wrong-password': INCORRECT_CREDENTIALS,
  'auth/user-not-found': INCORRECT_CREDENTIALS,
  'auth/invalid-email':
    'That is not a valid e-mail address. Staff accounts sign in with the e-mail address they were registered with.',
  'auth/too-many-requests':
    'There have been too many unsuccessful attempts to sign in. Wait a few minutes and try again, or reset your password.',
  'auth/user-disabled':
    'This account has been disabled. Contact your administrator or our support team if you think this is a mistake.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your internet connection and try again.',
};

const FALLBACK = 'Something went wrong while signing in. Please try again.';

/**
 * Plain-English text for a sign-in failure: our own wording for the provider's known error codes,
 * and the provider's own message for any other.
 */
export function loginErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return FALLBACK;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && Object.hasOwn(messages, code)) return messages[code] as string;
  if (typeof message === 'string' && message.trim() !== '') return message;
  return FALLBACK;
}

// Failures that say the e-mail address or password typed is wrong, rather than the service.
const REJECTED_CREDENTIALS = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
]);

/** Whether a sign-in failure was about what was typed, so the fields should be marked invalid. */
export function isRejectedCredentials(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REJECTED_CREDENTIALS.has(code);
}

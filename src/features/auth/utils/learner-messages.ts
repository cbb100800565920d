const codeOf = (error: unknown): string | null => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

const ASK_AGAIN = 'Ask for a new link below.';

/** Why a learner's sign-in link did not sign them in, and whether they can try again. */
export function learnerLinkFailure(error: unknown): { canRetry: boolean; message: string } {
  switch (codeOf(error)) {
    case 'auth/invalid-email':
      return {
        canRetry: true,
        message:
          'This is not the address the link was sent to. Type the address the e-mail came to.',
      };
    case 'auth/network-request-failed':
      return {
        canRetry: true,
        message: 'We could not reach the sign-in service. Check your connection and try again.',
      };
    case 'auth/expired-action-code':
      return { canRetry: false, message: `This sign-in link has expired. ${ASK_AGAIN}` };
    case 'auth/invalid-action-code':
      return {
        canRetry: false,
        message: `This sign-in link has been used already, or is not complete. Each link works once. ${ASK_AGAIN}`,
      };
    default:
      return {
        canRetry: false,
        message: `This sign-in link did not sign you in (${codeOf(error) ?? 'no reason given'}). ${ASK_AGAIN}`,
      };
  }
}

/** Why the link could not be sent. */
export function sendFailure(error: unknown): string {
  return codeOf(error) === 'auth/network-request-failed'
    ? 'We could not reach the sign-in service. Check your connection and try again.'
    : `The link could not be sent (${codeOf(error) ?? 'no reason given'}). Try again in a minute.`;
}

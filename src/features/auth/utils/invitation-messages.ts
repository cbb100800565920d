import { INVITATION_DAYS } from '@/domain/invitations';

/** The fewest characters a new staff password may have (Firebase Auth itself asks for six). */
export const NEW_PASSWORD_MIN_LENGTH = 8;

const codeOf = (error: unknown): string | null => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
};

const ASK_AGAIN = 'Ask the administrator who invited you to send the invitation again.';

/**
 * Why an invitation's sign-in link did not sign someone in, and whether they can try again (the
 * address they typed, or the connection) or only a new invitation mends it (the link itself).
 */
export function linkFailure(error: unknown): { canRetry: boolean; message: string } {
  switch (codeOf(error)) {
    case 'auth/invalid-email':
      return {
        canRetry: true,
        message:
          'This is not the address the invitation was sent to. Type the address the e-mail came to.',
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

/** Why the new password was not set. */
export function passwordFailure(error: unknown): string {
  switch (codeOf(error)) {
    case 'auth/weak-password':
      return 'The sign-in service finds this password too weak. Choose a longer one.';
    case 'auth/requires-recent-login':
      return `You signed in with the link too long ago. Open the link in the e-mail again, or ${ASK_AGAIN.charAt(0).toLowerCase()}${ASK_AGAIN.slice(1)}`;
    case 'auth/network-request-failed':
      return 'We could not reach the sign-in service. Check your connection and try again.';
    default:
      return error instanceof Error && error.message
        ? error.message
        : 'Your password could not be set. Try again.';
  }
}

/** What is wrong with a new password and its confirmation, if anything. */
export function newPasswordErrors(
  password: string,
  confirmation: string,
): { password?: string; confirmation?: string } {
  if (password.length < NEW_PASSWORD_MIN_LENGTH) {
    return { password: `Use at least ${NEW_PASSWORD_MIN_LENGTH} characters.` };
  }
  if (confirmation !== password) return { confirmation: 'The two passwords are not the same.' };
  return {};
}

export const expiredInvitationHelp = `Invitations last ${INVITATION_DAYS} days. ${ASK_AGAIN}`;

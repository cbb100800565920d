/**
 * The address an invitation was last sent to from this browser. Whoever opens the invitation's
 * sign-in link must type the address it was sent to (so a link forwarded to someone else opens
 * nothing); where the same browser sent it, the accept page offers it ready typed.
 */

const KEY = 'larkfield.invitedAddress';

export function rememberInvitedAddress(email: string): void {
  try {
    window.localStorage.setItem(KEY, email);
  } catch {
    // Storage refused (a private window, a full quota): the invitee types the address instead.
  }
}

export function rememberedInvitedAddress(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

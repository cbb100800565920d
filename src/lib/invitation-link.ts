import { sendSignInLinkToEmail } from 'firebase/auth';

import { paths } from '@/config/paths';
import { INVITATION_CODE_PARAM } from '@/domain/invitations';

import { getAuthClient } from './firebase';

/**
 * An invitation's sign-in link (docs/decisions/028-invitations.md), sent by the admin who invites
 * and, where the address had an account before the link was opened, by the accept page itself.
 * It opens the accept page with the invitation's code, and proves the address to Firebase Auth.
 */

/** The accept page's address with the invitation's code, where the sign-in link sends the invitee. */
function acceptPageUrl(origin: string, code: string): string {
  const url = new URL(paths.staffAccept.getHref(), origin);
  url.searchParams.set(INVITATION_CODE_PARAM, code);
  return url.toString();
}

/** E-mails the sign-in link carrying the invitation's code to the invited address. */
export async function sendInvitationLink(email: string, code: string): Promise<void> {
  await sendSignInLinkToEmail(await getAuthClient(), email, {
    url: acceptPageUrl(window.location.origin, code),
    handleCodeInApp: true,
  });
  rememberInvitedAddress(email);
}

/*
 * The address an invitation was last sent to from this browser. Whoever opens the invitation's
 * sign-in link must type the address it was sent to (so a link forwarded to someone else opens
 * nothing); where the same browser sent it, the accept page offers it ready typed.
 */

const KEY = 'larkfield.invitedAddress';

function rememberInvitedAddress(email: string): void {
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

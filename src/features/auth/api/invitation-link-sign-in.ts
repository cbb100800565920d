import { isSignInWithEmailLink, signInWithEmailLink, updatePassword } from 'firebase/auth';

import { getAuthClient } from '@/lib/firebase';

import type { SessionUser } from '../types';
import { toSessionUser } from './session-user';

/** Whether this address is an e-mail sign-in link, as an invitation's opens the accept page. */
export async function isInvitationLink(href: string): Promise<boolean> {
  return isSignInWithEmailLink(await getAuthClient(), href);
}

/**
 * Signs in with an invitation's link: Firebase checks that `email` is the address it was sent
 * to, and the account's address is proved from then on. Provider errors (with their `code`) are
 * thrown as they are.
 */
export async function signInWithInvitationLink(email: string, href: string): Promise<SessionUser> {
  const { user } = await signInWithEmailLink(await getAuthClient(), email, href);
  return toSessionUser(user);
}

/**
 * Sets the password the invitee will sign in with. It comes before the acceptance: setting it
 * ends every other session of the account (docs/decisions/028-invitations.md).
 */
export async function setOwnPassword(password: string): Promise<void> {
  const user = (await getAuthClient()).currentUser;
  if (!user) throw new Error('You have been signed out. Open the link in the e-mail again.');
  await updatePassword(user, password);
}

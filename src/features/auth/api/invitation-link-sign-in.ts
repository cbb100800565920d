import {
  deleteUser,
  getAdditionalUserInfo,
  isSignInWithEmailLink,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  updatePassword,
} from 'firebase/auth';

import { getAuthClient } from '@/lib/firebase';
import { sendInvitationLink } from '@/lib/invitation-link';

import type { SessionUser } from '../types';
import { toSessionUser } from './session-user';

/** Whether this address is an e-mail sign-in link, as an invitation's opens the accept page. */
export async function isInvitationLink(href: string): Promise<boolean> {
  return isSignInWithEmailLink(await getAuthClient(), href);
}

/**
 * Signs in with an invitation's link: Firebase checks that `email` is the address it was sent
 * to, and the account's address is proved from then on. `openedBefore` says the account existed
 * before the link signed it in (docs/decisions/028-invitations.md): someone else may hold a
 * session of it. Provider errors (with their `code`) are thrown as they are.
 */
export async function signInWithInvitationLink(
  email: string,
  href: string,
): Promise<{ user: SessionUser; openedBefore: boolean }> {
  const credential = await signInWithEmailLink(await getAuthClient(), email, href);
  // Made by this very sign-in, or there before it (Firebase says which).
  const openedBefore = getAdditionalUserInfo(credential)?.isNewUser !== true;
  return { user: toSessionUser(credential.user), openedBefore };
}

/**
 * Closes the account the link signed in to, ending every session of it, and sends a new link
 * with the same code: that one makes an account nobody else was ever signed in to.
 */
export async function startAfresh(email: string, code: string): Promise<void> {
  const user = (await getAuthClient()).currentUser;
  if (!user) throw new Error('You have been signed out. Open the link in the e-mail again.');
  await deleteUser(user);
  await sendInvitationLink(email, code);
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

/**
 * The rules give staff access only to a session that began after the directory entry was
 * written, counting in the whole seconds of the token's sign-in time: so the new session is
 * opened more than a second after the acceptance was committed.
 */
const NEW_SESSION_DELAY_MS = 1_100;

/** Signs the invitee in again with their new password, once a session may be given access. */
export async function signInAgain(
  email: string,
  password: string,
  acceptedAt: number,
): Promise<void> {
  const wait = acceptedAt + NEW_SESSION_DELAY_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  await signInWithEmailAndPassword(await getAuthClient(), email, password);
}

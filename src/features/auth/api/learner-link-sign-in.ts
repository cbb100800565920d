import {
  deleteUser,
  getAdditionalUserInfo,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signOut,
  type User,
} from 'firebase/auth';
import { doc, getDoc, writeBatch } from 'firebase/firestore/lite';

import { paths } from '@/config/paths';
import { collections } from '@/domain/collections';
import { learnerClaimFrom, type LearnerClaim } from '@/domain/learners';
import { planClaimAddress } from '@/domain/plans/learner';
import { applyPlan } from '@/lib/apply-plan';
import { emulatorSignInLink } from '@/lib/emulator-sign-in-link';
import { getLearnerAuth, getLearnerDb, learnerUsesEmulators } from '@/lib/learner-firebase';

import type { LearnerSession } from '../types';

/**
 * A learner's sign-in at /my-certificates (docs/decisions/031-learners.md), on the learners'
 * own Firebase app: a link e-mailed to their address, nothing else. What the page does once the
 * link has signed someone in is src/domain/learners.ts (learnerAccountVerdict).
 */

/** Where a learner's sign-in link opens: their page. */
export function learnerPageUrl(origin: string): string {
  return new URL(paths.myCertificates.getHref(), origin).toString();
}

/** E-mails a sign-in link to the address; on the emulators, resolves to the link itself. */
export async function sendLearnerLink(email: string): Promise<string | null> {
  await sendSignInLinkToEmail(await getLearnerAuth(), email, {
    url: learnerPageUrl(window.location.origin),
    handleCodeInApp: true,
  });
  return learnerUsesEmulators ? emulatorSignInLink(email) : null;
}

export async function isLearnerLink(href: string): Promise<boolean> {
  return isSignInWithEmailLink(await getLearnerAuth(), href);
}

async function sessionOf(user: User): Promise<LearnerSession | null> {
  if (!user.email || !user.emailVerified) return null;
  const { claims } = await user.getIdTokenResult();
  const signedInAt = Number(claims.auth_time);
  return { uid: user.uid, email: user.email.toLowerCase(), signedInAt };
}

/**
 * Signs in with a learner's link: Firebase checks that `email` is the address it was sent to.
 * `isNewUser`: the link made the account just now (Firebase's own word), so nobody else was
 * ever signed in to it. Provider errors (with their `code`) are thrown as they are.
 */
export async function signInWithLearnerLink(
  email: string,
  href: string,
): Promise<{ session: LearnerSession; isNewUser: boolean }> {
  const credential = await signInWithEmailLink(await getLearnerAuth(), email, href);
  const session = await sessionOf(credential.user);
  if (!session) throw new Error('The link did not prove your address. Ask for a new link.');
  return { session, isNewUser: getAdditionalUserInfo(credential)?.isNewUser === true };
}

/** The learner signed in here already (back after a reload), or null. */
export async function currentLearner(): Promise<LearnerSession | null> {
  const auth = await getLearnerAuth();
  await auth.authStateReady();
  return auth.currentUser ? sessionOf(auth.currentUser) : null;
}

/** Who holds the address, and whether the account is a staff member's. */
export async function readAccount(
  session: LearnerSession,
): Promise<{ claim: LearnerClaim | null; isStaff: boolean }> {
  const db = await getLearnerDb();
  const [claim, staff] = await Promise.all([
    getDoc(doc(db, collections.learners, session.email)),
    getDoc(doc(db, collections.staff, session.uid)),
  ]);
  return { claim: learnerClaimFrom(claim.data()), isStaff: staff.exists() };
}

/** The address claimed by this account, in this session: older sessions read nothing after. */
export async function claimAddress(session: LearnerSession): Promise<void> {
  const db = await getLearnerDb();
  const batch = writeBatch(db);
  applyPlan(db, batch, planClaimAddress(session));
  await batch.commit();
}

/**
 * Closes the account the link signed in to (which ends every session of it, and any password
 * someone set on it) and sends a fresh link, which makes an account nobody else had.
 */
export async function closeAndSendAgain(email: string): Promise<string | null> {
  const user = (await getLearnerAuth()).currentUser;
  if (!user) throw new Error('You have been signed out. Open the link in the e-mail again.');
  await deleteUser(user);
  return sendLearnerLink(email);
}

export async function learnerSignOut(): Promise<void> {
  await signOut(await getLearnerAuth());
}

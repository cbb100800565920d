/**
 * A learner's sign-in (docs/decisions/031-learners.md). A learner signs in at /my-certificates
 * with a link e-mailed to their address, and nothing else: no password. Their certificates are
 * those that name that address (`learnerEmail`). What makes a session a learner's, for the
 * rules, is `learners/{email}`: the account that holds the address, and when the session that
 * claimed it began. The newest session to sign in by the link into an account made by a link
 * holds it; a session begun before that one, however refreshed, reads nothing.
 */

/** `learners/{email}` as stored: the account holding the address, from a session begun then. */
export type LearnerClaim = {
  uid: string;
  /** The claiming session's sign-in time, in whole seconds, as its token's `auth_time`. */
  signedInAt: number;
};

/**
 * What the sign-in page does once the link has signed someone in:
 * - `claim`: the link made the account just now, so nobody else was ever signed in to it: it
 *   claims the address (a claim an earlier, closed account left is taken over);
 * - `returning`: the account claimed the address in an earlier session: the learner is back;
 * - `close`: the account was there before the link and never claimed the address in an
 *   earlier session. Someone may have opened it under the learner's address (with a password of
 *   their own) before the learner first signed in, and may hold a session of it: the page claims
 *   the address with this newer session (so any older one reads nothing), closes the account
 *   (which ends its sessions and its password) and sends a fresh link, which makes an account
 *   nobody else had.
 */
export type LearnerAccountVerdict = 'claim' | 'returning' | 'close';

export function learnerAccountVerdict({
  isNewUser,
  claim,
  uid,
  signedInAt,
}: {
  isNewUser: boolean;
  claim: LearnerClaim | null;
  uid: string;
  /** This session's sign-in time, in whole seconds. */
  signedInAt: number;
}): LearnerAccountVerdict {
  if (isNewUser) return 'claim';
  return claim && claim.uid === uid && claim.signedInAt < signedInAt ? 'returning' : 'close';
}

/** A stored claim, or null for one the rules would not have written. */
export function learnerClaimFrom(data: Readonly<Record<string, unknown>> | undefined) {
  if (!data) return null;
  const { uid, signedInAt } = data;
  return typeof uid === 'string' && typeof signedInAt === 'number'
    ? ({ uid, signedInAt } satisfies LearnerClaim)
    : null;
}

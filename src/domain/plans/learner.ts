import { collections } from '../collections';
import { pathOf, SERVER_TIME, type PlannedWrite } from './plan';

/**
 * A learner's claim on their address (docs/decisions/031-learners.md, src/domain/learners.ts):
 * `learners/{email}` names the account and the session that signed in by the address's link.
 * Written on the first sign-in, and again by a newer session of another account (an account
 * made afresh after one opened beforehand was closed), which the rules allow only to a session
 * begun later than the one the claim names.
 */
export const learnerPathOf = (email: string) => pathOf(collections.learners, email);

export function planClaimAddress({
  email,
  uid,
  signedInAt,
}: {
  email: string;
  uid: string;
  /** The claiming session's sign-in time in whole seconds: its token's `auth_time`. */
  signedInAt: number;
}): { writes: PlannedWrite[] } {
  return {
    writes: [
      {
        op: 'set',
        path: learnerPathOf(email),
        data: { uid, signedInAt, claimedAt: SERVER_TIME },
      },
    ],
  };
}

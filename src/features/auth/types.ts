import type { StaffRole } from '@/domain/staff';

/** What the app knows about the person signed in. Firebase's own User object stays in api/. */
export type SessionUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
};

export type SessionSnapshot = {
  user: SessionUser | null;
  /**
   * True when the ID token carries a verified e-mail and the staff directory lists the account
   * under it: what the rules require (no custom claim, docs/decisions/028-invitations.md).
   */
  isStaff: boolean;
  /**
   * Which centres they reach, from their own directory entry (docs/decisions/027-centres.md):
   * null unless they are staff. The one place the app learns it; every staff query is scoped
   * from it.
   */
  role: StaffRole | null;
};

/**
 * A learner signed in by the link sent to their address (docs/decisions/031-learners.md): their
 * account, their proved address, and when this session began (its token's `auth_time`).
 */
export type LearnerSession = { uid: string; email: string; signedInAt: number };

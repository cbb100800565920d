import type { StaffRole } from '@/domain/staff';
import type { VerifierAccount } from '@/domain/verifiers';

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
  /**
   * The third kind of session (docs/decisions/030-verifier-batch-checks.md): an employer's
   * verifier account, read from its own entry when the account is not staff, with the same proved
   * address and a session begun after the entry. Active or suspended; null for staff and for
   * anyone else. Left out where a test has no need of it.
   */
  verifier?: VerifierAccount | null;
};

/**
 * A learner signed in by the link sent to their address (docs/decisions/031-learners.md): their
 * account, their proved address, and when this session began (its token's `auth_time`).
 */
export type LearnerSession = { uid: string; email: string; signedInAt: number };

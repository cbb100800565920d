import { staffRoleFrom, type StaffActor, type StaffRole } from './staff';

/**
 * `invitations/{email}`: an admin's invitation to the staff (docs/decisions/028-invitations.md),
 * kept under the address invited until its owner accepts it or an admin withdraws it. The
 * invitee proves the address by opening the sign-in link sent to it, and accepts within
 * INVITATION_DAYS; the rules then let them write their own directory entry with exactly this
 * role and centre, in the commit that uses the invitation up.
 */

export const INVITATION_DAYS = 7;

export type Invitation = {
  email: string;
  role: StaffRole;
  invitedBy: string;
  invitedByUid: string;
  invitedAt: Date;
  expiresAt: Date;
  /** The event that sent it (or sent it again). */
  lastEventId: string;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An address as the directory and the invitations keep it (trimmed, in lower case, as Firebase
 * Auth reports it in a token), or null if it is not an e-mail address.
 */
export function emailAddressFrom(input: string): string | null {
  const address = input.trim().toLowerCase();
  return EMAIL.test(address) ? address : null;
}

/** When an invitation sent at `sentAt` stops opening the staff: seven days on. */
export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
}

export function isInvitationLive(invitation: Pick<Invitation, 'expiresAt'>, now: Date): boolean {
  return now.getTime() < invitation.expiresAt.getTime();
}

/** An invitation as stored, or null for one the rules would not have accepted. */
export function invitationFrom(
  email: string,
  stored: Readonly<Record<string, unknown>>,
  toDate: (value: unknown) => Date | null,
): Invitation | null {
  const role = staffRoleFrom({ role: stored.role, centreNumber: stored.centreNumber });
  const invitedAt = toDate(stored.invitedAt);
  const expiresAt = toDate(stored.expiresAt);
  const { invitedBy, invitedByUid, lastEventId } = stored;
  if (!role || !invitedAt || !expiresAt) return null;
  if (typeof invitedBy !== 'string' || typeof invitedByUid !== 'string') return null;
  if (typeof lastEventId !== 'string') return null;
  return { email, role, invitedBy, invitedByUid, invitedAt, expiresAt, lastEventId };
}

/** Who sent an invitation, as the acceptance's directory entry names them. */
export function inviterOf(invitation: Invitation): StaffActor {
  return { uid: invitation.invitedByUid, email: invitation.invitedBy };
}

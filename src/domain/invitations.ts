import { INVITATION_DAYS } from './limits';
import { staffRoleFrom, type StaffRole } from './staff';
import { isDailyAllowance, type VerifierRole } from './verifiers';

/**
 * `invitations/{email}`: an admin's invitation to the staff (docs/decisions/028-invitations.md),
 * kept under the address invited until its owner accepts it or an admin withdraws it. The
 * invitee proves the address by opening the sign-in link sent to it, and accepts within
 * INVITATION_DAYS; the rules then let them write their own directory entry with exactly this
 * role and centre, in the commit that uses the invitation up.
 */

export { INVITATION_DAYS } from './limits';

/**
 * What an invitation offers: a place on the staff (an admin's, or a centre's), or an employer's
 * verifier account (docs/decisions/030-verifier-batch-checks.md), whose acceptance writes
 * `verifiers/{uid}` and never a staff entry.
 */
export type InvitedRole = StaffRole | VerifierRole;

export type Invitation = {
  email: string;
  role: InvitedRole;
  invitedBy: string;
  invitedByUid: string;
  invitedAt: Date;
  expiresAt: Date;
  /** The SHA-256 of the code its link carries (invitationCodeHash): the code itself is not kept. */
  codeHash: string;
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
  const role = invitedRoleFrom(stored);
  const invitedAt = toDate(stored.invitedAt);
  const expiresAt = toDate(stored.expiresAt);
  const { invitedBy, invitedByUid, codeHash, lastEventId } = stored;
  if (!role || !invitedAt || !expiresAt) return null;
  if (typeof invitedBy !== 'string' || typeof invitedByUid !== 'string') return null;
  if (typeof codeHash !== 'string' || typeof lastEventId !== 'string') return null;
  return { email, role, invitedBy, invitedByUid, invitedAt, expiresAt, codeHash, lastEventId };
}

/** The role a stored invitation offers, or null for one the rules would not have accepted. */
function invitedRoleFrom(stored: Readonly<Record<string, unknown>>): InvitedRole | null {
  if (stored.role !== 'verifier') {
    return staffRoleFrom({ role: stored.role, centreNumber: stored.centreNumber });
  }
  const { organisation, dailyAllowance } = stored;
  return typeof organisation === 'string' && isDailyAllowance(dailyAllowance)
    ? { role: 'verifier', organisation, dailyAllowance }
    : null;
}

/**
 * The code an invitation's link carries (docs/decisions/028-invitations.md): 128 random bits, as
 * URL-safe base64. Only the invited mailbox receives it; accepting needs it, so a session on the
 * invitee's account that did not come through the link (someone who opened an account in their
 * name beforehand) cannot accept.
 */
export function newInvitationCode(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** What the invitation keeps of its code: its SHA-256 as lower-case hex, as the rules compute it. */
export async function invitationCodeHash(code: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The query parameter of the accept page's address that carries the code. */
export const INVITATION_CODE_PARAM = 'invite';

const CODE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The code in an invitation link as the accept page receives it: a parameter of its own address,
 * or of the address a sign-in link wraps (`continueUrl`, `link`), or null if it has none.
 */
export function invitationCodeFrom(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const code = url.searchParams.get(INVITATION_CODE_PARAM);
  if (code !== null) return CODE.test(code) ? code : null;
  for (const wrapped of ['continueUrl', 'link']) {
    const inner = url.searchParams.get(wrapped);
    if (inner) return invitationCodeFrom(inner);
  }
  return null;
}

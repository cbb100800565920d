/**
 * Who did something, as the register records it: the uid is what the rules check against the
 * signed-in account, the e-mail is what people read. See docs/decisions/015-staff-identity.md.
 */
export type StaffActor = { uid: string; email: string };

/**
 * `staff/{uid}`: the staff directory. An invitee writes their own on accepting an admin's
 * invitation (docs/decisions/028-invitations.md); `npm run staff` writes one for the first admin
 * and for recovery. An account is staff while its entry exists and its e-mail, proved, is the
 * entry's.
 */
export type StaffDirectoryEntry = {
  email: string;
  /** Who granted access: the admin who invited them, or the tool that ran. */
  addedBy: string;
} & StaffRole;

/**
 * What a staff member reaches (docs/decisions/027-centres.md): an admin, the awarding body's own
 * staff, every centre; a centre's staff their own centre only. An entry without a role, from
 * before centres, is an admin's.
 */
export type StaffRole = { role: 'admin' } | { role: 'centre'; centreNumber: string };

/** The role a stored directory entry gives, or null for one the rules would not accept. */
export function staffRoleFrom(entry: Readonly<Record<string, unknown>>): StaffRole | null {
  const role = entry.role ?? 'admin';
  if (role === 'admin') return { role: 'admin' };
  if (role === 'centre' && typeof entry.centreNumber === 'string' && entry.centreNumber !== '') {
    return { role: 'centre', centreNumber: entry.centreNumber };
  }
  return null;
}

/**
 * Whether a session gets the access an entry gives: only one that began after the entry was
 * written (docs/decisions/028-invitations.md), so a token from an earlier session of the account
 * (of someone who opened it in the invitee's name beforehand, say) never acts as staff. A token
 * gives its sign-in time in whole seconds: one begun within the entry's second counts as earlier,
 * as firestore.rules counts it (isStaffEntry).
 */
export function isSessionAfterAccess(signedInAtSeconds: number, addedAt: Date): boolean {
  return signedInAtSeconds * 1000 > addedAt.getTime();
}

/** The centre a role is confined to, or null for an admin (every centre). */
export function centreOf(role: StaffRole): string | null {
  return role.role === 'centre' ? role.centreNumber : null;
}

/**
 * The awarding body's own staff: they decide status steps, replace certificates, review failed
 * checks and see every centre. What the screens offer follows this; the rules enforce it.
 */
export function isAdminRole(role: StaffRole): boolean {
  return role.role === 'admin';
}

/** A role as the Staff screen and Activity name it. */
export const roleLabels: Record<StaffRole['role'], string> = {
  admin: 'Admin (every centre)',
  centre: 'Centre staff',
};

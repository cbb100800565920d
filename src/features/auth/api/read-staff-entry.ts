import { doc, getDoc } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { isSessionAfterAccess, staffRoleFrom, type StaffRole } from '@/domain/staff';
import { dateFrom } from '@/domain/stored-values';
import { getDb } from '@/lib/firebase';

/**
 * What the staff directory gives this session: its role (docs/decisions/027-centres.md), or null
 * when the directory does not list the account under this e-mail, which the rules require beside
 * a proved address (docs/decisions/028-invitations.md), or when the session began before the
 * entry was written (the rules give it nothing: its holder must sign in again). Anyone signed in
 * may read their own entry; a missing one means access was never given or has been taken away.
 * An entry whose role the rules would not accept (a centre's without a centre) reaches nothing,
 * so it is no access here either.
 */
export async function readStaffRole(
  uid: string,
  email: string | null,
  /** When this session signed in, in whole seconds (the token's `auth_time`). */
  signedInAtSeconds: number,
): Promise<StaffRole | null> {
  const entry = await getDoc(doc(await getDb(), collections.staff, uid));
  const data = entry.data();
  if (!data || email === null || data.email !== email) return null;
  const addedAt = dateFrom(data.addedAt);
  if (!addedAt || !isSessionAfterAccess(signedInAtSeconds, addedAt)) return null;
  return staffRoleFrom(data);
}

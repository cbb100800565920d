import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { staffRoleFrom, type StaffRole } from '@/domain/staff';
import { dateFrom, textFrom } from '@/domain/stored-values';

/** A directory entry as the Staff screen lists it. */
export type StaffEntry = {
  uid: string;
  email: string;
  /** Null for an entry the rules read no role from (a centre's without its number). */
  role: StaffRole | null;
  /** Who gave access: an admin's e-mail, or the tool that ran. */
  addedBy: string;
  /** When; null for entries from before the directory recorded it. */
  addedAt: Date | null;
};

/**
 * The whole staff directory (`staff/{uid}`), by e-mail: what only an admin may list. It grows
 * with the people given access, not with the learners, so it is read in one go.
 */
export async function listStaffDirectory(db: Firestore): Promise<StaffEntry[]> {
  const snapshot = await getDocs(collection(db, collections.staff));
  return snapshot.docs
    .map((entry) => {
      const data = entry.data();
      return {
        uid: entry.id,
        email: textFrom(data.email),
        role: staffRoleFrom(data),
        addedBy: textFrom(data.addedBy),
        addedAt: dateFrom(data.addedAt),
      };
    })
    .sort((a, b) => a.email.localeCompare(b.email, 'en-GB'));
}

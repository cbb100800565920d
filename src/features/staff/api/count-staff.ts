import { collection, getCount, query, where, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';

import { isFiltered, type DirectoryFilter } from '../utils/directory-view';
import { staffMatching } from './staff-directory';

/** How many people a filter of the directory holds, and of the whole directory, how many admins. */
export type StaffCount = { people: number; admins: number | null };

/**
 * The directory counted without reading it (count aggregations). An entry without a role is an
 * admin's (staffRoleFrom), so the admins are everyone but the centres' staff.
 */
export async function countStaff(db: Firestore, filter: DirectoryFilter): Promise<StaffCount> {
  const counting = [getCount(staffMatching(db, filter))];
  if (!isFiltered(filter)) {
    counting.push(
      getCount(query(collection(db, collections.staff), where('role', '==', 'centre'))),
    );
  }
  const [people, centreStaff] = await Promise.all(counting);
  const total = people?.data().count ?? 0;
  return { people: total, admins: centreStaff ? total - centreStaff.data().count : null };
}

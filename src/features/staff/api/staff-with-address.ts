import { collection, getDocs, limit, query, where, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';

/**
 * Whether someone with this address (as the directory keeps it, in lower case) has staff access
 * already: asked when an invitation is sent, as the screen lists only a page of the directory.
 */
export async function hasStaffAccess(db: Firestore, email: string): Promise<boolean> {
  const found = await getDocs(
    query(collection(db, collections.staff), where('email', '==', email), limit(1)),
  );
  return !found.empty;
}

import { doc, getDoc } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { getDb } from '@/lib/firebase';

/**
 * True when the staff directory lists this account under this e-mail, which the rules require
 * beside the claim (docs/decisions/015-staff-identity.md). Anyone signed in may read their own
 * entry; a missing one means access was never given or has been taken away.
 */
export async function isInStaffDirectory(uid: string, email: string | null): Promise<boolean> {
  const entry = await getDoc(doc(await getDb(), collections.staff, uid));
  return entry.exists() && email !== null && entry.data().email === email;
}

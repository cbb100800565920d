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

/**
 * Whether this address (in lower case) has an employer's verifier account already
 * (docs/decisions/030-verifier-batch-checks.md): what only an admin may list.
 */
export async function hasVerifierAccount(db: Firestore, email: string): Promise<boolean> {
  const found = await getDocs(
    query(collection(db, collections.verifiers), where('email', '==', email), limit(1)),
  );
  return !found.empty;
}

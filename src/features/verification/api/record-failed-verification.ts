import type { Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { failedAttemptFor, type VerificationQuery } from '@/domain/verification-input';
import { addDoc, collection, getPublicDb, serverTimestamp } from '@/lib/public-firestore';

/** Adds the failed attempt to the staff's review log; `attemptedAt` is the server's clock. */
export async function recordFailedVerification(
  query: VerificationQuery,
  db: Firestore = getPublicDb(),
  userAgent: string = navigator.userAgent,
): Promise<void> {
  await addDoc(collection(db, collections.failedVerifications), {
    ...failedAttemptFor(query, userAgent),
    attemptedAt: serverTimestamp(),
  });
}

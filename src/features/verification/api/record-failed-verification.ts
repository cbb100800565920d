import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { failedAttemptFor, type VerificationQuery } from '@/domain/verification-input';
import { getDb } from '@/lib/firebase';

/** Adds the failed attempt to the staff's review log; `attemptedAt` is the server's clock. */
export async function recordFailedVerification(
  query: VerificationQuery,
  userAgent: string = navigator.userAgent,
): Promise<void> {
  const db = await getDb();
  await addDoc(collection(db, collections.failedVerifications), {
    ...failedAttemptFor(query, userAgent),
    attemptedAt: serverTimestamp(),
  });
}

import { collections } from '@/domain/collections';
import { failedAttemptFor, type VerificationQuery } from '@/domain/verification-input';
import type { Checker } from '@/lib/public-firestore';

/**
 * Adds the failed attempt to the staff's review log, under the id of the check that found
 * nothing (one attempt per check); `attemptedAt` is the server's clock.
 */
export async function recordFailedVerification(
  query: VerificationQuery,
  { db, sdk }: Pick<Checker, 'db' | 'sdk'>,
  checkId: string,
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): Promise<void> {
  await sdk.setDoc(sdk.doc(db, collections.failedVerifications, checkId), {
    ...failedAttemptFor(query, userAgent),
    attemptedAt: sdk.serverTimestamp(),
  });
}

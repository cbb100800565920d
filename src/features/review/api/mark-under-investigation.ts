import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { getDb } from '@/lib/firebase';

import type { ReviewAction } from './flag-suspicious';

/**
 * SPEC §4 'Mark Under Investigation' on a suspicious record: exactly the four investigation
 * fields. The record stays in the suspicious queue.
 */
export async function markUnderInvestigation(
  { attemptId, reviewer, note }: ReviewAction,
  db?: Firestore,
): Promise<void> {
  const firestore = db ?? (await getDb());
  await updateDoc(doc(firestore, collections.failedVerifications, attemptId), {
    investigationNote: note,
    investigatedBy: reviewer,
    investigatedAt: serverTimestamp(),
    isUnderInvestigation: true,
  });
}

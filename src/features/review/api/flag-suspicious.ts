import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { getDb } from '@/lib/firebase';

export type ReviewAction = {
  attemptId: string;
  /** The signed-in staff member's e-mail: the rules accept no other name for the reviewer. */
  reviewer: string;
  note: string;
};

/**
 * SPEC §4 'Flag Suspicious': exactly these four fields change, with the reviewer and the time
 * recorded by the server's rules rather than trusted from the browser. The record leaves the
 * failed queue for the suspicious one.
 */
export async function flagSuspicious(
  { attemptId, reviewer, note }: ReviewAction,
  db?: Firestore,
): Promise<void> {
  const firestore = db ?? (await getDb());
  await updateDoc(doc(firestore, collections.failedVerifications, attemptId), {
    status: 'suspicious',
    reviewedBy: reviewer,
    reviewedAt: serverTimestamp(),
    reviewNote: note,
  });
}

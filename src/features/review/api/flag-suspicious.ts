import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { getDb } from '@/lib/firebase';

export type ReviewAction = { attemptId: string; note: string };

/**
 * SPEC §4 'Flag Suspicious': exactly these four fields change, with the reviewer and the time
 * recorded by the server's rules rather than trusted from the browser. The record leaves the
 * failed queue for the suspicious one.
 */
export async function flagSuspicious(
  { attemptId, note }: ReviewAction,
  /** The signed-in staff member: the rules accept no other uid and e-mail as the reviewer. */
  reviewer: StaffActor,
  db?: Firestore,
): Promise<void> {
  const firestore = db ?? (await getDb());
  await updateDoc(doc(firestore, collections.failedVerifications, attemptId), {
    status: 'suspicious',
    reviewedBy: reviewer.email,
    reviewedByUid: reviewer.uid,
    reviewedAt: serverTimestamp(),
    reviewNote: note,
  });
}

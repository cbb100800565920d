import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { getDb } from '@/lib/firebase';

import type { ReviewAction } from './flag-suspicious';

/**
 * SPEC §4 'Mark Under Investigation' on a suspicious record: exactly the four investigation
 * fields. The record stays in the suspicious queue.
 */
export async function markUnderInvestigation(
  { attemptId, note }: ReviewAction,
  /** The signed-in staff member: the rules accept no other uid and e-mail as the investigator. */
  reviewer: StaffActor,
  db?: Firestore,
): Promise<void> {
  const firestore = db ?? (await getDb());
  await updateDoc(doc(firestore, collections.failedVerifications, attemptId), {
    investigationNote: note,
    investigatedBy: reviewer.email,
    investigatedByUid: reviewer.uid,
    investigatedAt: serverTimestamp(),
    isUnderInvestigation: true,
  });
}

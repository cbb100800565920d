import { deleteDoc, doc, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { getDb } from '@/lib/firebase';

/** SPEC §4 'Mark Investigated': the record is closed by removing it from the queue. */
export async function markInvestigated(attemptId: string, db?: Firestore): Promise<void> {
  const firestore = db ?? (await getDb());
  await deleteDoc(doc(firestore, collections.failedVerifications, attemptId));
}

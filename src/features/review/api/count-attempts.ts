import { collection, getCount, query, where, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { getDb } from '@/lib/firebase';

import type { ReviewStatus } from '../types';

/** How many records one review queue holds: an aggregation query, no documents read. */
export async function countAttempts(status: ReviewStatus, db?: Firestore): Promise<number> {
  const firestore = db ?? (await getDb());
  const snapshot = await getCount(
    query(collection(firestore, collections.failedVerifications), where('status', '==', status)),
  );
  return snapshot.data().count;
}

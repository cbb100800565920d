import { collection, getCount, query, where, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';

import type { ReviewStatus } from '../types';

/** How many records one review queue holds: an aggregation query, no documents read. */
export async function countAttempts(firestore: Firestore, status: ReviewStatus): Promise<number> {
  const snapshot = await getCount(
    query(collection(firestore, collections.failedVerifications), where('status', '==', status)),
  );
  return snapshot.data().count;
}

import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';

import {
  ATTEMPTS_PAGE_SIZE,
  type AttemptCursor,
  type AttemptPage,
  type ReviewStatus,
} from '../types';
import { attemptFromDocument } from './attempt-converter';

type ListAttemptsOptions = {
  /** Start after this cursor, from an earlier page; the first page when omitted. */
  after?: AttemptCursor | null;
  /** How many to read; the first page of a reload may ask for more than one page's worth. */
  pageSize?: number;
};

type Snapshot = QueryDocumentSnapshot<DocumentData>;

/**
 * One page of a review queue, newest attempt first (read a page at a time, never the whole
 * queue). The cursor is the last document shown, so Firestore continues exactly after it
 * even when two attempts share a time. Reads one extra document to know whether more follow.
 * Needs the composite index status + attemptedAt (descending) in firestore.indexes.json.
 */
export async function listAttempts(
  firestore: Firestore,
  status: ReviewStatus,
  { after, pageSize = ATTEMPTS_PAGE_SIZE }: ListAttemptsOptions = {},
): Promise<AttemptPage> {
  const constraints = [
    where('status', '==', status),
    orderBy('attemptedAt', 'desc'),
    ...(after ? [startAfter(after as unknown as Snapshot)] : []),
    limit(pageSize + 1),
  ];
  const snapshot = await getDocs(
    query(collection(firestore, collections.failedVerifications), ...constraints),
  );
  const shown = snapshot.docs.slice(0, pageSize);
  const last = shown.at(-1);
  const hasMore = snapshot.docs.length > pageSize;
  return {
    attempts: shown.map(attemptFromDocument),
    next: hasMore && last ? (last as unknown as AttemptCursor) : null,
  };
}

import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

import { historyStartsAt } from '@/domain/batch-history';
import { collections } from '@/domain/collections';
import { getDb } from '@/lib/firebase';

import {
  BATCHES_PAGE_SIZE,
  batchFrom,
  resultFrom,
  runFrom,
  type BatchCursor,
  type BatchPage,
  type RunRecord,
} from './history-records';

/**
 * A verifier's history of its batch checks (docs/decisions/030-verifier-batch-checks.md), read
 * as itself: every query names its own uid, as the rules require of a list of batches or
 * results. Batches are kept 90 days (a TTL policy removes them), receipts and results longer.
 */

type Snapshot = QueryDocumentSnapshot<DocumentData>;

/**
 * One page of the verifier's batches of the last 90 days, newest first; the cursor is the last
 * document shown. Reads one more to know whether more follow. Needs the composite index uid +
 * at (descending) in firestore.indexes.json.
 */
export async function listOwnBatches(uid: string, after: BatchCursor | null): Promise<BatchPage> {
  const since = historyStartsAt(new Date());
  const snapshot = await getDocs(
    query(
      collection(await getDb(), collections.batchChecks),
      where('uid', '==', uid),
      where('at', '>=', Timestamp.fromDate(since)),
      orderBy('at', 'desc'),
      ...(after ? [startAfter(after as unknown as Snapshot)] : []),
      limit(BATCHES_PAGE_SIZE + 1),
    ),
  );
  const shown = snapshot.docs.slice(0, BATCHES_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    batches: shown.flatMap((document) => batchFrom(document.id, document.data()) ?? []),
    next:
      snapshot.docs.length > BATCHES_PAGE_SIZE && last ? (last as unknown as BatchCursor) : null,
  };
}

/**
 * One of the verifier's runs: its receipt (anyone may read it), its batches and the results kept
 * on it, each list by the verifier's own uid. Null when it has no batch of this receipt.
 */
export async function readOwnRun(uid: string, receiptId: string): Promise<RunRecord | null> {
  const db = await getDb();
  const ofRun = (name: string) =>
    getDocs(
      query(collection(db, name), where('uid', '==', uid), where('receiptId', '==', receiptId)),
    );
  const [receipt, batches, results] = await Promise.all([
    getDoc(doc(db, collections.receipts, receiptId)),
    ofRun(collections.batchChecks),
    ofRun(collections.checkResults),
  ]);
  return runFrom(
    receiptId,
    receipt.data(),
    batches.docs.flatMap((document) => batchFrom(document.id, document.data()) ?? []),
    results.docs.flatMap((document) => resultFrom(document.data()) ?? []),
  );
}

/** What the history screens need from the database; tests pass their own. */
export type CheckHistoryApi = {
  listBatches: (uid: string, after: BatchCursor | null) => Promise<BatchPage>;
  readRun: (uid: string, receiptId: string) => Promise<RunRecord | null>;
};

export const firestoreCheckHistoryApi: CheckHistoryApi = {
  listBatches: listOwnBatches,
  readRun: readOwnRun,
};

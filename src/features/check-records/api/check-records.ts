import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { dateFrom } from '@/domain/stored-values';

/** How far back an attempt's detail looks for the same visitor's other checks. */
export const VISITOR_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How many of those checks are listed with their times; the count covers them all. */
export const VISITOR_TIMES_SHOWN = 10;

/** How often a certificate was checked on the public page with its current details. */
export type CheckCount = { count: number; lastAt: Date | null };

/**
 * The public checks that named one of the certificate's index keys: a key is the hash of a
 * number and the names, so these are the checks made with its current details, each of which
 * verified. Check records keep keys and times only (docs/decisions/023-throttled-public-check.md).
 */
export async function readCertificateChecks(
  db: Firestore,
  indexKeys: string[],
): Promise<CheckCount> {
  if (indexKeys.length === 0) return { count: 0, lastAt: null };
  const naming = query(
    collection(db, collections.verificationChecks),
    where('keys', 'array-contains-any', indexKeys),
  );
  const [count, latest] = await Promise.all([
    getCount(naming),
    getDocs(query(naming, orderBy('at', 'desc'), limit(1))),
  ]);
  return { count: count.data().count, lastAt: dateFrom(latest.docs[0]?.get('at')) };
}

/**
 * What an attempt's check tells about its visitor: the other checks the same visitor made in the
 * 24 hours before it, counted, the latest with their times. `found` is false for an attempt
 * recorded before checks were logged, which has no check of its own.
 */
export type VisitorChecks =
  { found: false } | { found: true; at: Date; otherCount: number; recentTimes: Date[] };

/** An attempt is filed under its check's id (failedVerifications/{checkId}). */
export async function readVisitorChecks(db: Firestore, attemptId: string): Promise<VisitorChecks> {
  const check = await getDoc(doc(db, collections.verificationChecks, attemptId));
  const uid: unknown = check.get('uid');
  const at = dateFrom(check.get('at'));
  if (!check.exists() || typeof uid !== 'string' || !at) return { found: false };

  const before = query(
    collection(db, collections.verificationChecks),
    where('uid', '==', uid),
    where('at', '>=', Timestamp.fromMillis(at.getTime() - VISITOR_WINDOW_MS)),
    where('at', '<', Timestamp.fromDate(at)),
  );
  const [count, recent] = await Promise.all([
    getCount(before),
    getDocs(query(before, orderBy('at', 'desc'), limit(VISITOR_TIMES_SHOWN))),
  ]);
  return {
    found: true,
    at,
    otherCount: count.data().count,
    recentTimes: recent.docs.flatMap((other) => dateFrom(other.get('at')) ?? []),
  };
}

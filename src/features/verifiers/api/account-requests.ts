import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { dateFrom, textFrom } from '@/domain/stored-values';
import type { StoredVerifierRequest } from '@/domain/verifier-requests';

type Snapshot = QueryDocumentSnapshot<DocumentData>;

/** Requests on a page of the Verifiers screen. */
const REQUESTS_PAGE_SIZE = 20;

/** Where the next page of requests starts: opaque outside api/. */
declare const requestCursorBrand: unique symbol;
export type RequestCursor = { readonly [requestCursorBrand]: true };

export type RequestPage = { requests: StoredVerifierRequest[]; next: RequestCursor | null };

/** A request as the admins read it; one without a readable time says so rather than hiding. */
function requestFrom(snapshot: Snapshot): StoredVerifierRequest {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    organisation: textFrom(data.organisation),
    name: textFrom(data.name),
    email: textFrom(data.email),
    message: textFrom(data.message),
    requestedAt: dateFrom(data.requestedAt) ?? new Date(Number.NaN),
  };
}

/**
 * One page of the requests for a verifier account still open
 * (`verifierRequests/{checkId}`, docs/decisions/030-verifier-batch-checks.md), newest first,
 * reading one more to know whether more follow. What only an admin may list.
 */
export async function listAccountRequests(
  db: Firestore,
  after: RequestCursor | null,
  pageSize = REQUESTS_PAGE_SIZE,
): Promise<RequestPage> {
  const snapshot = await getDocs(
    query(
      collection(db, collections.verifierRequests),
      orderBy('requestedAt', 'desc'),
      ...(after ? [startAfter(after as unknown as Snapshot)] : []),
      limit(pageSize + 1),
    ),
  );
  const shown = snapshot.docs.slice(0, pageSize);
  const last = shown.at(-1);
  return {
    requests: shown.map(requestFrom),
    next: snapshot.docs.length > pageSize && last ? (last as unknown as RequestCursor) : null,
  };
}

/** How many requests are open: an aggregation, no documents read. */
export async function countAccountRequests(db: Firestore): Promise<number> {
  return (await getCount(collection(db, collections.verifierRequests))).data().count;
}

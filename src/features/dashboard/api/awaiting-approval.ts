import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { pendingStatusFrom, statusReasonFrom } from '@/domain/certificate-status';
import { everyCentre, type QueryScope } from '@/domain/query-scope';
import { dateFrom, textFrom } from '@/domain/stored-values';
import { scopeConstraints } from '@/lib/query-scope';

import type { AwaitingApproval, AwaitingRequest } from '../types';

/** How many waiting requests the dashboard lists; the figure counts them all. */
const AWAITING_LIMIT = 5;

/**
 * Withdrawals and replacements waiting for a second staff member
 * (docs/decisions/019-certificate-status.md): the count of certificates with one pending, and the
 * oldest requests with their certificates, within a scope (requests name their certificate's
 * centre).
 */
export async function readAwaitingApproval(
  db: Firestore,
  scope: QueryScope = everyCentre,
): Promise<AwaitingApproval> {
  const [count, requests] = await Promise.all([
    getCount(
      query(
        collection(db, collections.certificates),
        ...scopeConstraints(scope),
        where('pendingStatus', 'in', ['withdrawn', 'replaced']),
      ),
    ),
    getDocs(
      query(
        collection(db, collections.statusRequests),
        ...scopeConstraints(scope),
        orderBy('requestedAt', 'asc'),
        limit(AWAITING_LIMIT),
      ),
    ),
  ]);
  const rows = await Promise.all(
    requests.docs.map(async (request): Promise<AwaitingRequest | null> => {
      const certificate = (await getDoc(doc(db, collections.certificates, request.id))).data();
      const data = request.data();
      const kind = pendingStatusFrom(data.status);
      if (!certificate || !kind) return null;
      return {
        certificateId: request.id,
        kind,
        certificateNumber: String(certificate.certificateNumber ?? ''),
        fullName: String(certificate.fullName ?? ''),
        requestedBy: textFrom(data.requestedBy),
        requestedAt: dateFrom(data.requestedAt),
        reason: statusReasonFrom(data.reason),
      };
    }),
  );
  return {
    count: count.data().count,
    requests: rows.filter((row): row is AwaitingRequest => row !== null),
  };
}

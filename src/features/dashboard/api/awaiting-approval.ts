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
import { statusReasonFrom } from '@/domain/certificate-status';
import { dateFrom } from '@/lib/certificate-converter';

import type { AwaitingApproval, AwaitingWithdrawal } from '../types';

/** How many waiting withdrawals the dashboard lists; the figure counts them all. */
export const AWAITING_LIMIT = 5;

/**
 * Withdrawals waiting for a second staff member (docs/decisions/019-certificate-status.md): the
 * count of certificates with one pending, and the oldest requests with their certificates.
 */
export async function readAwaitingApproval(db: Firestore): Promise<AwaitingApproval> {
  const [count, requests] = await Promise.all([
    getCount(
      query(collection(db, collections.certificates), where('pendingStatus', '==', 'withdrawn')),
    ),
    getDocs(
      query(
        collection(db, collections.statusRequests),
        orderBy('requestedAt', 'asc'),
        limit(AWAITING_LIMIT),
      ),
    ),
  ]);
  const rows = await Promise.all(
    requests.docs.map(async (request): Promise<AwaitingWithdrawal | null> => {
      const certificate = (await getDoc(doc(db, collections.certificates, request.id))).data();
      if (!certificate) return null;
      const data = request.data();
      return {
        certificateId: request.id,
        certificateNumber: String(certificate.certificateNumber ?? ''),
        fullName: String(certificate.fullName ?? ''),
        requestedBy: String(data.requestedBy ?? ''),
        requestedAt: dateFrom(data.requestedAt),
        reason: statusReasonFrom(data.reason),
      };
    }),
  );
  return {
    count: count.data().count,
    requests: rows.filter((row): row is AwaitingWithdrawal => row !== null),
  };
}

import {
  collection,
  getCount,
  query,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';

import type { Centre } from '@/domain/centres';
import { collections } from '@/domain/collections';
import { recentWindowStart } from '@/domain/recent-activity';

import type { CentreFigures } from './centre-figures-query';
import { scopeConstraints } from './query-scope';

/**
 * The admins' tables of centres, on the dashboard home and the Centres screen: for each centre,
 * three count aggregations (its certificates, those recorded in the last seven days, and its
 * withdrawals awaiting a decision), each confined to the centre as a centre's own staff would read
 * it. The cost grows with the centres, not with their learners.
 */
export async function readCentreFigures(
  db: Firestore,
  centres: readonly Centre[],
  now: Date = new Date(),
): Promise<CentreFigures[]> {
  const since = Timestamp.fromDate(recentWindowStart(now));
  return Promise.all(
    centres.map(async (centre) => {
      const certificates = query(
        collection(db, collections.certificates),
        ...scopeConstraints({ centreNumber: centre.centreNumber }),
      );
      const [total, recent, withdrawals] = await Promise.all([
        getCount(certificates),
        getCount(query(certificates, where('createdAt', '>=', since))),
        getCount(query(certificates, where('pendingStatus', '==', 'withdrawn'))),
      ]);
      return {
        centreNumber: centre.centreNumber,
        name: centre.name,
        status: centre.status,
        certificates: total.data().count,
        recentCertificates: recent.data().count,
        pendingWithdrawals: withdrawals.data().count,
      };
    }),
  );
}

import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { everyCentre, type QueryScope } from '@/domain/query-scope';
import { RECENT_ACTIVITY_LIMIT, recentActivity, recentWindowStart } from '@/domain/recent-activity';
import { dateFrom, textFrom, textOrNull } from '@/domain/stored-values';
import { scopeConstraints } from '@/lib/query-scope';

import type { DashboardFigures, RecentCertificate } from '../types';

/**
 * The dashboard's reads (docs/product.md, Dashboard home), given a Firestore so the benchmark can
 * run them from Node. Four count aggregations and one query of five documents: the cost stays
 * the same however large the register grows. Each reads within a scope (one centre, or every
 * centre); the failed attempts, which belong to no centre, only for an admin.
 */

export async function readDashboardFigures(
  db: Firestore,
  now: Date = new Date(),
  scope: QueryScope = everyCentre,
  { countFailed = true }: { countFailed?: boolean } = {},
): Promise<DashboardFigures> {
  const certificates = query(collection(db, collections.certificates), ...scopeConstraints(scope));
  const since = Timestamp.fromDate(recentWindowStart(now));
  const [total, students, recent, failed] = await Promise.all([
    getCount(certificates),
    // The registry holds each student number once, so its size is the distinct count. It names
    // no centre; within one, each certificate holds its own student number (the registry sees
    // to that), so the certificates with one are the distinct count.
    scope.centreNumber === null
      ? getCount(collection(db, collections.studentNumbers))
      : getCount(query(certificates, where('studentNumber', '>', ''))),
    getCount(query(certificates, where('createdAt', '>=', since))),
    countFailed
      ? getCount(
          query(collection(db, collections.failedVerifications), where('status', '==', 'failed')),
        )
      : null,
  ]);
  return {
    totalCertificates: total.data().count,
    totalStudents: students.data().count,
    recentCertificates: recent.data().count,
    failedVerifications: failed ? failed.data().count : null,
  };
}

export function toRecentCertificate(
  snapshot: QueryDocumentSnapshot<DocumentData>,
): RecentCertificate {
  const data = snapshot.data();
  return {
    id: snapshot.id,
    certificateNumber: textOrNull(data.certificateNumber),
    fullName: textOrNull(data.fullName),
    courseName: textOrNull(data.courseName),
    awardedDate: textFrom(data.awardedDate),
    createdAt: dateFrom(data.createdAt),
  };
}

/** The newest certificates: one ordered, limited query, then recentActivity's tie-breaks. */
export async function readRecentActivity(
  db: Firestore,
  now: Date = new Date(),
  scope: QueryScope = everyCentre,
): Promise<RecentCertificate[]> {
  const snapshot = await getDocs(
    query(
      collection(db, collections.certificates),
      ...scopeConstraints(scope),
      orderBy('createdAt', 'desc'),
      limit(RECENT_ACTIVITY_LIMIT),
    ),
  );
  return recentActivity(snapshot.docs.map(toRecentCertificate), now);
}

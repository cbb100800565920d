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
import { RECENT_ACTIVITY_LIMIT, recentActivity, recentWindowStart } from '@/domain/recent-activity';
import { dateFrom, textFrom, textOrNull } from '@/domain/stored-values';

import type { DashboardFigures, RecentCertificate } from '../types';

/**
 * The dashboard's reads (DESIGN.md "Dashboard figures"), given a Firestore so the benchmark can
 * run them from Node. Four count aggregations and one query of five documents: the cost stays
 * the same however large the register grows.
 */

export async function readDashboardFigures(
  db: Firestore,
  now: Date = new Date(),
): Promise<DashboardFigures> {
  const certificates = collection(db, collections.certificates);
  const since = Timestamp.fromDate(recentWindowStart(now));
  const [total, students, recent, failed] = await Promise.all([
    getCount(certificates),
    // The registry holds each student number once, so its size is the distinct count.
    getCount(collection(db, collections.studentNumbers)),
    getCount(query(certificates, where('createdAt', '>=', since))),
    getCount(
      query(collection(db, collections.failedVerifications), where('status', '==', 'failed')),
    ),
  ]);
  return {
    totalCertificates: total.data().count,
    totalStudents: students.data().count,
    recentCertificates: recent.data().count,
    failedVerifications: failed.data().count,
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

/** The newest certificates: one ordered, limited query, then the spec's tie-breaks. */
export async function readRecentActivity(
  db: Firestore,
  now: Date = new Date(),
): Promise<RecentCertificate[]> {
  const snapshot = await getDocs(
    query(
      collection(db, collections.certificates),
      orderBy('createdAt', 'desc'),
      limit(RECENT_ACTIVITY_LIMIT),
    ),
  );
  return recentActivity(snapshot.docs.map(toRecentCertificate), now);
}

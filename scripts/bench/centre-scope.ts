/**
 * What a centre's staff read, for the centre-staff benchmark: the Student List's first page and
 * surname search, and the dashboard's figures, each confined to one centre as the rules require
 * of them (docs/decisions/027-centres.md: a centre's query says where('centreNumber', '==', …) or
 * is refused).
 *
 * The app's own query functions (fetchCertificatePage, readDashboardFigures, readRecentActivity)
 * do not take a centre yet on this branch; the app side of issue 30 gives them one. Until then
 * these are those queries with the one constraint `centreScope` adds, nothing else changed; once
 * the app's functions take the scope, the benchmark calls them with it and this file goes.
 */
import {
  collection,
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';

import type { Certificate } from '../../src/domain/certificate';
import { collections } from '../../src/domain/collections';
import {
  RECENT_ACTIVITY_LIMIT,
  recentActivity,
  recentWindowStart,
} from '../../src/domain/recent-activity';
import { PAGE_SIZE } from '../../src/features/students/api/certificate-pages';
import { toRecentCertificate } from '../../src/features/dashboard/api/dashboard-queries';
import type { RecentCertificate } from '../../src/features/dashboard/types';
import { prefixEnd } from '../../src/features/students/utils/student-search';
import { certificateConverter } from '../../src/lib/certificate-converter';

/** The centre a centre's staff member is confined to. */
export type CentreScope = { centreNumber: string };

const centreScope = ({ centreNumber }: CentreScope): QueryConstraint =>
  where('centreNumber', '==', centreNumber);

/** The Student List's first page, newest first, one more row than a page (as the app asks). */
export async function centreFirstPage(db: Firestore, scope: CentreScope): Promise<Certificate[]> {
  const snapshot = await getDocs(
    query(
      collection(db, collections.certificates).withConverter(certificateConverter),
      centreScope(scope),
      orderBy('createdAt', 'desc'),
      orderBy(documentId(), 'desc'),
      limit(PAGE_SIZE + 1),
    ),
  );
  return snapshot.docs.slice(0, PAGE_SIZE).map((row) => row.data());
}

/** The surname search's first page: a prefix of the stored lower-case surname. */
export async function centreSurnameSearch(
  db: Firestore,
  scope: CentreScope,
  prefix: string,
): Promise<Certificate[]> {
  const snapshot = await getDocs(
    query(
      collection(db, collections.certificates).withConverter(certificateConverter),
      centreScope(scope),
      where('surnameLower', '>=', prefix),
      where('surnameLower', '<', prefixEnd(prefix)),
      orderBy('surnameLower'),
      orderBy(documentId()),
      limit(PAGE_SIZE + 1),
    ),
  );
  return snapshot.docs.slice(0, PAGE_SIZE).map((row) => row.data());
}

/**
 * A centre's dashboard: its certificates, those of the last seven days, and its newest five.
 * The register-wide figures stay an admin's: students are counted by the student-number registry,
 * whose entries name no centre, and failed verifications are reviewed by admins only.
 */
export type CentreFigures = {
  totalCertificates: number;
  recentCertificates: number;
  recent: RecentCertificate[];
};

export async function centreDashboard(
  db: Firestore,
  scope: CentreScope,
  now: Date,
): Promise<CentreFigures> {
  const certificates = collection(db, collections.certificates);
  const since = Timestamp.fromDate(recentWindowStart(now));
  const [total, recentCount, newest] = await Promise.all([
    getCount(query(certificates, centreScope(scope))),
    getCount(query(certificates, centreScope(scope), where('createdAt', '>=', since))),
    getDocs(
      query(
        certificates,
        centreScope(scope),
        orderBy('createdAt', 'desc'),
        limit(RECENT_ACTIVITY_LIMIT),
      ),
    ),
  ]);
  return {
    totalCertificates: total.data().count,
    recentCertificates: recentCount.data().count,
    recent: recentActivity(newest.docs.map(toRecentCertificate), now),
  };
}

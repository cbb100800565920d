import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  query,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';

import type { Centre } from '@/domain/centres';
import {
  centreFiguresSnapshotFrom,
  SNAPSHOT_CENTRE_LIMIT,
  type CentreFigures,
  type CentreFiguresSnapshot,
} from '@/domain/centre-figures';
import { collections } from '@/domain/collections';
import { CENTRE_FIGURES_SNAPSHOT, planCentreFiguresSnapshot } from '@/domain/plans/centre-figures';
import { recentWindowStart } from '@/domain/recent-activity';
import type { StaffActor } from '@/domain/staff';
import { dateFrom, textFrom } from '@/domain/stored-values';

import { applyPlan } from './apply-plan';
import { listCentres } from './centres';
import { scopeConstraints } from './query-scope';

/**
 * The centres' figures for the admins (docs/decisions/029-figures-at-scale.md): read from one
 * snapshot document, and counted again (by the admin's browser, on demand or once a day) with
 * two count aggregations per centre and one query of the withdrawals waiting. Counting grows
 * with the centres; reading the snapshot does not.
 */

/** The snapshot as last counted, or null if none has been. */
export async function readCentreFiguresSnapshot(
  db: Firestore,
): Promise<CentreFiguresSnapshot | null> {
  const stored = await getDoc(doc(db, collections.snapshots, CENTRE_FIGURES_SNAPSHOT));
  return centreFiguresSnapshotFrom(stored.data(), dateFrom);
}

/** How many centres are counted at once: enough to be quick, few enough not to flood. */
const COUNTS_AT_ONCE = 20;

/** Each centre's certificates and those of the last seven days, a few centres at a time. */
async function countEach(
  db: Firestore,
  centres: readonly Centre[],
  since: Timestamp,
): Promise<Map<string, { certificates: number; recentCertificates: number }>> {
  const counted = new Map<string, { certificates: number; recentCertificates: number }>();
  for (let start = 0; start < centres.length; start += COUNTS_AT_ONCE) {
    await Promise.all(
      centres.slice(start, start + COUNTS_AT_ONCE).map(async ({ centreNumber }) => {
        const certificates = query(
          collection(db, collections.certificates),
          ...scopeConstraints({ centreNumber }),
        );
        const [total, recent] = await Promise.all([
          getCount(certificates),
          getCount(query(certificates, where('createdAt', '>=', since))),
        ]);
        counted.set(centreNumber, {
          certificates: total.data().count,
          recentCertificates: recent.data().count,
        });
      }),
    );
  }
  return counted;
}

/** The withdrawals waiting for a decision, by centre: one query of however few there are. */
async function pendingWithdrawalsByCentre(db: Firestore): Promise<Map<string, number>> {
  const pending = await getDocs(
    query(collection(db, collections.certificates), where('pendingStatus', '==', 'withdrawn')),
  );
  const byCentre = new Map<string, number>();
  for (const certificate of pending.docs) {
    const centreNumber = textFrom(certificate.get('centreNumber'));
    byCentre.set(centreNumber, (byCentre.get(centreNumber) ?? 0) + 1);
  }
  return byCentre;
}

/** Counts every centre's figures afresh. */
export async function countCentreFigures(
  db: Firestore,
  centres: readonly Centre[],
  now: Date = new Date(),
): Promise<CentreFigures[]> {
  const since = Timestamp.fromDate(recentWindowStart(now));
  const [counted, pending] = await Promise.all([
    countEach(db, centres, since),
    pendingWithdrawalsByCentre(db),
  ]);
  return centres.map((centre) => ({
    centreNumber: centre.centreNumber,
    name: centre.name,
    status: centre.status,
    certificates: counted.get(centre.centreNumber)?.certificates ?? 0,
    recentCertificates: counted.get(centre.centreNumber)?.recentCertificates ?? 0,
    pendingWithdrawals: pending.get(centre.centreNumber) ?? 0,
  }));
}

/** Keeps the figures as the snapshot every admin's screens read, and returns it as read back. */
export async function saveCentreFiguresSnapshot(
  db: Firestore,
  centres: readonly CentreFigures[],
  actor: StaffActor,
): Promise<CentreFiguresSnapshot> {
  const batch = writeBatch(db);
  applyPlan(db, batch, planCentreFiguresSnapshot({ centres, actor }));
  await batch.commit();
  const saved = await readCentreFiguresSnapshot(db);
  if (!saved) throw new Error('The figures were saved but could not be read back.');
  return saved;
}

/**
 * Counts every centre's figures afresh and keeps them as the snapshot, as this admin: what an
 * admin's screen does when the snapshot is missing or older than SNAPSHOT_MAX_AGE_HOURS, or when
 * they ask for it (Refresh). The one read of every centre the app makes.
 */
export async function recountCentreFigures(
  db: Firestore,
  actor: StaffActor,
  now: Date = new Date(),
): Promise<CentreFiguresSnapshot> {
  const centres = await listCentres(db);
  if (centres.length > SNAPSHOT_CENTRE_LIMIT) {
    throw new Error(
      `The register has ${centres.length} centres: one snapshot of their figures holds at most ${SNAPSHOT_CENTRE_LIMIT}.`,
    );
  }
  return saveCentreFiguresSnapshot(db, await countCentreFigures(db, centres, now), actor);
}

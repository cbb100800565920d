/**
 * The dashboard's figures, read two ways from the same register in the Firestore emulator:
 *   ours      four count aggregations and one query of the five newest certificates;
 *   original  the first version's way (docs/product.md, The first version's data access): read
 *             every certificate and every failed attempt, count in the browser.
 * Both read as a staff member through Firestore Lite and the real rules, as the browser does.
 * The check that both show the same figures fails on an empty register, where any two ways agree.
 */
import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore/lite';

import { collections } from '../../src/domain/collections';
import { recentActivity, recentWindowStart } from '../../src/domain/recent-activity';
import {
  readDashboardFigures,
  readRecentActivity,
  toRecentCertificate,
} from '../../src/features/dashboard/api/dashboard-queries';
import type { DashboardFigures, RecentCertificate } from '../../src/features/dashboard/types';
import type { BenchContext } from './emulator';
import { jsonBytes, measure, type Conditions } from './measure';
import type { BenchmarkResult } from './report';
import { rulesReadsUnder } from './wire';

const RUNS = 7;

type Load = {
  figures: DashboardFigures;
  recent: RecentCertificate[];
  payloadBytes: number;
};

const asStaff: Conditions = {
  conditions: 'firestore.rules, as staff',
  rulesReads: rulesReadsUnder.staff,
};

async function ours(db: Firestore, now: Date): Promise<Load> {
  const [figures, recent] = await Promise.all([
    readDashboardFigures(db, now),
    readRecentActivity(db, now),
  ]);
  // Four counts come back as four small numbers; the five rows as their documents.
  return { figures, recent, payloadBytes: jsonBytes([figures, ...recent]) };
}

/** The dashboard's counts as first built: everything read, counted in the client. */
async function original(db: Firestore, now: Date): Promise<Load> {
  const [certificates, failed] = await Promise.all([
    getDocs(collection(db, collections.certificates)),
    getDocs(
      query(collection(db, collections.failedVerifications), where('status', '==', 'failed')),
    ),
  ]);
  const rows = certificates.docs.map(toRecentCertificate);
  const since = recentWindowStart(now);
  const students = new Set(certificates.docs.map((entry) => entry.get('studentNumber')));
  return {
    figures: {
      totalCertificates: certificates.size,
      totalStudents: students.size,
      recentCertificates: rows.filter((row) => row.createdAt && row.createdAt >= since).length,
      failedVerifications: failed.size,
    },
    recent: recentActivity(rows, now),
    payloadBytes: jsonBytes([...certificates.docs, ...failed.docs].map((entry) => entry.data())),
  };
}

function sameResult(a: Load, b: Load): boolean {
  return (
    a.figures.totalCertificates > 0 &&
    a.recent.length > 0 &&
    JSON.stringify(a.figures) === JSON.stringify(b.figures) &&
    JSON.stringify(a.recent.map((row) => row.id)) === JSON.stringify(b.recent.map((row) => row.id))
  );
}

/** Checks both ways show the same dashboard, then times each. */
export async function benchDashboard({ staff, now }: BenchContext): Promise<BenchmarkResult> {
  const [a, b] = [await ours(staff, now), await original(staff, now)];
  const agreed = sameResult(a, b);
  const fast = await measure('Ours: 4 count aggregations + 1 query of 5', asStaff, RUNS, () =>
    ours(staff, now),
  );
  const slow = await measure("Spec's original: read all, count in the client", asStaff, RUNS, () =>
    original(staff, now),
  );
  return {
    title: 'Dashboard figures',
    comparisons: [{ task: 'Dashboard figures', ours: fast, original: slow }],
    notes: {
      'Both show': JSON.stringify(a.figures),
      'Same figures and recent activity both ways': agreed
        ? 'yes'
        : `NO: ${JSON.stringify(b.figures)}`,
    },
    agreed,
  };
}

/**
 * One centre's staff on a register shared by many centres (docs/decisions/027-centres.md): the
 * Student List's first page, a surname search and the dashboard, each confined to their centre,
 * beside an admin's same screens over the whole register through the app's own functions. What
 * a centre reads must not grow with the register: at most a page and its one extra row (51
 * documents) for a list, at most 30 for the dashboard. A benchmark: the figures are printed and
 * checked against those targets in its notes, never failed for their time.
 */
import { fetchCertificatePage, PAGE_SIZE } from '../../src/features/students/api/certificate-pages';
import {
  readDashboardFigures,
  readRecentActivity,
} from '../../src/features/dashboard/api/dashboard-queries';
import { parseStudentSearch } from '../../src/features/students/utils/student-search';
import type { QueryScope } from '../../src/domain/query-scope';
import { normaliseName } from '../../src/domain/verification-index';
import { BENCH_CENTRE_STAFF, type BenchContext } from './emulator';
import { jsonBytes, measure, type Conditions, type Measurement } from './measure';
import type { BenchmarkResult } from './report';
import { rulesReadsUnder } from './wire';

const SURNAME_SEARCH = 'Pat';
const RUNS = 5;
/** A list page and the one row more that says whether there is another. */
const LIST_READS_TARGET = PAGE_SIZE + 1;
const DASHBOARD_READS_TARGET = 30;

const asCentreStaff: Conditions = {
  conditions: `firestore.rules, as centre ${BENCH_CENTRE_STAFF.centreNumber}'s staff`,
  rulesReads: rulesReadsUnder.staff,
};
const asAdmin: Conditions = {
  conditions: 'firestore.rules, as an admin',
  rulesReads: rulesReadsUnder.staff,
};
const names: [string, string] = ['centre staff', 'admin'];

const within = (measurement: Measurement, target: number) =>
  measurement.documentsRead <= target
    ? `yes (${measurement.documentsRead})`
    : `NO (${measurement.documentsRead})`;

export async function benchCentreStaff({
  staff,
  centreStaff,
  now,
}: BenchContext): Promise<BenchmarkResult> {
  const scope: QueryScope = { centreNumber: BENCH_CENTRE_STAFF.centreNumber };
  const prefix = normaliseName(SURNAME_SEARCH);
  const seen = { page: [] as { centreNumber: string }[], search: [] as { surname: string }[] };

  const firstPage = await measure('First page, one centre', asCentreStaff, RUNS, async () => {
    const rows = (await fetchCertificatePage(centreStaff, parseStudentSearch(''), null, { scope }))
      .certificates;
    seen.page = rows;
    return { payloadBytes: jsonBytes(rows) };
  });
  const adminFirstPage = await measure('First page, every centre', asAdmin, RUNS, async () => {
    const page = await fetchCertificatePage(staff, parseStudentSearch(''), null);
    return { payloadBytes: jsonBytes(page.certificates) };
  });
  const search = await measure(
    `Search "${SURNAME_SEARCH}", one centre`,
    asCentreStaff,
    RUNS,
    async () => {
      const search = parseStudentSearch(SURNAME_SEARCH);
      const rows = (await fetchCertificatePage(centreStaff, search, null, { scope })).certificates;
      seen.search = rows;
      return { payloadBytes: jsonBytes(rows) };
    },
  );
  const adminSearch = await measure(
    `Search "${SURNAME_SEARCH}", every centre`,
    asAdmin,
    RUNS,
    async () => {
      const page = await fetchCertificatePage(staff, parseStudentSearch(SURNAME_SEARCH), null);
      return { payloadBytes: jsonBytes(page.certificates) };
    },
  );
  let centreTotal = 0;
  const dashboard = await measure('Dashboard, one centre', asCentreStaff, RUNS, async () => {
    // As the dashboard reads for a centre's staff: its figures, but no failed attempts.
    const [figures, recent] = await Promise.all([
      readDashboardFigures(centreStaff, now, scope, { countFailed: false }),
      readRecentActivity(centreStaff, now, scope),
    ]);
    centreTotal = figures.totalCertificates;
    return { payloadBytes: jsonBytes([figures, ...recent]) };
  });
  const adminDashboard = await measure('Dashboard, every centre', asAdmin, RUNS, async () => {
    const [figures, recent] = await Promise.all([
      readDashboardFigures(staff, now),
      readRecentActivity(staff, now),
    ]);
    return { payloadBytes: jsonBytes([figures, ...recent]) };
  });

  // What the centre's staff saw is their centre's, and a full page of it when there is one.
  const pageIsTheirs =
    seen.page.length === Math.min(PAGE_SIZE, centreTotal) &&
    seen.page.every((row) => row.centreNumber === scope.centreNumber);
  const searchMatches = seen.search.every((row) => normaliseName(row.surname).startsWith(prefix));
  return {
    title: `One centre's staff: ${BENCH_CENTRE_STAFF.centreNumber}, of many`,
    comparisons: [
      { task: 'Student list, first page', ours: firstPage, original: adminFirstPage, names },
      { task: `Surname search "${SURNAME_SEARCH}"`, ours: search, original: adminSearch, names },
      { task: 'Dashboard figures', ours: dashboard, original: adminDashboard, names },
    ],
    notes: {
      'Certificates of the centre': centreTotal,
      [`Its certificates whose surname starts "${SURNAME_SEARCH}", first page`]: seen.search.length,
      [`First page read at most ${LIST_READS_TARGET}`]: within(firstPage, LIST_READS_TARGET),
      [`Search read at most ${LIST_READS_TARGET}`]: within(search, LIST_READS_TARGET),
      [`Dashboard read at most ${DASHBOARD_READS_TARGET}`]: within(
        dashboard,
        DASHBOARD_READS_TARGET,
      ),
      'Only the centre’s rows, a full page of them': pageIsTheirs ? 'yes' : 'NO',
    },
    agreed: pageIsTheirs && searchMatches,
  };
}

/**
 * The admin screens at a real awarding body's scale (docs/decisions/029-figures-at-scale.md):
 * the dashboard, the Centres screen's first page and a search, the Staff screen's first page and
 * a search, and one centre's dashboard and Student List, each read through the app's own
 * functions on the register as the run seeded it (20 centres), then again once the register has
 * grown to 500 centres and 5,000 staff, in the same run. What an admin's screen reads must not
 * grow with the centres or the staff (at most 60 documents for the dashboard, 80 for a page), and
 * a centre's own screens must read the same at 500 centres as at 20. Counting the figures afresh,
 * once a day or on Refresh, does grow with the centres: it is measured too.
 */
import type { Firestore } from 'firebase-admin/firestore';

import { everyCentre, type QueryScope } from '../../src/domain/query-scope';
import { planApproveCentre } from '../../src/domain/plans/centre';
import { planGiveStaffAccess } from '../../src/domain/plans/staff-access';
import { loadDashboard } from '../../src/features/dashboard/api/dashboard-api';
import { countStaff } from '../../src/features/staff/api/count-staff';
import { readInvitationsWaiting } from '../../src/features/staff/api/invitations';
import { readStaffPage } from '../../src/features/staff/api/staff-directory-page';
import { fetchCertificatePage } from '../../src/features/students/api/certificate-pages';
import { parseStudentSearch } from '../../src/features/students/utils/student-search';
import { readCentreFiguresSnapshot, recountCentreFigures } from '../../src/lib/centre-figures';
import { centreSearchFor, countCentres, readCentrePage } from '../../src/lib/centres';
import { applyPlanAdmin, newEventId } from '../lib/admin/admin-plan';
import { BENCH_CENTRE_STAFF, BENCH_STAFF, type BenchContext } from './emulator';
import { jsonBytes, measure, timed, type Conditions, type Measurement } from './measure';
import type { BenchmarkResult, Comparison } from './report';
import { BENCH_CENTRE_NUMBERS } from './seed';
import { rulesReadsUnder } from './wire';

/** The register grown to: centres in all, and staff entries in all (ten to a new centre). */
const SCALE_CENTRES = 500;
const SCALE_STAFF = 5000;
const RUNS = 3;
const ADMIN_DASHBOARD_TARGET = 60;
const PAGE_TARGET = 80;

const asAdmin: Conditions = {
  conditions: 'firestore.rules, as an admin',
  rulesReads: rulesReadsUnder.staff,
};
const asCentreStaff: Conditions = {
  conditions: `firestore.rules, as centre ${BENCH_CENTRE_STAFF.centreNumber}'s staff`,
  rulesReads: rulesReadsUnder.staff,
};

/** The numbers of the centres the register grows by: 88100 on, clear of the seeded ones. */
const grownCentreNumbers = (count: number) =>
  Array.from({ length: count }, (_, index) => String(88100 + index));

/** Writes many small plans in batches of about 400 documents, a few batches at a time. */
async function applyAll(db: Firestore, plans: { writes: unknown[] }[]): Promise<void> {
  const perBatch = 200;
  const chunks: (typeof plans)[] = [];
  for (let start = 0; start < plans.length; start += perBatch) {
    chunks.push(plans.slice(start, start + perBatch));
  }
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      const batch = db.batch();
      for (const plan of chunk) applyPlanAdmin(db, batch, plan as never);
      await batch.commit();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

/** The register grown to SCALE_CENTRES centres and SCALE_STAFF staff, as an admin's tools add them. */
async function growRegister(db: Firestore): Promise<{ centres: number; staff: number }> {
  const newCentres = grownCentreNumbers(SCALE_CENTRES - BENCH_CENTRE_NUMBERS.length);
  await applyAll(
    db,
    newCentres.map((centreNumber) =>
      planApproveCentre({
        centreNumber,
        name: `Scale Training Centre ${centreNumber}`,
        actor: BENCH_STAFF,
        eventId: newEventId(db),
      }),
    ),
  );
  const existing = (await db.collection('staff').count().get()).data().count;
  const people = Array.from({ length: SCALE_STAFF - existing }, (_, index) => index);
  await applyAll(
    db,
    people.map((index) => {
      const centreNumber = newCentres[index % newCentres.length] as string;
      const email = `tutor${String(index).padStart(4, '0')}@centre-${centreNumber}.example`;
      return planGiveStaffAccess({
        uid: `scale-staff-${index}`,
        email,
        role: { role: 'centre', centreNumber },
        actor: BENCH_STAFF,
        eventId: newEventId(db),
      });
    }),
  );
  return {
    centres: (await db.collection('centres').count().get()).data().count,
    staff: (await db.collection('staff').count().get()).data().count,
  };
}

type Screens = Record<
  | 'dashboard'
  | 'centres'
  | 'centresSearch'
  | 'staff'
  | 'staffSearch'
  | 'centreDashboard'
  | 'centreList',
  Measurement
>;

/** Each screen's reads, as the app makes them on arrival. */
async function measureScreens(
  staff: Parameters<typeof loadDashboard>[0],
  centreStaff: Parameters<typeof loadDashboard>[0],
  now: Date,
  size: string,
): Promise<{ screens: Screens; centreFigures: unknown }> {
  const scope: QueryScope = { centreNumber: BENCH_CENTRE_STAFF.centreNumber };
  const all = centreSearchFor('');
  const byName = centreSearchFor('Bench Training');
  const wholeDirectory = { email: '', centre: null };
  const byAddress = { email: 'tutor01', centre: null };
  let centreFigures: unknown = null;
  const screens: Screens = {
    dashboard: await measure(`Admin dashboard, ${size}`, asAdmin, RUNS, async () => {
      const [home, snapshot, centres] = await Promise.all([
        loadDashboard(staff, { scope: everyCentre, admin: true }, now),
        readCentreFiguresSnapshot(staff),
        countCentres(staff, all),
      ]);
      return { payloadBytes: jsonBytes([home, snapshot?.centres.length, centres]) };
    }),
    centres: await measure(`Centres, first page, ${size}`, asAdmin, RUNS, async () => {
      const [page, count, snapshot] = await Promise.all([
        readCentrePage(staff, all, null),
        countCentres(staff, all),
        readCentreFiguresSnapshot(staff),
      ]);
      return { payloadBytes: jsonBytes([page, count, snapshot?.computedAt]) };
    }),
    centresSearch: await measure(`Centres, a search, ${size}`, asAdmin, RUNS, async () => {
      const [page, count] = await Promise.all([
        readCentrePage(staff, byName, null),
        countCentres(staff, byName),
      ]);
      return { payloadBytes: jsonBytes([page, count]) };
    }),
    staff: await measure(`Staff, first page, ${size}`, asAdmin, RUNS, async () => {
      const [page, count, invitations, snapshot] = await Promise.all([
        readStaffPage(staff, wholeDirectory, null),
        countStaff(staff, wholeDirectory),
        readInvitationsWaiting(staff),
        readCentreFiguresSnapshot(staff),
      ]);
      return { payloadBytes: jsonBytes([page, count, invitations, snapshot?.computedAt]) };
    }),
    staffSearch: await measure(`Staff, a search, ${size}`, asAdmin, RUNS, async () => {
      const [page, count] = await Promise.all([
        readStaffPage(staff, byAddress, null),
        countStaff(staff, byAddress),
      ]);
      return { payloadBytes: jsonBytes([page, count]) };
    }),
    centreDashboard: await measure(
      `A centre's dashboard, ${size}`,
      asCentreStaff,
      RUNS,
      async () => {
        const home = await loadDashboard(centreStaff, { scope, admin: false }, now);
        centreFigures = home.figures;
        return { payloadBytes: jsonBytes([home]) };
      },
    ),
    centreList: await measure(`A centre's Student List, ${size}`, asCentreStaff, RUNS, async () => {
      const page = await fetchCertificatePage(centreStaff, parseStudentSearch(''), null, { scope });
      return { payloadBytes: jsonBytes(page.certificates) };
    }),
  };
  return { screens, centreFigures };
}

const within = (measurement: Measurement, target: number) =>
  measurement.documentsRead <= target
    ? `yes (${measurement.documentsRead})`
    : `NO (${measurement.documentsRead})`;

export async function benchAdminScale({
  admin,
  staff,
  centreStaff,
  now,
}: BenchContext): Promise<BenchmarkResult> {
  const small = `${BENCH_CENTRE_NUMBERS.length} centres`;
  const large = `${SCALE_CENTRES} centres`;
  await recountCentreFigures(staff, BENCH_STAFF, now);
  const before = await measureScreens(staff, centreStaff, now, small);

  const [grown, growSeconds] = await timed(
    `Growing the register to ${SCALE_CENTRES} centres and ${SCALE_STAFF} staff`,
    () => growRegister(admin),
  );
  const recount = await measure(`Counting the figures afresh, ${large}`, asAdmin, 1, async () => {
    const snapshot = await recountCentreFigures(staff, BENCH_STAFF, now);
    return { payloadBytes: jsonBytes([snapshot]) };
  });
  const after = await measureScreens(staff, centreStaff, now, large);

  const names: [string, string] = [small, large];
  const task = (label: string, key: keyof Screens): Comparison => ({
    task: label,
    ours: before.screens[key],
    original: after.screens[key],
    names,
  });
  const centreFiguresSame =
    JSON.stringify(before.centreFigures) === JSON.stringify(after.centreFigures);
  const sameReads = (key: 'centreDashboard' | 'centreList') =>
    before.screens[key].documentsRead === after.screens[key].documentsRead;
  return {
    title: `The admin screens at ${large} and ${SCALE_STAFF} staff, beside ${small}`,
    comparisons: [
      task('Admin dashboard', 'dashboard'),
      task('Centres, first page', 'centres'),
      task('Centres, a search by name', 'centresSearch'),
      task('Staff, first page', 'staff'),
      task('Staff, a search by address', 'staffSearch'),
      task(`Centre ${BENCH_CENTRE_STAFF.centreNumber}'s dashboard`, 'centreDashboard'),
      task(`Centre ${BENCH_CENTRE_STAFF.centreNumber}'s Student List`, 'centreList'),
    ],
    notes: {
      'Centres, and staff entries, once grown': `${grown.centres}, ${grown.staff}`,
      'Growing them took (s)': Number(growSeconds.toFixed(1)),
      [`Counting the figures afresh at ${large}: documents read, time (ms)`]: `${recount.documentsRead}, ${Math.round(recount.p50Ms)}`,
      [`Admin dashboard read at most ${ADMIN_DASHBOARD_TARGET}, at ${small} / ${large}`]: `${within(before.screens.dashboard, ADMIN_DASHBOARD_TARGET)} / ${within(after.screens.dashboard, ADMIN_DASHBOARD_TARGET)}`,
      ...Object.fromEntries(
        (['centres', 'centresSearch', 'staff', 'staffSearch'] as const).map((key) => [
          `${key} read at most ${PAGE_TARGET}, at ${small} / ${large}`,
          `${within(before.screens[key], PAGE_TARGET)} / ${within(after.screens[key], PAGE_TARGET)}`,
        ]),
      ),
      'A centre’s figures, and its reads, the same at both sizes':
        centreFiguresSame && sameReads('centreDashboard') && sameReads('centreList') ? 'yes' : 'NO',
    },
    agreed: centreFiguresSame,
  };
}

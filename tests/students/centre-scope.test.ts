import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { qualifications } from '@/content/qualifications';
import { checkImportFile } from '@/domain/certificate-import';
import { formatCertificateNumber, formatStudentNumber } from '@/domain/certificate-numbers';
import { collections } from '@/domain/collections';
import { importTemplateRows } from '@/domain/import-columns';
import { everyCentre, type QueryScope } from '@/domain/query-scope';
import { certificateRecordFor } from '@/domain/verification-index';
import {
  fetchActivityPage,
  fetchHistoryPage,
  suggestStaffAddresses,
} from '@/features/audit/api/audit-events';
import { noActivityFilters } from '@/features/audit/utils/activity-filters';
import { readStanding } from '@/features/certificate-status/api/read-standing';
import { readRegisterFacts } from '@/features/certificates/api/import-register-facts';
import { readAwaitingApproval } from '@/features/dashboard/api/awaiting-approval';
import { countCentreFigures } from '@/lib/centre-figures';
import {
  readDashboardFigures,
  readRecentActivity,
} from '@/features/dashboard/api/dashboard-queries';
import { fetchCertificatePage } from '@/features/students/api/certificate-pages';
import { parseStudentSearch } from '@/features/students/utils/student-search';
import { listCentres } from '@/lib/centres';
import { centreA, centreB } from '@/testing/centres';

import { openEmulatorClients, type EmulatorClients } from '../support/signed-in-clients';

/**
 * The staff queries within a scope, against the emulator under the real rules: an admin (the
 * staff client) reads every centre or the one chosen; a centre's staff member (the colleague
 * client, made a centre's in the directory) is refused any query that is not confined to their
 * centre, and given only their centre's documents when it is.
 */

const LEEDS = centreA.centreNumber;
const HULL = centreB.centreNumber;
const leeds: QueryScope = { centreNumber: LEEDS };
const hull: QueryScope = { centreNumber: HULL };
const now = new Date(Date.UTC(2026, 10, 26, 12));
const titles = qualifications.map((qualification) => qualification.title);

let clients: EmulatorClients;

function certificateId(centre: string, index: number) {
  return `${centre}-${index}`;
}

beforeAll(async () => {
  clients = await openEmulatorClients('centre-scope');
  const { adminDb } = clients;
  await adminDb
    .doc(`${collections.staff}/${clients.colleague.uid}`)
    .update({ role: 'centre', centreNumber: LEEDS });
  const batch = adminDb.batch();
  // Three learners at Leeds, two at Hull; one at each recorded this week, one Leeds withdrawal
  // waiting for a decision.
  let sequence = 112;
  for (const [centre, count] of [
    [LEEDS, 3],
    [HULL, 2],
  ] as const) {
    for (let index = 0; index < count; index += 1) {
      const id = certificateId(centre, index);
      sequence += 1;
      const record = certificateRecordFor({
        certificateNumber: formatCertificateNumber(2025, sequence),
        studentNumber: formatStudentNumber('90', 2025, sequence),
        firstName: `Learner${index}`,
        surname: centre === LEEDS ? 'Okafor' : 'Okonkwo',
        courseName: '',
        awardedDate: '2025-01-01',
        birthYear: '90',
        centreNumber: centre,
      });
      const recent = index === 0;
      batch.set(adminDb.doc(`${collections.certificates}/${id}`), {
        ...record,
        ...(centre === LEEDS && index === 1 ? { pendingStatus: 'withdrawn' } : {}),
        createdAt: Timestamp.fromDate(
          recent ? new Date(now.getTime() - 86_400_000) : new Date(2025, 0, index + 1),
        ),
      });
      batch.set(adminDb.doc(`${collections.auditEvents}/${id}-created`), {
        actorUid: clients.staff.uid,
        actorEmail: clients.staff.email,
        action: 'certificate.created',
        entity: 'certificate',
        certificateId: id,
        centreNumber: centre,
        subject: id,
        changes: {},
        prevEventId: null,
        at: Timestamp.fromDate(new Date(2025, 0, index + 1)),
      });
    }
  }
  batch.set(adminDb.doc(`${collections.statusRequests}/${certificateId(LEEDS, 1)}`), {
    status: 'withdrawn',
    reason: { code: 'malpractice', note: '' },
    centreNumber: LEEDS,
    requestedBy: clients.colleague.email,
    requestedByUid: clients.colleague.uid,
    requestedAt: Timestamp.fromDate(new Date(2026, 10, 20)),
  });
  await batch.commit();
});

afterAll(async () => {
  await clients?.close();
});

const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id).sort();

describe('the student list within a scope', () => {
  it('refuses a centre’s staff a list not confined to their centre, or confined to another', async () => {
    const all = parseStudentSearch('');
    await expect(fetchCertificatePage(clients.colleagueDb, all, null)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      fetchCertificatePage(clients.colleagueDb, all, null, { scope: hull }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('gives a centre’s staff their own centre’s learners, by every kind of search', async () => {
    const db = clients.colleagueDb;
    const page = await fetchCertificatePage(db, parseStudentSearch(''), null, { scope: leeds });
    expect(idsOf(page.certificates)).toEqual(['87583-0', '87583-1', '87583-2']);
    const surname = await fetchCertificatePage(db, parseStudentSearch('oka'), null, {
      scope: leeds,
    });
    expect(surname.certificates).toHaveLength(3);
    const pending = await fetchCertificatePage(
      db,
      parseStudentSearch('', 'awaiting-approval'),
      null,
      { scope: leeds },
    );
    expect(idsOf(pending.certificates)).toEqual(['87583-1']);
    // Another centre's number is not found, rather than refused.
    const elsewhere = await fetchCertificatePage(
      db,
      parseStudentSearch(formatCertificateNumber(2025, 116)),
      null,
      { scope: leeds },
    );
    expect(elsewhere.certificates).toEqual([]);
  });

  it('gives an admin every centre, or the one chosen', async () => {
    const db = clients.staffDb;
    const all = await fetchCertificatePage(db, parseStudentSearch(''), null);
    expect(all.certificates).toHaveLength(5);
    const chosen = await fetchCertificatePage(db, parseStudentSearch(''), null, { scope: hull });
    expect(idsOf(chosen.certificates)).toEqual(['90210-0', '90210-1']);
  });
});

describe('a certificate’s status for a centre’s staff', () => {
  it('reads the standing of their centre’s certificates, with a request only where one waits', async () => {
    const db = clients.colleagueDb;
    const plain = await readStanding(db, '87583-0');
    expect(plain?.certificate.id).toBe('87583-0');
    expect(plain?.request).toBeNull();
    const pending = await readStanding(db, '87583-1');
    expect(pending?.request?.requestedByUid).toBe(clients.colleague.uid);
    await expect(readStanding(db, '90210-0')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the dashboard within a scope', () => {
  it('counts a centre’s own figures for its staff, with no failed attempts', async () => {
    const db = clients.colleagueDb;
    await expect(readDashboardFigures(db, now, leeds, { countFailed: false })).resolves.toEqual({
      totalCertificates: 3,
      totalStudents: 3,
      recentCertificates: 1,
      failedVerifications: null,
    });
    // The review queue is the admins'.
    await expect(readDashboardFigures(db, now, leeds)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(readDashboardFigures(db, now)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // Newest first: this week's, then the older two.
    expect((await readRecentActivity(db, now, leeds)).map((row) => row.id)).toEqual([
      '87583-0',
      '87583-2',
      '87583-1',
    ]);
    const awaiting = await readAwaitingApproval(db, leeds);
    expect(awaiting.count).toBe(1);
    expect(awaiting.requests.map((request) => request.certificateId)).toEqual(['87583-1']);
    await expect(readAwaitingApproval(db)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('gives an admin the whole register, one centre, and a row of figures per centre', async () => {
    const db = clients.staffDb;
    expect((await readDashboardFigures(db, now, hull)).totalCertificates).toBe(2);
    expect((await readDashboardFigures(db, now, everyCentre)).totalCertificates).toBe(5);
    expect((await readAwaitingApproval(db, hull)).count).toBe(0);
    // The register's other centres have no learners here: the two that do, in number order.
    const centres = (await listCentres(db)).filter(({ centreNumber }) =>
      [LEEDS, HULL].includes(centreNumber),
    );
    expect(centres.map((centre) => centre.centreNumber)).toEqual([LEEDS, HULL]);
    await expect(countCentreFigures(db, centres, now)).resolves.toEqual([
      {
        centreNumber: LEEDS,
        name: 'Larkfield Training, Leeds',
        status: 'active',
        certificates: 3,
        recentCertificates: 1,
        pendingWithdrawals: 1,
      },
      {
        centreNumber: HULL,
        name: 'Harbour College, Hull',
        status: 'active',
        certificates: 2,
        recentCertificates: 1,
        pendingWithdrawals: 0,
      },
    ]);
    // Only admins list the centres.
    await expect(listCentres(clients.colleagueDb)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the history and Activity within a scope', () => {
  it('gives a centre’s staff their own centre’s events and colleagues only', async () => {
    const db = clients.colleagueDb;
    await expect(fetchActivityPage(db, noActivityFilters, null)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const page = await fetchActivityPage(db, noActivityFilters, null, { scope: leeds });
    expect(page.events.map((event) => event.id).sort()).toEqual([
      '87583-0-created',
      '87583-1-created',
      '87583-2-created',
    ]);
    const history = await fetchHistoryPage(db, { entity: 'certificate', id: '87583-2' }, null, {
      scope: leeds,
    });
    expect(history.events).toHaveLength(1);
    // The staff filter's suggestions: their colleagues' addresses, never another centre's.
    const typed = clients.colleague.email.slice(0, 6);
    await expect(suggestStaffAddresses(db, typed)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await suggestStaffAddresses(db, typed, leeds)).toEqual([clients.colleague.email]);
  });

  it('gives an admin one centre’s events when they choose one', async () => {
    const page = await fetchActivityPage(clients.staffDb, noActivityFilters, null, {
      scope: hull,
    });
    expect(page.events.map((event) => event.id).sort()).toEqual([
      '90210-0-created',
      '90210-1-created',
    ]);
  });
});

describe('a centre’s import', () => {
  function checkedRows(centreInFile: string) {
    const header = importTemplateRows(titles[0] ?? '')[0] ?? [];
    const body = [0, 1].map((index) => [
      `Imported${index}`,
      'Okafor',
      titles[0] ?? '',
      '14/07/2025',
      '',
      '',
      '',
      centreInFile,
    ]);
    const check = checkImportFile([header, ...body], { titles, today: '2026-01-01' });
    if (!check.ok) throw new Error(check.fileErrors.join(' '));
    return check.rows;
  }

  it('checks the file against its own centre’s learners only', async () => {
    const rows = checkedRows(HULL);
    await expect(readRegisterFacts(clients.colleagueDb, rows)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const facts = await readRegisterFacts(clients.colleagueDb, rows, leeds);
    expect(facts.learners.size).toBe(3);
  });
});

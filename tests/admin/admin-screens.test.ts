import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { appliedInMemory } from '@/domain/plans/apply-in-memory';
import { planSendInvitation } from '@/domain/plans/invitation';
import { pathOf } from '@/domain/plans/plan';
import { countStaff } from '@/features/staff/api/count-staff';
import { readInvitationsWaiting } from '@/features/staff/api/invitations';
import { readStaffPage } from '@/features/staff/api/staff-directory-page';
import { hasStaffAccess } from '@/features/staff/api/staff-with-address';
import { readCentreFiguresSnapshot, recountCentreFigures } from '@/lib/centre-figures';
import {
  centreSearchFor,
  countCentres,
  readCentrePage,
  readCentres,
  searchCentres,
} from '@/lib/centres';
import { approvedCentre, centreA, centreB, closedCentre } from '@/testing/centres';

import { openEmulatorClients, type EmulatorClients } from '../support/signed-in-clients';

/**
 * The admins' screens at scale (docs/decisions/029-figures-at-scale.md), against the emulator
 * under the real rules: centres and staff a page at a time, found by the start of a number, a
 * name or an address, counted without reading them; the picker's suggestions; the centres a page
 * names; the newest invitations; and the figures' snapshot counted afresh and read back. A
 * centre's staff member (the colleague) is refused each of them.
 */

const HARBOUR = centreB.centreNumber;
/** Thirty more centres, 10000 to 10029, the last suspended. */
const extra = Array.from({ length: 30 }, (_, index) => ({
  centreNumber: String(10_000 + index),
  name: `Dales Centre ${String(index).padStart(2, '0')}`,
}));
/** Twenty-eight of Harbour College's staff, and three invitations a day apart. */
const harbourStaff = Array.from(
  { length: 28 },
  (_, index) => `p${String(index).padStart(2, '0')}@harbour.test`,
);

let clients: EmulatorClients;

beforeAll(async () => {
  clients = await openEmulatorClients('admin-screens');
  const { adminDb } = clients;
  await adminDb
    .doc(`${collections.staff}/${clients.colleague.uid}`)
    .update({ role: 'centre', centreNumber: '87583' });
  const batch = adminDb.batch();
  for (const { centreNumber, name } of extra) {
    batch.set(adminDb.doc(`${collections.centres}/${centreNumber}`), {
      ...approvedCentre(centreNumber, name),
      ...(centreNumber === '10029' ? { status: 'suspended' } : {}),
    });
  }
  for (const [index, email] of harbourStaff.entries()) {
    batch.set(adminDb.doc(`${collections.staff}/harbour-${index}`), {
      email,
      addedBy: 'tests',
      addedAt: Timestamp.fromDate(new Date(2026, 0, 1)),
      role: 'centre',
      centreNumber: HARBOUR,
    });
  }
  for (const day of [1, 2, 3]) {
    const email = `invitee${day}@harbour.test`;
    const plan = planSendInvitation({
      email,
      role: { role: 'centre', centreNumber: HARBOUR },
      actor: clients.staff,
      eventId: `sent-${day}`,
      now: new Date(2026, 10, day),
      codeHash: 'a'.repeat(64),
    });
    const stored = appliedInMemory(new Map(), plan, new Date(2026, 10, day));
    const invitation = stored.get(pathOf(collections.invitations, email));
    batch.set(adminDb.doc(`${collections.invitations}/${email}`), invitation!);
  }
  await batch.commit();
});

afterAll(async () => {
  await clients?.close();
});

describe('the Centres screen and the centre picker', () => {
  it('pages through the centres by number, 25 at a time, each way, and counts them', async () => {
    const db = clients.staffDb;
    const all = centreSearchFor('');
    const first = await readCentrePage(db, all, null);
    expect(first.centres).toHaveLength(25);
    expect(first.centres[0]?.centreNumber).toBe('10000');
    expect(first).toMatchObject({ after: '10024', before: null });
    const second = await readCentrePage(db, all, { after: '10024' });
    expect(second.centres.map((centre) => centre.centreNumber)).toEqual([
      ...extra.slice(25).map((centre) => centre.centreNumber),
      closedCentre.centreNumber,
      centreA.centreNumber,
      HARBOUR,
    ]);
    expect(second).toMatchObject({ after: null, before: '10025' });
    const back = await readCentrePage(db, all, { before: '10025' });
    expect(back.centres.map((centre) => centre.centreNumber)).toEqual(
      first.centres.map((centre) => centre.centreNumber),
    );
    expect(back).toMatchObject({ after: '10024', before: null });
    await expect(countCentres(db, all)).resolves.toBe(33);
  });

  it('finds centres by the start of a number or a name, and counts what a search matches', async () => {
    const db = clients.staffDb;
    const byName = await readCentrePage(db, centreSearchFor('Dales Centre 2'), null);
    expect(byName.centres.map((centre) => centre.centreNumber)).toEqual(
      extra.slice(20, 30).map((centre) => centre.centreNumber),
    );
    await expect(countCentres(db, centreSearchFor('dales'))).resolves.toBe(30);
    await expect(countCentres(db, centreSearchFor('9021'))).resolves.toBe(1);
  });

  it('suggests at most eight centres for what is typed, and none for nothing', async () => {
    const db = clients.staffDb;
    expect((await searchCentres(db, 'har')).map((centre) => centre.centreNumber)).toEqual([
      HARBOUR,
    ]);
    expect((await searchCentres(db, '902')).map((centre) => centre.name)).toEqual([centreB.name]);
    const many = await searchCentres(db, 'Dales');
    expect(many.map((centre) => centre.centreNumber)).toEqual(
      extra.slice(0, 8).map((centre) => centre.centreNumber),
    );
    expect((await searchCentres(db, '1002'))[9 - 1]?.status).toBeUndefined();
    expect((await searchCentres(db, '10029'))[0]?.status).toBe('suspended');
    await expect(searchCentres(db, '  ')).resolves.toEqual([]);
  });

  it('reads the centres a page names, leaving out a number on no centre', async () => {
    const named = await readCentres(clients.staffDb, [HARBOUR, '99999', HARBOUR, '10003']);
    expect(named.map((centre) => centre.centreNumber).sort()).toEqual(['10003', HARBOUR]);
  });

  it('refuses a centre’s staff the pages, the search and the count of centres', async () => {
    const db = clients.colleagueDb;
    const denied = { code: 'permission-denied' };
    await expect(readCentrePage(db, centreSearchFor(''), null)).rejects.toMatchObject(denied);
    await expect(searchCentres(db, 'pen')).rejects.toMatchObject(denied);
    await expect(countCentres(db, centreSearchFor(''))).rejects.toMatchObject(denied);
  });
});

describe('the figures’ snapshot', () => {
  it('is counted afresh for every centre, kept, and read back as one document', async () => {
    const now = new Date();
    const counted = await recountCentreFigures(clients.staffDb, clients.staff, now);
    expect(counted.centres).toHaveLength(33);
    expect(counted.computedBy).toBe(clients.staff.email);
    expect(counted.centres.find((centre) => centre.centreNumber === '10029')).toMatchObject({
      status: 'suspended',
      certificates: 0,
    });
    const read = await readCentreFiguresSnapshot(clients.staffDb);
    expect(read?.centres).toEqual(counted.centres);
    expect(Math.abs(read!.computedAt.getTime() - now.getTime())).toBeLessThan(60_000);
    await expect(readCentreFiguresSnapshot(clients.colleagueDb)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the Staff screen', () => {
  const none = { email: '', centre: null };

  it('pages through the directory by address, each way, and counts it with its admins', async () => {
    const db = clients.staffDb;
    const first = await readStaffPage(db, none, null);
    const emails = first.entries.map((entry) => entry.email);
    expect(emails).toHaveLength(25);
    expect(emails).toEqual([...emails].sort());
    expect(first.before).toBeNull();
    expect(first.after).toBe(emails.at(-1));
    const second = await readStaffPage(db, none, { after: first.after! });
    // The two signed-in accounts (admin-screens-…) come first; the rest are Harbour College's.
    expect(second.entries.map((entry) => entry.email)).toEqual(harbourStaff.slice(23));
    expect(second.after).toBeNull();
    const back = await readStaffPage(db, none, { before: second.before! });
    expect(back.entries.map((entry) => entry.email)).toEqual(emails);
    await expect(countStaff(db, none)).resolves.toEqual({ people: 30, admins: 1 });
  });

  it('narrows the directory to a centre and to the start of an address, counted', async () => {
    const db = clients.staffDb;
    const harbour = { email: '', centre: HARBOUR };
    const page = await readStaffPage(db, harbour, null);
    expect(page.entries.every((entry) => entry.role?.role === 'centre')).toBe(true);
    expect(page.entries).toHaveLength(25);
    await expect(countStaff(db, harbour)).resolves.toEqual({ people: 28, admins: null });
    const p1 = { email: 'p1', centre: HARBOUR };
    expect((await readStaffPage(db, p1, null)).entries.map((entry) => entry.email)).toEqual(
      harbourStaff.slice(10, 20),
    );
    await expect(countStaff(db, { email: 'p2', centre: null })).resolves.toEqual({
      people: 8,
      admins: null,
    });
  });

  it('knows whether an address has staff access', async () => {
    await expect(hasStaffAccess(clients.staffDb, 'p07@harbour.test')).resolves.toBe(true);
    await expect(hasStaffAccess(clients.staffDb, 'nobody@harbour.test')).resolves.toBe(false);
  });

  it('lists the newest invitations first, with how many are waiting', async () => {
    const waiting = await readInvitationsWaiting(clients.staffDb);
    expect(waiting.invitations.map((invitation) => invitation.email)).toEqual([
      'invitee3@harbour.test',
      'invitee2@harbour.test',
      'invitee1@harbour.test',
    ]);
    expect(waiting.total).toBe(3);
  });

  it('refuses a centre’s staff the directory of every centre and the invitations', async () => {
    const db = clients.colleagueDb;
    const denied = { code: 'permission-denied' };
    await expect(readStaffPage(db, none, null)).rejects.toMatchObject(denied);
    await expect(countStaff(db, { email: '', centre: HARBOUR })).rejects.toMatchObject(denied);
    await expect(readInvitationsWaiting(db)).rejects.toMatchObject(denied);
  });
});

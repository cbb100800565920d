import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addCertificate } from '@/features/certificates/api/add-certificate';
import {
  fetchActivityPage,
  fetchHistoryPage,
  type EventCursor,
  type EventPage,
  type HistorySubject,
} from '@/features/audit/api/audit-events';
import { noActivityFilters } from '@/features/audit/utils/activity-filters';
import { takeReviewStep } from '@/features/review/api/take-review-step';
import { saveStudentDetails } from '@/features/students/api/save-student-details';
import { isoDate } from '@/domain/dates';
import { collections } from '@/domain/collections';
import { filedAttempt } from '@/testing/attempts';

import { historyOf } from '../support/history';
import { RegisterModel, seededRandom } from '../support/register-model';
import { openEmulatorClients, type EmulatorClients } from '../support/signed-in-clients';

/**
 * The history screens' queries against the emulators, as a signed-in staff member through
 * Firestore Lite and the real rules: a record's events come newest first, page by page with
 * nothing missed or repeated, and agree with the chain the record names.
 */

let clients: EmulatorClients;
let certificateId: string;
let otherId: string;

beforeAll(async () => {
  clients = await openEmulatorClients('audit-history');
  const model = new RegisterModel(seededRandom(13));
  const details = model.newDetails();
  ({ id: certificateId } = await addCertificate(clients.staffDb, details, clients.staff));
  ({ id: otherId } = await addCertificate(
    clients.colleagueDb,
    model.newDetails(),
    clients.colleague,
  ));
  // 24 edits, the staff member and a colleague in turn: 25 events in all.
  for (let edit = 1; edit <= 24; edit += 1) {
    const who = edit % 2 === 0 ? 'staff' : 'colleague';
    await saveStudentDetails(
      clients[`${who}Db`],
      certificateId,
      { ...details, surname: `Surname${edit}` },
      clients[who],
    );
  }
});

afterAll(async () => {
  await clients?.close();
});

async function allPages(read: (after: EventCursor | null) => Promise<EventPage>) {
  const pages: EventPage[] = [];
  let after: EventCursor | null = null;
  do {
    const page: EventPage = await read(after);
    pages.push(page);
    after = page.next;
  } while (after && pages.length < 20);
  return pages;
}

describe("a certificate's history", () => {
  const subject = (): HistorySubject => ({ entity: 'certificate', id: certificateId });

  it('comes newest first, twenty to a page, and is the chain the certificate names', async () => {
    const pages = await allPages((after) => fetchHistoryPage(clients.staffDb, subject(), after));
    expect(pages.map((page) => page.events.length)).toEqual([20, 5]);
    expect(pages.at(-1)?.next).toBeNull();

    const events = pages.flatMap((page) => page.events);
    const chain = await historyOf(clients.adminDb, certificateId);
    const chainIds = await clients.adminDb
      .collection(collections.auditEvents)
      .where('certificateId', '==', certificateId)
      .get()
      .then((snapshot) => new Map(snapshot.docs.map((doc) => [doc.get('prevEventId'), doc.id])));
    // Walk the chain forward from its first event, then read it newest first.
    const forward: string[] = [];
    for (let next = chainIds.get(null); next; next = chainIds.get(next)) forward.push(next);
    expect(forward).toHaveLength(chain.length);
    expect(events.map((event) => event.id)).toEqual(forward.reverse());

    const times = events.map((event) => event.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(events[0]).toMatchObject({
      action: 'certificate.edited',
      actorEmail: clients.staff.email,
      changes: { surname: { from: 'Surname23', to: 'Surname24' } },
    });
    expect(events.at(-1)).toMatchObject({ action: 'certificate.created', prevEventId: null });
    expect(
      events.every(
        (event) => event.entity === 'certificate' && event.certificateId === certificateId,
      ),
    ).toBe(true);
  });

  it('pages by a smaller size without missing or repeating an event', async () => {
    const pages = await allPages((after) =>
      fetchHistoryPage(clients.staffDb, subject(), after, { pageSize: 7 }),
    );
    expect(pages.map((page) => page.events.length)).toEqual([7, 7, 7, 4]);
    const ids = pages.flatMap((page) => page.events.map((event) => event.id));
    expect(new Set(ids).size).toBe(25);
  });

  it("holds an attempt's review steps under the attempt", async () => {
    const attempt = clients.adminDb.collection(collections.failedVerifications).doc();
    await attempt.set(filedAttempt({ checkId: attempt.id, at: new Date() }));
    await takeReviewStep(
      clients.staffDb,
      attempt.id,
      { kind: 'flag', note: 'Odd.' },
      clients.staff,
    );
    const page = await fetchHistoryPage(
      clients.staffDb,
      { entity: 'attempt', id: attempt.id },
      null,
    );
    expect(page.events).toHaveLength(1);
    expect(page.events[0]).toMatchObject({
      action: 'attempt.flagged',
      actorEmail: clients.staff.email,
      changes: {
        status: { from: 'failed', to: 'suspicious' },
        reviewNote: { from: null, to: 'Odd.' },
      },
    });
  });
});

describe('the Activity page', () => {
  it("filters by a staff member's address, action and days", async () => {
    const colleagues = await allPages((after) =>
      fetchActivityPage(
        clients.staffDb,
        { ...noActivityFilters, staff: clients.colleague.email },
        after,
      ),
    );
    const byColleague = colleagues.flatMap((page) => page.events);
    // Twelve edits and one certificate added.
    expect(byColleague).toHaveLength(13);
    expect(byColleague.every((event) => event.actorUid === clients.colleague.uid)).toBe(true);

    const added = await fetchActivityPage(
      clients.staffDb,
      { ...noActivityFilters, staff: clients.colleague.email, action: 'certificate.created' },
      null,
    );
    expect(
      added.events.map((event) => (event.entity === 'certificate' ? event.certificateId : null)),
    ).toEqual([otherId]);

    const today = isoDate(new Date())!;
    const todays = await fetchActivityPage(
      clients.staffDb,
      { ...noActivityFilters, from: today, to: today },
      null,
    );
    expect(todays.events.length).toBeGreaterThanOrEqual(27);
    const yesterday = isoDate(new Date(Date.now() - 86_400_000))!;
    const before = await fetchActivityPage(
      clients.staffDb,
      { ...noActivityFilters, to: yesterday },
      null,
    );
    expect(before.events).toEqual([]);
  });

  it('gives fifty to a page, newest first', async () => {
    const first = await fetchActivityPage(clients.staffDb, noActivityFilters, null, {
      pageSize: 10,
    });
    expect(first.events).toHaveLength(10);
    expect(first.next).not.toBeNull();
    const times = first.events.map((event) => event.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { riskRowsOf } from '@/domain/centre-risk';
import { collections } from '@/domain/collections';
import { exportPages } from '@/domain/csv-export';
import { evidenceColumns, type EvidenceRow } from '@/domain/evidence-pack';
import { addDays, toIsoDay } from '@/domain/iso-day';
import { fetchEvidencePage, type EvidenceCursor } from '@/features/centre-risk/api/evidence-pack';
import { readCentreRiskSnapshot, recountCentreRisk } from '@/lib/centre-risk';
import { approvedCentre, centreA, centreB } from '@/testing/centres';

import { openEmulatorClients, type EmulatorClients } from '../support/signed-in-clients';

/**
 * Centre risk against the emulator under the real rules (docs/decisions/032-fraud-signals.md):
 * a burst at Harbour College three days ago, some of it awarded long before, a failed check and
 * a report naming one of its certificates, and a withdrawal; counted, kept, read back, counted
 * again from the days since; and its evidence pack. A centre's staff member is refused.
 */

const HARBOUR = centreB.centreNumber;
const now = new Date();
const burstAt = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000);
const BURST = 12;
const numberOf = (index: number) => `0865${String(20_000 + index)}`;

let clients: EmulatorClients;

beforeAll(async () => {
  clients = await openEmulatorClients('centre-risk');
  const { adminDb } = clients;
  await adminDb
    .doc(`${collections.staff}/${clients.colleague.uid}`)
    .update({ role: 'centre', centreNumber: HARBOUR });
  const batch = adminDb.batch();
  for (const centre of [centreA, centreB]) {
    batch.set(
      adminDb.doc(`${collections.centres}/${centre.centreNumber}`),
      approvedCentre(centre.centreNumber, centre.name),
    );
  }
  for (let index = 0; index < BURST; index += 1) {
    batch.set(adminDb.doc(`${collections.certificates}/burst-${index}`), {
      centreNumber: HARBOUR,
      certificateNumber: numberOf(index),
      firstName: 'Ada',
      surname: `Learner ${index}`,
      qualification: 'Level 2 Award',
      awardedDate: toIsoDay(new Date(burstAt.getTime() - (index < 6 ? 300 : 5) * 86_400_000)),
      status: 'valid',
      createdAt: Timestamp.fromDate(new Date(burstAt.getTime() + index * 60_000)),
    });
  }
  batch.set(adminDb.doc(`${collections.failedVerifications}/check-1`), {
    certificateNumber: numberOf(0),
    firstName: 'eve',
    surname: 'forger',
    status: 'suspicious',
    userAgent: 'test',
    attemptedAt: Timestamp.fromDate(burstAt),
  });
  batch.set(adminDb.doc(`${collections.reports}/check-2`), {
    certificateNumber: numberOf(1),
    reason: '=HYPERLINK("http://evil.example")',
    contact: '',
    status: 'open',
    reportedAt: Timestamp.fromDate(burstAt),
  });
  batch.set(adminDb.doc(`${collections.auditEvents}/withdrawn-1`), {
    action: 'certificate.withdrawn',
    entity: 'certificate',
    certificateId: 'burst-2',
    centreNumber: HARBOUR,
    subject: 'Ada Learner 2',
    actorEmail: clients.staff.email,
    changes: { status: { from: 'valid', to: 'withdrawn' } },
    at: Timestamp.fromDate(burstAt),
  });
  await batch.commit();
});

afterAll(async () => {
  await clients.close();
});

describe('centre risk', () => {
  it('counts each centre’s figures day by day, keeps them, and flags the burst in words', async () => {
    const saved = await recountCentreRisk(clients.staffDb, clients.staff, now);
    expect(await readCentreRiskSnapshot(clients.staffDb)).toEqual(saved);
    const [first, second] = riskRowsOf(saved, 30);
    expect(first?.centre.centreNumber).toBe(HARBOUR);
    expect(first?.figures).toMatchObject({ added: BURST, late: 6, failedChecks: 1, suspicious: 1 });
    expect(first?.figures.withdrawn).toBe(1);
    expect(first?.figures.peak).toEqual({ count: BURST, day: toIsoDay(burstAt) });
    expect(first?.flags.map((flag) => flag.text)).toEqual([
      expect.stringMatching(
        /^12 certificates added on \d+ \w+( \d{4})?, with none added in the 180 days before$/,
      ),
      '6 certificates recorded 180 days or more after their awarded date',
      '1 attempt naming its certificates was flagged as suspicious',
    ]);
    expect(second?.flags).toEqual([]);
  });

  it('counts again from the last day only, keeping the days before', async () => {
    const later = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    const again = await recountCentreRisk(clients.staffDb, clients.staff, later);
    expect(again.lastDay).toBe(toIsoDay(later));
    expect(riskRowsOf(again, 30)[0]?.figures.added).toBe(BURST);
  });

  it('is refused to a centre’s staff: no figures of any centre, nor keeping them', async () => {
    await expect(readCentreRiskSnapshot(clients.colleagueDb)).rejects.toThrow();
    await expect(recountCentreRisk(clients.colleagueDb, clients.colleague, now)).rejects.toThrow();
  });

  it('puts the centre’s evidence in one CSV, a page at a time, formula-safe', async () => {
    const period = { centreNumber: HARBOUR, from: addDays(toIsoDay(now), -29), to: toIsoDay(now) };
    const result = await exportPages<EvidenceRow, EvidenceCursor>({
      columns: evidenceColumns,
      fetchPage: (after) => fetchEvidencePage(clients.staffDb, period, after),
    });
    const text = result.parts.join('');
    expect(text.match(/^Certificate added,/gm)).toHaveLength(BURST);
    expect(text.match(/^Event,/gm)).toHaveLength(1);
    expect(text.match(/^Failed check,/gm)).toHaveLength(1);
    expect(text.match(/^Report,/gm)).toHaveLength(1);
    expect(text).not.toMatch(/,=HYPERLINK/);
  });
});

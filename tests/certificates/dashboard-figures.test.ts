import { doc, Timestamp, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { DEFAULT_CENTRE_NUMBER } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import {
  readDashboardFigures,
  readRecentActivity,
} from '@/features/dashboard/api/dashboard-queries';

import { asAdmin, clientAs, staffClient, useEmptyDatabase } from './emulator-clients';

useEmptyDatabase();

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();

/** Certificates recorded `daysAgo` days before now, written as the app writes them. */
async function seedCertificates(daysAgo: readonly number[]) {
  await asAdmin(async (db) => {
    const batch = writeBatch(db);
    for (const [index, days] of daysAgo.entries()) {
      const sequence = String(200 + index);
      const documents = await documentsForCertificate(`cert-${sequence}`, {
        certificateNumber: `086525${sequence}`,
        studentNumber: `Q9025${sequence}`,
        firstName: 'Learner',
        surname: `Number ${sequence}`,
        courseName: 'Larkfield Level 3 Award in Education and Training (RQF)',
        awardedDate: '2025-01-10',
        birthYear: '90',
        centreNumber: DEFAULT_CENTRE_NUMBER,
      });
      for (const write of Object.values(documents)) {
        const data =
          write === documents.certificate
            ? { ...write.data, createdAt: Timestamp.fromMillis(now.getTime() - days * DAY) }
            : write.data;
        batch.set(doc(db, write.path), data);
      }
    }
    await batch.commit();
  });
}

async function seedAttempts(statuses: readonly string[]) {
  await asAdmin(async (db) => {
    const batch = writeBatch(db);
    statuses.forEach((status, index) => {
      batch.set(doc(db, collections.failedVerifications, `attempt-${index}`), {
        certificateNumber: '086525999',
        studentNumber: null,
        firstName: 'someone',
        surname: 'else',
        attemptedAt: Timestamp.fromDate(now),
        status,
      });
    });
    await batch.commit();
  });
}

describe('dashboard figures against the emulator and the rules', () => {
  it('counts certificates, students, the last seven days and failed attempts', async () => {
    await seedCertificates([0.5, 1, 6.9, 7.5, 30, 400]);
    await seedAttempts(['failed', 'failed', 'suspicious', 'failed']);
    await expect(readDashboardFigures(staffClient(), now)).resolves.toEqual({
      totalCertificates: 6,
      totalStudents: 6,
      recentCertificates: 3,
      failedVerifications: 3,
    });
  });

  it('lists the five newest certificates, newest first', async () => {
    await seedCertificates([3, 0.1, 9, 1, 2, 60, 0.2]);
    const recent = await readRecentActivity(staffClient(), now);
    expect(recent.map((item) => item.certificateNumber)).toEqual([
      '086525201',
      '086525206',
      '086525203',
      '086525204',
      '086525200',
    ]);
    expect(recent[0]).toMatchObject({
      id: 'cert-201',
      fullName: 'Learner Number 201',
      courseName: 'Larkfield Level 3 Award in Education and Training (RQF)',
    });
    expect(recent[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('shows zeros and nothing recent for an empty register', async () => {
    await expect(readDashboardFigures(staffClient(), now)).resolves.toEqual({
      totalCertificates: 0,
      totalStudents: 0,
      recentCertificates: 0,
      failedVerifications: 0,
    });
    await expect(readRecentActivity(staffClient(), now)).resolves.toEqual([]);
  });

  it('is refused to anyone without the staff claim', async () => {
    const stranger = clientAs({ uid: 'stranger', email: 'someone@example.com' });
    const failure = await readDashboardFigures(stranger, now).catch((error: unknown) => error);
    expect((failure as { code?: string }).code).toBe('permission-denied');
  });
});

import { doc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import {
  readDashboardFigures,
  readRecentActivity,
} from '@/features/dashboard/api/dashboard-queries';
import { filedAttempt } from '@/testing/attempts';
import { addedDocuments } from '@/testing/certificates';
import { numberedLearner } from '@/testing/learners';

import { asAdmin, clientAs, staffClient, useEmptyDatabase } from '../support/certificates-clients';

useEmptyDatabase();

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();

/**
 * Learner `index`'s certificate for each of `daysAgo`, recorded that many days before now, as the
 * app's addition leaves it.
 */
async function seedCertificates(daysAgo: readonly number[]) {
  await asAdmin(async (db) => {
    const batch = writeBatch(db);
    for (const [index, days] of daysAgo.entries()) {
      const documents = await addedDocuments(numberedLearner(index), {
        id: `cert-${index}`,
        at: new Date(now.getTime() - days * DAY),
      });
      for (const [path, data] of documents) batch.set(doc(db, path), data);
    }
    await batch.commit();
  });
}

async function seedAttempts(statuses: readonly string[]) {
  await asAdmin(async (db) => {
    const batch = writeBatch(db);
    statuses.forEach((status, index) => {
      const checkId = `attempt-${index}`;
      batch.set(doc(db, collections.failedVerifications, checkId), {
        ...filedAttempt({ checkId, at: now }),
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
    expect(recent.map((item) => item.certificateNumber)).toEqual(
      [1, 6, 3, 4, 0].map((index) => numberedLearner(index).certificateNumber),
    );
    expect(recent[0]).toMatchObject({
      id: 'cert-1',
      fullName: 'Learner1 Numbered',
      courseName: numberedLearner(1).courseName,
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

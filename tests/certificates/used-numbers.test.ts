import { doc, writeBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import {
  findUsedCertificateNumbers,
  findUsedStudentNumbers,
} from '@/features/certificates/api/find-used-numbers';

import { asAdmin, clientAs, staffClient, useEmptyDatabase } from './emulator-clients';

useEmptyDatabase();

async function register(registry: string, numbers: readonly string[]) {
  await asAdmin(async (db) => {
    const batch = writeBatch(db);
    for (const number of numbers) {
      batch.set(doc(db, registry, number), { certificateId: `cert-${number}` });
    }
    await batch.commit();
  });
}

describe('used numbers, one registry range query per kind', () => {
  it('finds every certificate number of the award year and none of the years beside it', async () => {
    await register(collections.certificateNumbers, [
      '086524999',
      '086525000',
      '086525112',
      '086525417',
      '086525999',
      '086526000',
      '086526112',
    ]);
    await expect(findUsedCertificateNumbers(staffClient(), 2025)).resolves.toEqual([
      '086525000',
      '086525112',
      '086525417',
      '086525999',
    ]);
  });

  it('finds the student numbers of one birth year and award year only', async () => {
    await register(collections.studentNumbers, [
      'Q8825112',
      'Q8825999',
      'Q8824500',
      'Q8826112',
      'Q9225300',
      'Q0225301',
    ]);
    await expect(findUsedStudentNumbers(staffClient(), '', 2025)).resolves.toEqual([
      'Q8825112',
      'Q8825999',
    ]);
    await expect(findUsedStudentNumbers(staffClient(), '92', 2025)).resolves.toEqual(['Q9225300']);
  });

  it('is refused to anyone without the staff claim', async () => {
    const stranger = clientAs({ uid: 'stranger', email: 'someone@example.com' });
    const failure = await findUsedCertificateNumbers(stranger, 2025).catch((error) => error);
    expect((failure as { code?: string }).code).toBe('permission-denied');
  });
});

import { doc, writeBatch } from 'firebase/firestore';
import { doc as liteDoc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';

import {
  findCertificateNumber,
  formatCertificateNumber,
  NumbersExhaustedError,
} from '@/domain/certificate-numbers';
import { collections } from '@/domain/collections';
import {
  certificateNumberProbe,
  probeRegistry,
  registryAnswer,
  studentNumberProbe,
} from '@/features/certificates/api/probe-numbers';

import {
  asAdmin,
  centreStaffClient,
  clientAs,
  staffClient,
  STAFF_CENTRES,
  useEmptyDatabase,
} from '../support/certificates-clients';

useEmptyDatabase();

const [CENTRE_A, CENTRE_B] = STAFF_CENTRES;

/**
 * Number generation's probes against the emulator and the rules: each number is one
 * single-document read of its registry entry, and a centre's staff learn only whether it is free
 * (docs/decisions/027-centres.md, What a centre's staff learn of numbers).
 */

/** A certificate of `centreNumber` holding the given registry entries, written past the rules. */
async function holding(
  certificateId: string,
  centreNumber: string | null,
  entries: { certificateNumbers?: string[]; studentNumbers?: string[] },
) {
  await asAdmin(async (db) => {
    const batch = writeBatch(db);
    if (centreNumber !== null) {
      batch.set(doc(db, collections.certificates, certificateId), { centreNumber });
    }
    for (const [registry, numbers] of Object.entries(entries)) {
      for (const number of numbers) batch.set(doc(db, registry, number), { certificateId });
    }
    await batch.commit();
  });
}

/** A random source that plays back the given values, then repeats the last. */
function scripted(...values: number[]) {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
}

/** The random value that picks `sequence` in 112-999. */
const picks = (sequence: number) => (sequence - 112 + 0.5) / 888;

describe('probing the registries for free numbers', () => {
  it("tells a centre's staff a number is free or taken, and nothing of whose it is", async () => {
    await holding('cert-a', CENTRE_A, {
      certificateNumbers: ['086525200'],
      studentNumbers: ['Q8825200'],
    });
    await holding('cert-b', CENTRE_B, {
      certificateNumbers: ['086525300'],
      studentNumbers: ['Q8825300'],
    });
    // An entry whose certificate is missing: left for an administrator, and taken meanwhile.
    await holding('cert-gone', null, { certificateNumbers: ['086525400'] });
    const numbers = ['086525200', '086525300', '086525400', '086525500'];

    const answers = (db: Firestore) =>
      Promise.all(
        numbers.map((number) =>
          registryAnswer(getDoc(liteDoc(db, collections.certificateNumbers, number))),
        ),
      );
    expect(await answers(centreStaffClient(CENTRE_A))).toEqual([
      'held',
      'refused',
      'refused',
      'free',
    ]);
    expect(await answers(centreStaffClient(CENTRE_B))).toEqual([
      'refused',
      'held',
      'refused',
      'free',
    ]);
    expect(await answers(staffClient())).toEqual(['held', 'held', 'held', 'free']);
    for (const db of [centreStaffClient(CENTRE_A), centreStaffClient(CENTRE_B), staffClient()]) {
      await expect(
        probeRegistry(db, collections.certificateNumbers, numbers),
        'every caller: only the last is free',
      ).resolves.toEqual([false, false, false, true]);
    }
    await expect(
      studentNumberProbe(centreStaffClient(CENTRE_B))(['Q8825200', 'Q8825300', 'Q8825301']),
    ).resolves.toEqual([false, false, true]);
  });

  it("generates a free number as a centre's staff, passing over numbers any centre holds", async () => {
    await holding('cert-a', CENTRE_A, { certificateNumbers: ['086525200'] });
    await holding('cert-b', CENTRE_B, { certificateNumbers: ['086525300', '086525400'] });
    for (const db of [centreStaffClient(CENTRE_A), staffClient()]) {
      const number = await findCertificateNumber({
        awardYear: 2025,
        probe: certificateNumberProbe(db),
        random: scripted(picks(200), picks(300), picks(400), picks(500)),
      });
      expect(number).toBe('086525500');
    }
  });

  it("says a range is used up when every number is another centre's", async () => {
    const numbers = Array.from({ length: 888 }, (_, index) =>
      formatCertificateNumber(2025, 112 + index),
    );
    // Two commits: one holds at most 500 writes.
    await holding('cert-b', CENTRE_B, { certificateNumbers: numbers.slice(0, 400) });
    await holding('cert-b', CENTRE_B, { certificateNumbers: numbers.slice(400) });
    await expect(
      findCertificateNumber({
        awardYear: 2025,
        probe: certificateNumberProbe(centreStaffClient(CENTRE_A)),
      }),
    ).rejects.toThrow(new NumbersExhaustedError('No certificate numbers left for award year 2025'));
  }, 60_000);

  it('tells someone who is not staff so, rather than that every number is taken', async () => {
    const stranger = clientAs({ uid: 'stranger', email: 'someone@example.com' });
    const failure = await findCertificateNumber({
      awardYear: 2025,
      probe: certificateNumberProbe(stranger),
    }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(NumbersExhaustedError);
    expect((failure as { code?: string }).code).toBe('permission-denied');
  });
});

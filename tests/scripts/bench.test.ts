import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  BENCH_CENTRE_STAFF,
  BENCH_STAFF,
  benchFirestores,
  resetBenchProject,
  type BenchFirestores,
} from '../../scripts/bench/emulator';
import { percentile } from '../../scripts/bench/measure';
import { ratio } from '../../scripts/bench/report';
import { benchCentreStaff } from '../../scripts/bench/centre-staff';
import {
  BENCH_CENTRE_NUMBERS,
  benchCertificate,
  oldestSeededYear,
  seedCentres,
  seedCertificates,
} from '../../scripts/bench/seed';
import { verificationAttempts } from '../../scripts/bench/verification-attempts';
import { validateVerificationInput } from '../../src/domain/verification-input';
import { checkKeysFor } from '../../src/domain/public-check';
import { lookupKeys } from '../../src/lib/public-check';
import { publicSdk } from '../../src/lib/public-firestore';

/**
 * What `npm run bench` relies on to mean anything: its register is what the app would have
 * written, and its verification attempts match exactly when they say they do. The timings
 * themselves are not tested; they depend on the machine.
 */

const PROJECT_ID = 'demo-larkfield-bench-test';
const CERTIFICATES = 300;
const now = new Date(Date.UTC(2026, 10, 21, 12));

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 20 }, (_, index) => 20 - index);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile([7], 95)).toBe(7);
  });

  it('refuses an empty list', () => {
    expect(() => percentile([], 50)).toThrow();
  });
});

describe('ratio', () => {
  it("says how many times ours the original's figure is", () => {
    expect(ratio(11_000, 27)).toBe('407x');
    expect(ratio(88, 17.5)).toBe('5.0x');
    expect(ratio(0, 0)).toBe('1.0x');
  });
});

describe('the bench register', () => {
  it('never gives two certificates the same number', () => {
    const certificates = Array.from({ length: 2000 }, (_, index) => benchCertificate(index, 2026));
    const numbers = certificates.flatMap((row) => [row.certificateNumber, row.studentNumber]);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(oldestSeededYear(2000, 2026)).toBe(
      Math.min(...certificates.map((row) => Number(row.awardedDate.slice(0, 4)))),
    );
  });
});

describe('the bench register of many centres', () => {
  it('spreads 10,000 certificates evenly over 20 centres, each with learners of every name', () => {
    const certificates = Array.from({ length: 10_000 }, (_, index) =>
      benchCertificate(index, 2026),
    );
    expect(BENCH_CENTRE_NUMBERS).toHaveLength(20);
    expect(BENCH_CENTRE_NUMBERS).toContain(BENCH_CENTRE_STAFF.centreNumber);
    for (const centreNumber of BENCH_CENTRE_NUMBERS) {
      const theirs = certificates.filter((row) => row.centreNumber === centreNumber);
      expect(theirs.length).toBeGreaterThanOrEqual(490);
      expect(theirs.length).toBeLessThanOrEqual(510);
      expect(theirs.some((row) => row.surname.startsWith('Pat'))).toBe(true);
    }
  });
});

describe('the verification attempts, against the seeded register', () => {
  let firestores: BenchFirestores;

  beforeAll(async () => {
    if (!process.env.FIRESTORE_EMULATOR_HOST) {
      throw new Error('These tests run only against the emulators (npm test).');
    }
    await resetBenchProject(PROJECT_ID);
    firestores = benchFirestores(PROJECT_ID);
    await seedCertificates(firestores.admin, CERTIFICATES, BENCH_STAFF, now);
  });

  afterAll(async () => {
    await firestores.close();
  });

  it('match a certificate exactly when they say so, half of them', async () => {
    const attempts = verificationAttempts(300, CERTIFICATES, now.getUTCFullYear());
    expect(attempts.filter((attempt) => attempt.matches)).toHaveLength(150);

    const answers = await Promise.all(
      attempts.map(async ({ input }) => {
        const validation = validateVerificationInput(input);
        if (!validation.ok) throw new Error(JSON.stringify(validation.errors));
        return lookupKeys(
          { db: firestores.staff, sdk: publicSdk },
          await checkKeysFor(validation.query),
        );
      }),
    );
    expect(answers.map((answer) => answer !== null)).toEqual(
      attempts.map((attempt) => attempt.matches),
    );
  });
});

describe("one centre's staff, on a register of many centres", () => {
  let firestores: BenchFirestores;

  beforeAll(async () => {
    if (!process.env.FIRESTORE_EMULATOR_HOST) {
      throw new Error('These tests run only against the emulators (npm test).');
    }
    await resetBenchProject(PROJECT_ID);
    firestores = benchFirestores(PROJECT_ID);
    await seedCentres(firestores.admin, BENCH_STAFF);
    await seedCertificates(firestores.admin, 1500, BENCH_STAFF, now);
  });

  afterAll(async () => {
    await firestores.close();
  });

  it('reads only their centre, under the rules, within the reads it is held to', async () => {
    const result = await benchCentreStaff({
      ...firestores,
      projectId: PROJECT_ID,
      now,
      certificates: 1500,
    });
    expect(result.agreed).toBe(true);
    expect(result.notes).toMatchObject({
      'First page read at most 51': expect.stringMatching(/^yes/),
      'Search read at most 51': expect.stringMatching(/^yes/),
      'Dashboard read at most 30': expect.stringMatching(/^yes/),
    });
    // The centre has more than a page, so a whole page is what it read.
    expect(result.notes['Certificates of the centre']).toBeGreaterThan(50);
    expect(result.comparisons[0]?.ours.documentsRead).toBe(51);
  });
});

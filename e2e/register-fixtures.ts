import type { CertificateDetails } from '../src/domain/certificate';
import { test as withAccounts } from './account-fixtures';
import {
  lockRegisterTotals,
  removeAttemptsBy,
  removeCertificate,
  sampleCertificate,
  uniqueSurname,
  writeAttempts,
  writeCertificate,
  type SeededCertificate,
} from './register-data';

/**
 * Records on the emulator's register for the specs that need them: certificates and verification
 * attempts, written past the rules as the app would write them, unique to their test and deleted
 * after it.
 */

type RegisterFixtures = {
  /**
   * Puts a certificate on the register for this test, as the app writes one (unique numbers and
   * surname unless given); removed after the test with everything it holds by then.
   */
  seedCertificate: (details?: Partial<CertificateDetails>) => Promise<SeededCertificate>;
  /** A failed and a suspicious attempt by one made-up learner, removed after the test. */
  seedAttempts: () => Promise<{ surname: string }>;
  /**
   * A surname unique to this test (letters only, from `prefix`): every verification attempt
   * recorded under it, by the fixtures or by the test's own steps, is removed after the test.
   */
  attemptSurname: (prefix: string) => string;
  /**
   * For a test that compares the register's totals before and after its own change: while it
   * runs, no seeded certificate is removed (see lockRegisterTotals). It must not seed any itself.
   */
  registerTotals: undefined;
};

export const test = withAccounts.extend<RegisterFixtures>({
  seedCertificate: async ({ admin }, use, testInfo) => {
    const seeded: SeededCertificate[] = [];
    await use(async (details = {}) => {
      const certificate = await writeCertificate(admin.db, sampleCertificate(details));
      seeded.push(certificate);
      return certificate;
    });
    if (seeded.length === 0) return;
    const unlock = await lockRegisterTotals(testInfo.project.outputDir);
    try {
      await Promise.all(seeded.map((certificate) => removeCertificate(admin.db, certificate)));
    } finally {
      await unlock();
    }
  },

  // eslint-disable-next-line no-empty-pattern
  registerTotals: async ({}, use, testInfo) => {
    const unlock = await lockRegisterTotals(testInfo.project.outputDir);
    try {
      await use(undefined);
    } finally {
      await unlock();
    }
  },

  attemptSurname: async ({ admin }, use) => {
    const surnames: string[] = [];
    await use((prefix) => {
      const surname = uniqueSurname(prefix);
      surnames.push(surname);
      return surname;
    });
    await Promise.all(surnames.map((surname) => removeAttemptsBy(admin.db, surname)));
  },

  seedAttempts: async ({ admin, attemptSurname }, use) => {
    await use(async () => {
      const surname = attemptSurname('okafor');
      await writeAttempts(admin.db, surname);
      return { surname };
    });
  },
});

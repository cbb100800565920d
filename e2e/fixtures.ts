import { expect } from '@playwright/test';

import { test as withRegister } from './register-fixtures';

/**
 * The specs' `test`: the errors a page logs; for specs that need accounts, real users in the
 * Auth emulator (account-fixtures.ts); for specs that need records, certificates and verification
 * attempts on the emulator's register (register-fixtures.ts). Everything a fixture creates is
 * unique to its test and deleted after it, and each fixture is set up only for a test that asks
 * for it.
 */

type PageFixtures = {
  /** Console errors and uncaught exceptions of the test's page, from its first navigation on. */
  consoleErrors: string[];
};

export const test = withRegister.extend<PageFixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
export { submitLoginForm, waitForHydration } from './app-page';
export { passwordResetEmailsTo, type TestAccount } from './account-fixtures';

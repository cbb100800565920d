import { randomUUID } from 'node:crypto';

import { test as base, expect, type Page } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

import { addStaff } from '../scripts/lib/staff-accounts';
import { paths } from '../src/config/paths';
import type { CertificateDetails } from '../src/domain/certificate';
import { collections } from '../src/domain/collections';
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
 * Shared Playwright fixtures: the errors a page logs; for specs that need accounts, real users in
 * the Auth emulator, created with the Admin SDK (the only way to set the staff claim); and for
 * specs that need records, certificates and verification attempts on the emulator's register.
 * Everything a fixture creates is unique to its test and deleted after it, and each fixture is
 * set up only for a test that asks for it.
 */

export type TestAccount = {
  uid: string;
  email: string;
  password: string;
  staff: boolean;
};

type SignInOptions = {
  /** Tick Remember Me. */
  remember?: boolean;
  /** Open the login page with this `redirect` parameter first (omit to use the page as it is). */
  redirect?: string;
  /** Sign in on another page than the test's own (a second person, in a browser of their own). */
  on?: Page;
};

type AccountFixtures = {
  /** Creates another account for this test; staff unless `{ staff: false }`. */
  createAccount: (options?: { staff?: boolean }) => Promise<TestAccount>;
  /** An account with the `staff: true` claim. */
  staffAccount: TestAccount;
  /** A signed-up account without the claim: what anyone can make with the public API key. */
  plainAccount: TestAccount;
  /** Signs in through the login form, as a person would. */
  signIn: (account: TestAccount, options?: SignInOptions) => Promise<void>;
};

type PageFixtures = {
  /** Console errors and uncaught exceptions of the test's page, from its first navigation on. */
  consoleErrors: string[];
};

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

type WorkerFixtures = { admin: { auth: Auth; db: Firestore } };

function emulatorAdminApp(name: string): App {
  // Refuse to run against anything but the emulator: these fixtures create and delete users.
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set. Run the end-to-end tests under `firebase emulators:exec` (npm test does this).',
    );
  }
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-larkfield';
  if (!projectId.startsWith('demo-')) {
    throw new Error(`End-to-end tests only run against a demo- project (got "${projectId}").`);
  }
  return initializeApp({ projectId }, name);
}

/** The Admin SDK's Firestore, for the register fixtures: they write and delete records. */
function registerDb(admin: { db: Firestore }): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set. Run the end-to-end tests under `firebase emulators:exec` (npm test does this).',
    );
  }
  return admin.db;
}

/**
 * Waits until the app has taken over a pre-rendered page. What a visitor does before then is
 * tested on its own (e2e/before-the-app.spec.ts); journeys about something else start after it,
 * so that they test one thing.
 */
export async function waitForHydration(page: Page) {
  // The page's heading (or the main landmark) is the app's once React has committed the page
  // it belongs to, not merely rendered it: the page's effects have run and its handlers answer.
  // A node React has only rendered belongs to a tree that is not yet the root's current one.
  await page.waitForFunction(() => {
    const node = document.querySelector('main h1') ?? document.querySelector('main');
    const key = node && Object.keys(node).find((name) => name.startsWith('__reactFiber$'));
    if (!node || !key) return false;
    type Fiber = { alternate: Fiber | null; return: Fiber | null; tag: number; stateNode: unknown };
    let fiber = (node as unknown as Record<string, Fiber>)[key]!;
    if (fiber.alternate) return true;
    while (fiber.return) fiber = fiber.return;
    const hostRoot = 3;
    return fiber.tag === hostRoot && (fiber.stateNode as { current: Fiber }).current === fiber;
  });
}

/** Fills in and submits the login form on the current page, once the app has it. */
export async function submitLoginForm(
  page: Page,
  account: Pick<TestAccount, 'email' | 'password'>,
  { remember = false }: { remember?: boolean } = {},
) {
  await waitForHydration(page);
  await page.getByLabel('Email Address / Username').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: 'Remember Me' }).setChecked(remember);
  await page.getByRole('button', { name: 'Login' }).click();
}

export const test = base.extend<AccountFixtures & PageFixtures & RegisterFixtures, WorkerFixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },

  admin: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const app = emulatorAdminApp(`e2e-worker-${workerInfo.workerIndex}`);
      await use({ auth: getAuth(app), db: getFirestore(app) });
      await deleteApp(app);
    },
    { scope: 'worker' },
  ],

  seedCertificate: async ({ admin }, use, testInfo) => {
    const seeded: SeededCertificate[] = [];
    await use(async (details = {}) => {
      const certificate = await writeCertificate(registerDb(admin), sampleCertificate(details));
      seeded.push(certificate);
      return certificate;
    });
    if (seeded.length === 0) return;
    const unlock = await lockRegisterTotals(testInfo.project.outputDir);
    try {
      await Promise.all(
        seeded.map((certificate) => removeCertificate(registerDb(admin), certificate)),
      );
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
    await Promise.all(surnames.map((surname) => removeAttemptsBy(registerDb(admin), surname)));
  },

  seedAttempts: async ({ admin, attemptSurname }, use) => {
    await use(async () => {
      const surname = attemptSurname('okafor');
      await writeAttempts(registerDb(admin), surname);
      return { surname };
    });
  },

  createAccount: async ({ admin }, use) => {
    const created: string[] = [];
    await use(async ({ staff = true } = {}) => {
      const id = randomUUID().slice(0, 12);
      const email = `e2e-${staff ? 'staff' : 'member'}-${id}@larkfield.test`;
      const password = `Pw-${randomUUID()}`;
      // Staff are made as `npm run staff -- add` makes them: claim, verified e-mail, directory.
      const { uid } = staff
        ? await addStaff(admin, email, { password, addedBy: 'end-to-end tests' })
        : await admin.auth.createUser({ email, password, emailVerified: true });
      created.push(uid);
      return { uid, email, password, staff };
    });
    if (created.length > 0) {
      await admin.auth.deleteUsers(created);
      await Promise.all(
        created.map((uid) => admin.db.collection(collections.staff).doc(uid).delete()),
      );
    }
  },

  staffAccount: async ({ createAccount }, use) => {
    await use(await createAccount({ staff: true }));
  },

  plainAccount: async ({ createAccount }, use) => {
    await use(await createAccount({ staff: false }));
  },

  signIn: async ({ page: testPage }, use) => {
    await use(async (account, { remember = false, redirect, on: page = testPage } = {}) => {
      if (redirect !== undefined) await page.goto(paths.login.getHref(redirect));
      await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
      await submitLoginForm(page, account, { remember });
      await expect(page).not.toHaveURL(/\/login(\?|$)/);
    });
  },
});

export { expect };

/** Password-reset e-mails the Auth emulator has "sent" to an address. */
export async function passwordResetEmailsTo(email: string): Promise<number> {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-larkfield';
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${projectId}/oobCodes`,
  );
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: { email: string; requestType: string }[];
  };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET')
    .length;
}

import { randomUUID } from 'node:crypto';

import { test as base, expect, type Page } from '@playwright/test';
import { deleteApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

import {
  emailsSentTo,
  emulatorAdminApp,
  emulatorHost,
} from '../scripts/lib/emulators/emulator-client';
import { addStaff } from '../scripts/lib/staff/add-staff';
import { paths } from '../src/config/paths';
import { collections } from '../src/domain/collections';
import { submitLoginForm } from './app-page';

/**
 * Accounts for the specs that need them: real users in the Auth emulator, created with the Admin
 * SDK (the only way to set the staff claim), unique to their test and deleted after it; and
 * signing in through the login form as a person would.
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

/** The Admin SDK on the emulators, one per worker: it writes past the rules. */
export type AdminFixture = { admin: { auth: Auth; db: Firestore } };

export const test = base.extend<AccountFixtures, AdminFixture>({
  admin: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      // Never anything but the emulators: these fixtures create and delete users.
      emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
      const app = emulatorAdminApp(`e2e-worker-${workerInfo.workerIndex}`);
      await use({ auth: getAuth(app), db: getFirestore(app) });
      await deleteApp(app);
    },
    { scope: 'worker' },
  ],

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

/** Password-reset e-mails the Auth emulator has "sent" to an address. */
export const passwordResetEmailsTo = (email: string): Promise<number> =>
  emailsSentTo(email, 'PASSWORD_RESET');

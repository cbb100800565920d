import { randomUUID } from 'node:crypto';

import { test as base, expect, type Page } from '@playwright/test';
import { deleteApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore, type Timestamp } from 'firebase-admin/firestore';

import {
  emailsSentTo,
  emulatorAdminApp,
  emulatorHost,
} from '../scripts/lib/emulators/emulator-client';
import { addStaff } from '../scripts/lib/staff/add-staff';
import { paths } from '../src/config/paths';
import { DEFAULT_CENTRE_NUMBER } from '../src/domain/certificate';
import { collections } from '../src/domain/collections';
import { centreOf, type StaffRole } from '../src/domain/staff';
import { submitLoginForm } from './app-page';
import { ensureCentre } from './register-data';

/**
 * Accounts for the specs that need them: real users in the Auth emulator, created with the Admin
 * SDK (the only way to write the staff directory outside an invitation), unique to their test and deleted after it; and
 * signing in through the login form as a person would.
 */

export type TestAccount = {
  uid: string;
  email: string;
  password: string;
  staff: boolean;
  /** The centre a centre account is confined to; null for an admin or an account without access. */
  centreNumber: string | null;
  /**
   * When a sign-in is first given the access (ms): the rules give it only to a session begun in a
   * later second than the directory entry was written (docs/decisions/028-invitations.md).
   */
  signInFrom: number;
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
  /**
   * Creates another account for this test: an admin unless `{ staff: false }`, or a centre's
   * staff with `{ centre: '87583' }` (a centre on the register, see ensureCentre).
   */
  createAccount: (options?: { staff?: boolean; centre?: string }) => Promise<TestAccount>;
  /** An admin: a verified e-mail and a directory entry reaching every centre. */
  staffAccount: TestAccount;
  /** A signed-up account with no directory entry: what anyone can make with the public API key. */
  plainAccount: TestAccount;
  /** Signs in through the login form, as a person would. */
  signIn: (account: TestAccount, options?: SignInOptions) => Promise<void>;
};

/** The Admin SDK on the emulators, one per worker: it writes past the rules. */
type AdminFixture = { admin: { auth: Auth; db: Firestore } };

export const test = base.extend<AccountFixtures, AdminFixture>({
  admin: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      // Never anything but the emulators: these fixtures create and delete users.
      emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
      const app = emulatorAdminApp(`e2e-worker-${workerInfo.workerIndex}`);
      const db = getFirestore(app);
      // The add form's and the import's centre: specs add certificates under it through the app.
      await ensureCentre(db, DEFAULT_CENTRE_NUMBER);
      await use({ auth: getAuth(app), db });
      await deleteApp(app);
    },
    { scope: 'worker' },
  ],

  createAccount: async ({ admin }, use) => {
    const created: string[] = [];
    await use(async ({ staff = true, centre } = {}) => {
      const id = randomUUID().slice(0, 12);
      const kind = !staff ? 'member' : centre ? `centre-${centre}` : 'staff';
      const email = `e2e-${kind}-${id}@larkfield.test`.toLowerCase();
      const password = `Pw-${randomUUID()}`;
      const role: StaffRole = centre ? { role: 'centre', centreNumber: centre } : { role: 'admin' };
      if (staff && centre) await ensureCentre(admin.db, centre);
      // Staff are made as `npm run staff -- add` makes them: verified e-mail, directory entry.
      const { uid } = staff
        ? await addStaff(admin, email, { password, addedBy: 'end-to-end tests', role })
        : await admin.auth.createUser({ email, password, emailVerified: true });
      created.push(uid);
      const entry = await admin.db.collection(collections.staff).doc(uid).get();
      const addedAt = entry.exists ? (entry.get('addedAt') as Timestamp).toMillis() : 0;
      return {
        uid,
        email,
        password,
        staff,
        centreNumber: staff ? centreOf(role) : null,
        signInFrom: (Math.floor(addedAt / 1000) + 1) * 1000,
      };
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

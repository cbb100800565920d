import type { Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import { expect, passwordResetEmailsTo, submitLoginForm, test, waitForHydration } from './fixtures';
import { PHONE } from './tags';

const INCORRECT = 'Login failed: The e-mail address or password is incorrect.';

/** On a phone the dashboard sidebar sits behind a menu button. */
async function openDashboardMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Dashboard menu' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

function pathOf(page: Page) {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

test('a signed-out visit to a dashboard page goes to the login and back after signing in', async ({
  page,
  staffAccount,
}) => {
  await page.goto(paths.dashboard.studentList.getHref());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fstudent-list$/);
  expect(pathOf(page)).toBe('/login?redirect=%2Fdashboard%2Fstudent-list');

  await submitLoginForm(page, staffAccount);
  await expect(page.getByRole('heading', { level: 1, name: 'Student List' })).toBeVisible();
  expect(pathOf(page)).toBe('/dashboard/student-list');
});

test('a wrong password or an unknown account gives the same readable failure', async ({
  page,
  staffAccount,
}) => {
  await page.goto(paths.login.getHref());
  await submitLoginForm(page, { email: staffAccount.email, password: 'not-the-password' });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(INCORRECT);
  await expect(alert).not.toContainText('auth/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();

  await submitLoginForm(page, { email: 'nobody-here@larkfield.test', password: 'whatever1' });
  await expect(alert).toContainText(INCORRECT);
  await expect(page).toHaveURL(/\/login$/);
});

test('an account not in the staff directory sees the no-access page and can sign out', async ({
  page,
  plainAccount,
  signIn,
}) => {
  await signIn(plainAccount, { redirect: paths.dashboard.root.getHref() });
  await expect(
    page.getByRole('heading', { level: 1, name: 'This account does not have staff access' }),
  ).toBeVisible();
  await expect(page.getByText(/ask your administrator/i)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Login to Your Account' })).toBeVisible();
});

// Every form of address that leaves the site is refused by safeRedirect (its unit tests); this
// journey proves the login page applies it, with the form a browser reads as another host.
test('a redirect to another site is refused, and the login page then says who is signed in', async ({
  page,
  baseURL,
  staffAccount,
  signIn,
}) => {
  await signIn(staffAccount, { redirect: '/\\evil.example' });
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/dashboard`);

  // Without anyone moving into the form: the session is followed at once for someone signed in.
  await page.goto(paths.login.getHref());
  await expect(page.getByText(`You are signed in as ${staffAccount.email}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
});

test('Logout returns to the home page and the dashboard is guarded again', async ({
  page,
  staffAccount,
  signIn,
}) => {
  await signIn(staffAccount, { redirect: paths.dashboard.root.getHref() });
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();

  await openDashboardMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(pathOf(page)).toBe('/');

  await page.goto(paths.dashboard.review.getHref());
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Freview-certificates$/);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByText('You are signed in as')).toHaveCount(0);
});

test.describe('Remember Me', () => {
  for (const remember of [false, true]) {
    test(`${remember ? 'ticked keeps' : 'unticked ends'} the session when the browser restarts`, async ({
      page,
      browser,
      baseURL,
      staffAccount,
      signIn,
    }) => {
      await signIn(staffAccount, { remember, redirect: paths.dashboard.root.getHref() });
      await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard' })).toBeVisible();

      // A browser restart keeps cookies, local storage and IndexedDB, and loses session storage.
      const storageState = await page.context().storageState({ indexedDB: true });
      const restarted = await browser.newContext({ baseURL, storageState });
      try {
        const again = await restarted.newPage();
        await again.goto(paths.dashboard.root.getHref());
        if (remember) {
          await expect(
            again.getByRole('heading', { name: 'Welcome to your Dashboard' }),
          ).toBeVisible();
        } else {
          await expect(again).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
        }
      } finally {
        await restarted.close();
      }
    });
  }
});

test(
  'the dashboard sidebar marks only the current screen and folds away on a phone',
  PHONE,
  async ({ page, staffAccount, signIn }) => {
    await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
    await expect(page.getByRole('heading', { level: 1, name: 'Student List' })).toBeVisible();

    const toggle = page.getByRole('button', { name: 'Dashboard menu' });
    const phone = await toggle.isVisible();
    await openDashboardMenu(page);
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link', { name: 'Student List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    if (phone) {
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(sidebar).toBeHidden();
      await expect(toggle).toBeFocused();
      await openDashboardMenu(page);
    }

    await sidebar.getByRole('link', { name: 'Home' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to your Dashboard' }),
    ).toBeVisible();
    if (phone) await expect(sidebar).toBeHidden();
    else
      await expect(sidebar.getByRole('link', { name: 'Home' })).toHaveAttribute(
        'aria-current',
        'page',
      );
  },
);

test('Forgot Password sends a reset link without saying whether the account exists', async ({
  page,
  staffAccount,
}) => {
  await page.goto(paths.login.getHref());
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(
    page.getByText('Enter your e-mail address, then choose Forgot Password? again.'),
  ).toBeVisible();
  await expect(page.getByLabel('Email Address / Username')).toBeFocused();

  await page.getByLabel('Email Address / Username').fill(staffAccount.email);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(
    page.getByText(
      `If an account exists for ${staffAccount.email}, we have sent a link to reset the password.`,
    ),
  ).toBeVisible();
  expect(await passwordResetEmailsTo(staffAccount.email)).toBe(1);

  const stranger = 'no-account-here@larkfield.test';
  await page.getByLabel('Email Address / Username').fill(stranger);
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await expect(
    page.getByText(
      `If an account exists for ${stranger}, we have sent a link to reset the password.`,
    ),
  ).toBeVisible();
});

import type { Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import { expect, test, waitForHydration } from './fixtures';

/**
 * A pre-rendered page shows its forms before the app has loaded; on a slow phone a visitor types
 * and submits in that moment. Nothing they do then may be lost or sent by the browser itself
 * (public/form-guard.js, src/components/ui/form.tsx). Each test holds the app's scripts back
 * until it has typed, then lets them arrive.
 */

/**
 * Holds back every script of the app until the returned function is called. The page never
 * finishes loading until then, so pages are opened with `open`, which does not wait for it.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens an address and waits for its pre-rendered page and the form guard, not for the app.
 * (What a visitor does before the guard's few hundred bytes arrive is the browser's alone.)
 */
async function open(page: Page, address: string) {
  await page.goto(address, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => 'larkfieldForms' in window);
}

/** Every address the page navigated to, to show that nothing was sent by the browser itself. */
function navigations(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

test('a page scrolled before the app arrives stays where the visitor left it', async ({ page }) => {
  const release = await holdTheApp(page);
  await open(page, paths.qualifications.getHref());
  await page.getByRole('navigation', { name: 'Pagination' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  release();
  await waitForHydration(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a sign-in typed and submitted before the app arrives signs in once it does', async ({
  page,
  staffAccount,
  consoleErrors,
}) => {
  const release = await holdTheApp(page);
  await open(page, paths.login.getHref());
  const sent = navigations(page);
  await page.getByLabel('Email Address / Username').fill(staffAccount.email);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill(staffAccount.password);
  await password.press('Enter');
  expect(sent).toEqual([]);

  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(sent.join('\n')).not.toContain(staffAccount.password);
  expect(consoleErrors).toEqual([]);
});

test('an e-mail typed before the app arrives is kept when the password is typed after', async ({
  page,
  staffAccount,
}) => {
  const release = await holdTheApp(page);
  await open(page, paths.login.getHref());
  const email = page.getByLabel('Email Address / Username');
  await email.fill(staffAccount.email);

  release();
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(staffAccount.password);
  await expect(email).toHaveValue(staffAccount.email);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a verification typed and submitted before the app arrives is checked once it does', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await open(page, paths.verify.getHref());
  const sent = navigations(page);
  await page.getByRole('textbox', { name: 'Certificate Number' }).fill('000000001');
  await page.getByRole('textbox', { name: /First Name/ }).fill('Nobody');
  await page.getByRole('textbox', { name: /Surname/ }).fill('Atall');
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  expect(sent).toEqual([]);

  release();
  // Only a complete form is looked up: had anything typed been lost, the form would say so.
  // (The first lookup against fresh emulators can take a while.)
  await expect(page.getByRole('region', { name: 'Verification Failed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('textbox', { name: /Surname/ })).toHaveValue('Atall');
});

test('names typed on a verification link before the app arrives are kept', async ({ page }) => {
  // A link's address is not the pre-rendered page's own, so the app renders the page afresh.
  const release = await holdTheApp(page);
  await open(page, '/verify-certificate?certificateNumber=000000002');
  await page.getByRole('textbox', { name: /First Name/ }).fill('Nobody');
  await page.getByRole('textbox', { name: /Surname/ }).fill('Atall');

  release();
  await expect(page.getByRole('textbox', { name: 'Certificate Number' })).toHaveValue('000000002');
  await expect(page.getByRole('textbox', { name: /First Name/ })).toHaveValue('Nobody');
  await expect(page.getByRole('textbox', { name: /Surname/ })).toHaveValue('Atall');
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  await expect(page.getByRole('region', { name: 'Verification Failed' })).toBeVisible({
    timeout: 20_000,
  });
});

test('a registration filled in and submitted before the app arrives is accepted once it does', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await open(page, paths.join.getHref());
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email Address').fill('ada@example.org');
  await page.getByLabel('User Type').selectOption('Learner');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-long-password');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('a-long-password');
  await page.getByLabel('Message (optional)').fill('Level 3, please.');
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  release();
  await expect(page.getByRole('alert')).toHaveText('Registration submitted! (This is a demo.)');
  // A successful registration clears the form: every field had reached the app.
  await expect(page.getByLabel('Full Name')).toHaveValue('');
});

test('catalogue filters typed and chosen before the app arrives filter the results', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await open(page, paths.qualifications.getHref());
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('assistant');
  await page.getByRole('combobox', { name: 'Sector' }).selectOption('Direct Learning Support');

  release();
  await expect(page).toHaveURL(/search=assistant/);
  await expect(page).toHaveURL(/sector=Direct\+Learning\+Support/);
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('assistant');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.locator('p').first()).toHaveText('Direct Learning Support');
  }
});

test('a support search typed before the app arrives filters the articles', async ({ page }) => {
  const release = await holdTheApp(page);
  await open(page, paths.supportHub.getHref());
  await page.getByRole('searchbox', { name: 'Search support articles' }).fill('portal');

  release();
  await expect(page.getByRole('status').filter({ hasText: 'support articles' })).toHaveText(
    /^\d+ of \d+ support articles match(es)? your search\.$/,
  );
  await expect(page).toHaveURL(/search=portal/);
});

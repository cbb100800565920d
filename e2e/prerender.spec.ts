import { site } from '../src/config/site';
import { waitForHydration } from './accessibility-helpers';
import { expect, test } from './fixtures';

/**
 * Public pages are pre-rendered at build time and hydrated in the browser
 * (docs/decisions/011-pre-rendering-and-hydration.md).
 */

test('the home page arrives as HTML with its heading, title and description', async ({
  request,
}) => {
  const response = await request.get('/', { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${site.tagline}</h1>`));
  expect(html).toContain(`<title>${site.name}</title>`);
  expect(html).toContain('<div id="root" data-prerendered="/">');
});

test('an address with no page of its own gets the empty app shell', async ({ request }) => {
  const html = await (await request.get('/dashboard', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('<div id="root"></div>');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages can still be read', async ({ page }) => {
    await page.goto('/qualifications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Qualifications/);
    await expect(page.getByRole('link', { name: /View Details/ }).first()).toBeVisible();

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    await expect(page).toHaveTitle(`Terms and Conditions | ${site.name}`);
  });
});

test('a pre-rendered page hydrates and then navigates inside the app', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About/);
  // The app starts once the page is painted (public/start-app.js): its scripts are asked for
  // only after the first contentful paint is on screen.
  await waitForHydration(page);
  const timeline = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    firstScript: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(timeline.firstPaint).toBeDefined();
  expect(timeline.firstScript).toBeGreaterThan(timeline.firstPaint!);
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page).toHaveTitle(`Privacy Policy | ${site.name}`);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // A link inside the policy's own text (rendered at build time) stays in the app too.
  await page.getByRole('main').getByRole('link', { name: 'cookie policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a catalogue address with filters shows the filtered results, not the page as built', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/qualifications?sector=Administration');
  await expect(page.getByRole('combobox', { name: 'Sector' })).toHaveValue('Administration');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.locator('p').first()).toHaveText('Administration');
  }
  expect(consoleErrors).toEqual([]);
});

test('before the script has loaded, a form does not send what was typed anywhere', async ({
  page,
}) => {
  // The app's script never arrives: only the pre-rendered page and the form guard.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/login');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) sent.push(`${request.method()} ${request.url()}`);
  });
  // Sees the submit after the guard has: a navigation follows only if it went unprevented.
  await page.evaluate(() => {
    document.addEventListener('submit', (event) => {
      document.body.dataset.submitted = event.defaultPrevented ? 'prevented' : 'sent';
    });
  });
  await page.getByLabel('Email Address / Username').fill('someone@larkfieldawards.example');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('not-in-the-address');
  await password.press('Enter');
  await expect(page.locator('body')).toHaveAttribute('data-submitted', 'prevented');
  expect(sent).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);
});

test('the home search works as a plain form before the script has loaded', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/');
  const search = page.getByRole('searchbox', {
    name: 'Search by sector, subject or qualification title',
  });
  await search.fill('administration');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/qualifications\?search=administration$/);
});

test('a page built last year hydrates cleanly and shows the current year', async ({
  page,
  consoleErrors,
}) => {
  const nextYear = new Date().getFullYear() + 1;
  await page.clock.setFixedTime(new Date(`${nextYear}-01-02T10:00:00`));
  await page.goto('/about');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${nextYear} ${site.name}`);
  expect(consoleErrors).toEqual([]);
});

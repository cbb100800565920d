import {
  expectHeadingsInOrder,
  expectNoSeriousViolations,
  expectReflowAndZoom,
  waitForHydration,
} from './accessibility-helpers';
import { publicRoutes } from './accessibility-routes';
import { expect, test } from './fixtures';
import { PHONE } from './tags';

// One visit per route: the heading and title, the outline of headings, axe, no console errors
// from loading the page to the end of the checks, and then the same page laid out at 320 px and
// at 200% zoom. The pages hold the same content at every size; what only a phone shows (the
// menu) is checked below. A group's routes share one browser context, as one visitor's pages
// do; each is a step of its own in the report.
for (const [group, routes] of Object.entries(publicRoutes)) {
  test(`${group}: heading, outline, no serious axe violations or errors, reflow at 320 px and 200% zoom`, async ({
    page,
    consoleErrors,
  }) => {
    // Each route as long as it had as a test of its own.
    test.setTimeout(routes.length * 30_000);
    const desktop = page.viewportSize()!;
    for (const route of routes) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(page).toHaveTitle(/Larkfield Awards/);
        await expectHeadingsInOrder(page, route.path);
        await expectNoSeriousViolations(page, route.path);
        await expectReflowAndZoom(page, route.path, route.action);
        expect(consoleErrors, route.path).toEqual([]);
        await page.setViewportSize(desktop);
      });
    }
  });
}

test('the public pages load no Firebase code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  for (const path of ['/', '/qualifications', '/about', '/pricing', '/support-hub', '/join']) {
    const before = scripts.length;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app starts after the first paint: wait for it, so that its scripts are seen.
    await waitForHydration(page);
    // A page whose scripts were not seen would pass without being checked.
    expect(
      scripts.slice(before).filter((url) => new URL(url).pathname.startsWith('/assets/')),
      `${path}: the app's scripts`,
    ).not.toEqual([]);
  }
  const bodies = await Promise.all(
    scripts.map(async (url) => (await page.request.get(url)).text()),
  );
  for (const body of bodies) {
    expect(body).not.toContain('identitytoolkit');
    expect(body).not.toContain('firestore.googleapis.com');
  }
});

test.describe('small-screen menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, navigates and closes', PHONE, async ({ page }) => {
    await page.goto('/');
    // The menu is the app's: it starts once the page is painted.
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expectNoSeriousViolations(page, 'the open menu');
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pricing/);
  });
});

test('a route change scrolls to the top', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the skip link moves focus to the main content', PHONE, async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

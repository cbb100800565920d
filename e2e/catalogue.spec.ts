import type { Page } from '@playwright/test';

import { expectNoSeriousViolations } from './accessibility-helpers';
import { expect, test, waitForHydration } from './fixtures';
import { PHONE } from './tags';

const resultCount = (page: Page) => page.getByRole('main').getByRole('status');
const select = (page: Page, name: 'Sector' | 'Level' | 'Type') =>
  page.getByRole('combobox', { name });
const keyword = (page: Page) => page.getByRole('searchbox', { name: 'Keyword' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test.describe('qualification catalogue', () => {
  test(
    'paging and filters round-trip through the URL and the back button',
    PHONE,
    async ({ page }) => {
      await page.goto('/qualifications');
      await waitForHydration(page);
      await expect(resultCount(page)).toHaveText('Showing 1–6 of 23 qualifications');

      await pager(page).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/qualifications\?page=2$/);
      await expect(resultCount(page)).toHaveText('Showing 7–12 of 23 qualifications');
      await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // A filter change starts again from page 1.
      await select(page, 'Sector').selectOption('Administration');
      await expect(page).toHaveURL(/\/qualifications\?sector=Administration$/);
      await expect(resultCount(page)).toHaveText('Showing 1–6 of 8 qualifications');

      await page.goBack();
      await expect(page).toHaveURL(/\/qualifications\?page=2$/);
      await expect(select(page, 'Sector')).toHaveValue('All Sectors');
      await expect(resultCount(page)).toHaveText('Showing 7–12 of 23 qualifications');

      await page.goForward();
      await expect(select(page, 'Sector')).toHaveValue('Administration');
      await expect(resultCount(page)).toHaveText('Showing 1–6 of 8 qualifications');

      await page.reload();
      await expect(select(page, 'Sector')).toHaveValue('Administration');
      await expect(resultCount(page)).toHaveText('Showing 1–6 of 8 qualifications');
    },
  );

  test('a bookmarked result is restored in full', async ({ page }) => {
    await page.goto('/qualifications?sector=Teaching+and+Lecturing&type=Award&level=Level+3');
    await expect(select(page, 'Sector')).toHaveValue('Teaching and Lecturing');
    await expect(select(page, 'Level')).toHaveValue('Level 3');
    await expect(select(page, 'Type')).toHaveValue('Award');
    await expect(resultCount(page)).toHaveText('Showing 1–2 of 2 qualifications');
    await expect(pager(page)).toHaveCount(0);
  });

  test('typing searches as you go and adds one history entry, not one per letter', async ({
    page,
  }) => {
    await page.goto('/qualifications?page=3');
    await waitForHydration(page);
    await keyword(page).pressSequentially('assessing');
    await expect(page).toHaveURL(/\/qualifications\?search=assessing$/);
    await expect(resultCount(page)).toHaveText('Showing 1–4 of 4 qualifications');

    await page.goBack();
    await expect(page).toHaveURL(/\/qualifications\?page=3$/);
    await expect(keyword(page)).toHaveValue('');
    await expect(resultCount(page)).toHaveText('Showing 13–18 of 23 qualifications');
  });

  test('a ?search= link from elsewhere lands on filtered results', async ({ page }) => {
    await page.goto('/qualifications?search=administration');
    await expect(keyword(page)).toHaveValue('administration');
    await expect(resultCount(page)).toHaveText('Showing 1–6 of 8 qualifications');
    await expect(page.getByRole('article')).toHaveCount(6);
    for (const card of await page.getByRole('article').all()) {
      await expect(card).toContainText('Administration');
    }
  });

  test('Reset Filters clears the search, the filters and the URL', async ({ page }) => {
    await page.goto('/qualifications?search=zzz&sector=Administration');
    await expect(resultCount(page)).toHaveText('No qualifications found.');
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/qualifications$/);
    await expect(keyword(page)).toHaveValue('');
    await expect(resultCount(page)).toHaveText('Showing 1–6 of 23 qualifications');
  });

  test('a page change brings the top of the results into view', PHONE, async ({ page }) => {
    await page.goto('/qualifications');
    await waitForHydration(page);
    await pager(page).scrollIntoViewIfNeeded();
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(resultCount(page)).toHaveText('Showing 7–12 of 23 qualifications');
    await expect
      .poll(async () => (await resultCount(page).boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(0);
    const viewport = page.viewportSize()!;
    expect((await resultCount(page).boundingBox())!.y).toBeLessThan(viewport.height / 2);
  });

  test('View Details opens the detail page, which links back to the same results', async ({
    page,
  }) => {
    await page.goto('/qualifications?sector=Administration&page=2');
    await page
      .getByRole('link', { name: /^View Details.*Level 4 Diploma in Business Administration/ })
      .click();
    await expect(page).toHaveURL(
      /\/qualifications\/level-4-diploma-business-administration-and-office-management$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Larkfield Level 4 Diploma in Business Administration and Office Management (RQF)',
    );
    await expect(page).toHaveTitle(/^Larkfield Level 4 Diploma .+ \| Larkfield Awards$/);
    await expect(page.getByRole('link', { name: 'Find an approved centre' })).toHaveAttribute(
      'href',
      '/centres',
    );

    await page.getByRole('link', { name: /Back to qualifications/ }).click();
    await expect(page).toHaveURL(/\/qualifications\?sector=Administration&page=2$/);
    await expect(resultCount(page)).toHaveText('Showing 7–8 of 8 qualifications');
  });

  test('an unknown qualification shows the 404 page', async ({ page }) => {
    await page.goto('/qualifications/level-9-diploma-in-nothing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('a detail page prints on one A4 page without the site chrome', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'PDF output does not depend on the viewport');
    // The qualification with the most units: the longest page to print.
    await page.goto('/qualifications/level-3-diploma-specialist-support-for-teaching-and-learning');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Find an approved centre' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Qualification structure' })).toBeVisible();

    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);
  });

  // The public-routes spec checks /qualifications as first loaded and a qualification's page;
  // these are the catalogue's other states, with the same content at every size (each route's
  // reflow at 320 px is checked in accessibility-layout.spec.ts).
  for (const path of [
    '/qualifications?sector=Administration&page=2',
    '/qualifications?search=astrophysics',
  ]) {
    test(`${path} has no serious accessibility violations or console errors`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, path);
      expect(consoleErrors).toEqual([]);
    });
  }
});

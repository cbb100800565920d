import { expect, test } from '@playwright/test';

import { waitForHydration } from './fixtures';

test.describe('home page', () => {
  test('Sector Search goes to the catalogue with the search term when Enter is pressed', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page
      .getByRole('search', { name: 'Sector Search' })
      .getByRole('searchbox', { name: 'Search by sector, subject or qualification title' });
    await search.fill('administration');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/qualifications\?search=administration$/);
  });

  test('an empty Sector Search opens the whole catalogue', async ({ page }) => {
    await page.goto('/');
    // Until the app takes over, the search is a plain form, which sends its empty box too.
    await waitForHydration(page);
    await page.getByRole('search', { name: 'Sector Search' }).getByRole('button').click();
    await expect(page).toHaveURL(/\/qualifications$/);
  });

  test('each sector card links to the catalogue filtered by its sector', async ({ page }) => {
    await page.goto('/');
    const viewCourses = page.getByRole('link', { name: /^View Courses/ });
    await expect(viewCourses).toHaveCount(3);
    await expect(
      page.getByRole('link', { name: /^View Courses\s*in Administration$/ }),
    ).toHaveAttribute('href', '/qualifications?sector=Administration');
  });

  test('latest news links to an article page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page
      .getByRole('link', { name: 'Introducing Our New Qualification in AI Ethics' })
      .click();
    await expect(page).toHaveURL(/\/news\/ai-ethics-qualification$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/AI Ethics/);
    await expect(page.locator('time[datetime="2025-07-10"]')).toHaveText('10 July 2025');
  });

  test('testimonials announce their star ratings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('img', { name: /^Rated \d out of 5$/ })).toHaveCount(3);
  });
});

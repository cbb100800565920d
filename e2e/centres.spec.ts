import type { Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import { DEFAULT_CENTRE_NUMBER } from '../src/domain/certificate';
import { expect, test } from './fixtures';

/**
 * Many centres on one register (issue 30): a centre's account works with its own learners only,
 * whatever address it opens; an admin sees every centre and narrows a screen to one. The learners
 * are this test's own, one at the default centre and one at another.
 */

const OTHER_CENTRE = '87602';

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search records' }).fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test("a centre's account sees, adds and prints only its own centre's learners", async ({
  page,
  createAccount,
  signIn,
  seedCertificate,
}) => {
  test.setTimeout(90_000);
  const own = await seedCertificate({ firstName: 'Nkechi' });
  const other = await seedCertificate({ firstName: 'Bruno', centreNumber: OTHER_CENTRE });
  const account = await createAccount({ centre: DEFAULT_CENTRE_NUMBER });

  await signIn(account, { redirect: paths.dashboard.studentList.getHref() });
  await expect(page.getByRole('heading', { level: 1, name: 'Student List' })).toBeVisible();
  // No choice of centre: the list is the centre's own.
  await expect(page.getByRole('combobox', { name: 'Centre' })).toHaveCount(0);
  await search(page, own.details.surname);
  await expect(page.getByText('Showing 1 certificate', { exact: true })).toBeVisible();
  await search(page, other.details.surname);
  await expect(page.getByText(`No certificates match “${other.details.surname}”.`)).toBeVisible();
  await search(page, other.details.certificateNumber);
  await expect(page.getByText('Showing 1 certificate', { exact: true })).toHaveCount(0);

  // Another centre's certificate opened by its address is not found; the centre's own prints.
  await page.goto(paths.dashboard.printCertificates.getHref({ ids: [other.id, own.id] }));
  await expect(page.getByText('1 certificate chosen was not found on the register.')).toBeVisible();
  await expect(page.getByText(`Nkechi ${own.details.surname}`).first()).toBeVisible();
  await expect(page.getByText(`Bruno ${other.details.surname}`)).toHaveCount(0);

  // The history shows the centre's own learners only.
  await page.goto(paths.dashboard.activity.getHref());
  await expect(page.getByText(`Nkechi ${own.details.surname}`).first()).toBeVisible();
  await expect(page.getByText(`Bruno ${other.details.surname}`)).toHaveCount(0);

  // The dashboard offers what a centre's staff may do, and not the review of failed checks.
  await page.goto(paths.dashboard.root.getHref());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review Certificates' })).toHaveCount(0);

  // Add Certificate names the centre, read-only.
  await page.goto(paths.dashboard.addCertificate.getHref());
  const centre = page.getByRole('textbox', { name: 'Centre Number' });
  await expect(centre).toHaveValue(DEFAULT_CENTRE_NUMBER);
  await expect(centre).not.toBeEditable();
});

test('an admin sees every centre and narrows the Student List to one', async ({
  page,
  staffAccount,
  signIn,
  seedCertificate,
}) => {
  const own = await seedCertificate({ firstName: 'Nkechi' });
  const other = await seedCertificate({ firstName: 'Bruno', centreNumber: OTHER_CENTRE });

  await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
  await search(page, other.details.surname);
  await expect(page.getByText('Showing 1 certificate', { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Centre' }).selectOption(OTHER_CENTRE);
  await expect(page).toHaveURL(new RegExp(`centre=${OTHER_CENTRE}`));
  await search(page, other.details.surname);
  await expect(page.getByText('Showing 1 certificate', { exact: true })).toBeVisible();
  await search(page, own.details.surname);
  await expect(page.getByText('Showing 1 certificate', { exact: true })).toHaveCount(0);
});

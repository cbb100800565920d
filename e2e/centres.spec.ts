import { randomInt } from 'node:crypto';

import type { Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import { chooseCentre } from './app-page';
import { expect, test } from './fixtures';
import { uniqueSurname } from './register-data';

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
  // A centre of this test's own, so that its list and figures hold exactly what the test puts
  // there, whatever the other specs add meanwhile.
  const centreNumber = `9${randomInt(100_000, 999_999)}`;
  const own = await seedCertificate({ firstName: 'Nkechi', centreNumber });
  const other = await seedCertificate({ firstName: 'Bruno', centreNumber: OTHER_CENTRE });
  const account = await createAccount({ centre: centreNumber });

  await signIn(account, { redirect: paths.dashboard.studentList.getHref() });
  await expect(page.getByRole('heading', { level: 1, name: 'Student List' })).toBeVisible();
  // No choice of centre, and the whole list is the centre's one learner.
  await expect(page.getByRole('combobox', { name: 'Centre' })).toHaveCount(0);
  await expect(page.getByText('Showing 1 certificate', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `View Details for Nkechi ${own.details.surname}` }),
  ).toBeVisible();
  await search(page, other.details.surname);
  await expect(page.getByText(`No certificates match “${other.details.surname}”.`)).toBeVisible();
  await search(page, other.details.certificateNumber);
  await expect(page.getByText('Showing 1 certificate', { exact: true })).toHaveCount(0);

  // Another centre's certificate opened by its address is not found; the centre's own prints.
  await page.goto(paths.dashboard.printCertificates.getHref({ ids: [other.id, own.id] }));
  await expect(page.getByText('1 certificate chosen was not found on the register.')).toBeVisible();
  await expect(page.getByText(`Nkechi ${own.details.surname}`).first()).toBeVisible();
  await expect(page.getByText(`Bruno ${other.details.surname}`)).toHaveCount(0);

  // Add Certificate names the centre, read-only, and adds under it.
  await page.goto(paths.dashboard.addCertificate.getHref());
  const centre = page.getByRole('textbox', { name: 'Centre Number' });
  await expect(centre).toHaveValue(centreNumber);
  await expect(centre).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'Certificate Number' })).toHaveValue(
    /^0865\d{5}$/,
  );
  const surname = uniqueSurname('Okafor');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Amara');
  await page.getByRole('textbox', { name: 'Surname' }).fill(surname);
  await page.getByRole('button', { name: 'Add Certificate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Certificate added!' })).toBeVisible();

  // The history shows the centre's own learners only, the one just added among them.
  await page.goto(paths.dashboard.activity.getHref());
  await expect(page.getByText(`Amara ${surname}`).first()).toBeVisible();
  await expect(page.getByText(`Nkechi ${own.details.surname}`).first()).toBeVisible();
  await expect(page.getByText(`Bruno ${other.details.surname}`)).toHaveCount(0);

  // The dashboard counts the centre's two certificates, and offers no review of failed checks.
  await page.goto(paths.dashboard.root.getHref());
  const total = page
    .locator('dt', { hasText: 'Total Certificates' })
    .locator('xpath=following-sibling::dd');
  await expect(total).toHaveText('2');
  await expect(page.locator('dt', { hasText: 'Failed Verification Attempts' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Review Certificates' })).toHaveCount(0);
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

  await chooseCentre(page, 'Centre', OTHER_CENTRE);
  await expect(page).toHaveURL(new RegExp(`centre=${OTHER_CENTRE}`));
  await search(page, other.details.surname);
  await expect(page.getByText('Showing 1 certificate', { exact: true })).toBeVisible();
  await search(page, own.details.surname);
  await expect(page.getByText('Showing 1 certificate', { exact: true })).toHaveCount(0);
});

test('an admin adds a centre and suspends it, and its staff can then add nothing', async ({
  page,
  staffAccount,
  createAccount,
  signIn,
}) => {
  test.setTimeout(90_000);
  const centreNumber = `8${randomInt(100_000, 999_999)}`;
  const name = `Wolds Skills Hub ${centreNumber}`;
  await signIn(staffAccount, { redirect: paths.dashboard.centres.getHref() });
  await expect(page.getByRole('heading', { level: 1, name: 'Centres' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Centre Number' }).fill(centreNumber);
  await page.getByRole('textbox', { name: 'Centre Name' }).fill(name);
  await page.getByRole('button', { name: 'Add Centre' }).click();
  await expect(
    page.getByText(`Centre ${centreNumber} · ${name} is on the register.`),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Active')).toBeVisible();

  await row.getByRole('button', { name: `Suspend centre ${centreNumber}` }).click();
  await page
    .getByRole('dialog', { name: 'Suspend this centre?' })
    .getByRole('button', { name: 'Suspend Centre' })
    .click();
  await expect(row.getByText('Suspended')).toBeVisible();

  // Both steps are on Activity, in the admin's name.
  await page.goto(paths.dashboard.activity.getHref());
  const events = page.getByRole('listitem').filter({ hasText: `${centreNumber} · ${name}` });
  await expect(events.filter({ hasText: 'Suspended the centre' })).toBeVisible();
  await expect(events.filter({ hasText: 'Approved the centre' })).toBeVisible();

  // The centre's staff sign in and are told why they cannot add.
  const member = await createAccount({ centre: centreNumber });
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(member, { redirect: paths.dashboard.addCertificate.getHref() });
  await expect(
    page.getByText(`Your centre, ${centreNumber}, is suspended`, { exact: false }).first(),
  ).toBeVisible();
});

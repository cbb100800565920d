import type { Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import type { CertificateDetails } from '../src/domain/certificate';
import { collections } from '../src/domain/collections';
import { expect, test } from './fixtures';
import { PHONE } from './tags';

/**
 * Staff correct a learner's record in the Student List, and the public verification page
 * follows at once. Each test seeds its own certificate (the seedCertificate fixture, written as
 * the app writes one, with numbers unique to it), finds it by number, and the fixture removes
 * everything it came to hold afterwards.
 */

const niamh = {
  firstName: 'Niamh',
  surname: 'Fitzgerald',
  courseName: 'Larkfield Level 3 Certificate in Supporting Teaching and Learning (RQF)',
  awardedDate: '2025-02-21',
  birthYear: '99',
} satisfies Partial<CertificateDetails>;

async function findByNumber(page: Page, number: string) {
  await page.getByRole('searchbox', { name: 'Search records' }).fill(number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Showing 1 certificate', { exact: true })).toBeVisible();
}

async function verify(
  page: Page,
  details: Pick<CertificateDetails, 'certificateNumber' | 'firstName' | 'surname'>,
) {
  await page.getByRole('textbox', { name: 'Certificate Number' }).fill(details.certificateNumber);
  await page.getByRole('textbox', { name: /First Name/ }).fill(details.firstName);
  await page.getByRole('textbox', { name: /Surname/ }).fill(details.surname);
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
}

test(
  'staff correct a surname; public verification then accepts the new surname and refuses the old',
  PHONE,
  async ({ page, staffAccount, signIn, seedCertificate, admin }) => {
    const { db } = admin;
    const { id, details } = await seedCertificate(niamh);
    await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
    await expect(page.getByRole('heading', { level: 1, name: 'Student List' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ certificates?$/)).toBeVisible();
    await findByNumber(page, details.certificateNumber);

    const view = page.getByRole('button', { name: 'View Details for Niamh Fitzgerald' });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Student Details' });
    await expect(dialog.getByRole('textbox', { name: 'Certificate Number' })).toHaveValue(
      details.certificateNumber,
    );
    await expect(dialog.getByRole('textbox', { name: 'Awarded Date' })).toHaveValue(
      '21 February 2025',
    );
    await dialog.getByRole('textbox', { name: 'Surname' }).fill('FitzGerald-Byrne');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Saved!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const updated = page.getByRole('button', { name: 'View Details for Niamh FitzGerald-Byrne' });
    await expect(updated).toBeFocused();
    // A table row on a wide screen, a card on a phone.
    const record = page.getByRole('row').or(page.getByRole('listitem')).filter({ has: updated });
    await expect(record).toContainText('FitzGerald-Byrne');
    const stored = (await db.collection(collections.certificates).doc(id).get()).data();
    expect(stored).toMatchObject({
      surname: 'FitzGerald-Byrne',
      surnameLower: 'fitzgerald-byrne',
      updatedBy: staffAccount.email,
    });

    await page.goto(paths.verify.getHref());
    await verify(page, { ...details, surname: 'fitzgerald-byrne' });
    await expect(
      page.getByRole('region', { name: 'Certificate Verified Successfully!' }),
    ).toContainText('Niamh FitzGerald-Byrne');
    await page.reload();
    await verify(page, details);
    await expect(page.getByRole('region', { name: 'Verification Failed' })).toBeVisible();
  },
);

test('a number held by another certificate is refused and nothing changes', async ({
  page,
  staffAccount,
  signIn,
  seedCertificate,
  admin,
}) => {
  const { db } = admin;
  const first = await seedCertificate({ ...niamh, firstName: 'Callum', surname: 'Drummond' });
  const second = await seedCertificate({ ...niamh, firstName: 'Isla', surname: 'Drummond' });
  await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
  await findByNumber(page, second.details.studentNumber.toLowerCase());
  const view = page.getByRole('button', { name: 'View Details for Isla Drummond' });
  await view.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Student Details' });
  await dialog
    .getByRole('textbox', { name: 'Certificate Number' })
    .fill(first.details.certificateNumber);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Error saving: Certificate Number already exists.')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();
  const stored = (await db.collection(collections.certificates).doc(second.id).get()).data();
  expect(stored?.certificateNumber).toBe(second.details.certificateNumber);
  expect(stored?.updatedBy).toBeUndefined();
});

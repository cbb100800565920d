import { randomInt } from 'node:crypto';

import type { Page, Route } from '@playwright/test';

import { paths } from '../src/config/paths';
import { expectNoViolations } from './accessibility-helpers';
import { expect, test } from './fixtures';
import { certificatesBy, uniqueSurname } from './register-data';

/**
 * The Add Certificate form at both of its addresses, against the emulators and the rules. A
 * certificate already on the register comes from the seedCertificate fixture. Certificates the
 * form records are left in place: other specs compare dashboard figures while this one runs,
 * and a fresh emulator starts every test run.
 */

const statusText = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function waitForNumbers(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Certificate Number' })).toHaveValue(
    /^0865\d{5}$/,
  );
  await expect(page.getByRole('textbox', { name: 'Student Number' })).toHaveValue(/^Q\d{7}$/);
}

// The form is the same on its own page and in the dashboard: each place's layout is checked with
// every route (accessibility-layout.spec.ts), its states on the dashboard's (accessibility.spec.ts).
for (const href of [paths.addCertificate.getHref()]) {
  test(`${href} generates both numbers and shows the form`, async ({
    page,
    staffAccount,
    signIn,
  }) => {
    await signIn(staffAccount, { redirect: href });
    await expect(page.getByRole('heading', { level: 1, name: 'Add Certificate' })).toBeVisible();
    await waitForNumbers(page);
    await expect(page.getByText('Auto-generated')).toHaveCount(2);
    // An admin chooses among the active centres; the default centre is chosen to begin with.
    await expect(page.getByRole('combobox', { name: 'Centre Number' })).toHaveValue('87583');
    await expect(page.getByText('How certificate and student numbers are made up')).toBeVisible();

    const student = page.getByRole('textbox', { name: 'Student Number' });
    await student.fill('Q1234');
    await expect(page.getByText('Auto-generated')).toHaveCount(1);
    await student.blur();
    await expect(student).toHaveAccessibleDescription(/format Q, the two-digit birth year/);

    await expectNoViolations(page, `${href}, student number being corrected`);
  });
}

test('a certificate number already on the register is refused with the spec message', async ({
  page,
  staffAccount,
  signIn,
  seedCertificate,
}) => {
  const { details: existing } = await seedCertificate();
  await signIn(staffAccount, { redirect: paths.dashboard.addCertificate.getHref() });
  await waitForNumbers(page);
  await page.getByRole('textbox', { name: 'Certificate Number' }).fill(existing.certificateNumber);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Isla');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Cameron');
  await page.getByRole('button', { name: 'Add Certificate' }).click();
  await expect(statusText(page, 'Error: Certificate Number already exists.')).toBeVisible();
  // What was typed stays, so it can be corrected.
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Isla');

  await page
    .getByRole('textbox', { name: 'Certificate Number' })
    .fill(`0865${randomInt(10_000, 99_999)}`);
  await page.getByRole('textbox', { name: 'Student Number' }).fill(existing.studentNumber);
  await page.getByRole('button', { name: 'Add Certificate' }).click();
  await expect(statusText(page, 'Error: Candidate Number already exists.')).toBeVisible();
});

test('saving shows its progress and then a fresh form', async ({ page, staffAccount, signIn }) => {
  await signIn(staffAccount, { redirect: paths.addCertificate.getHref() });
  await waitForNumbers(page);
  await page.getByRole('textbox', { name: 'Birth Year' }).pressSequentially('8x7');
  await expect(page.getByRole('textbox', { name: 'Birth Year' })).toHaveValue('87');
  await expect(page.getByRole('textbox', { name: 'Student Number' })).toHaveValue(/^Q87\d{5}$/);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Callum');
  await page.getByRole('textbox', { name: 'Surname' }).fill(`Reid-${randomInt(100_000, 999_999)}`);

  await page.getByRole('textbox', { name: 'Awarded Date' }).click();
  await page
    .getByRole('dialog', { name: 'Choose awarded date' })
    .getByRole('button', { name: 'Yesterday' })
    .click();

  const saved = page
    .getByRole('status')
    .filter({ hasText: /Checking for duplicates|Adding|Certificate added/ });
  await page.getByRole('button', { name: 'Add Certificate' }).click();
  await expect(saved).toBeVisible();
  await expect(statusText(page, 'Certificate added!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Surname' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Awarded Date' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Birth Year' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Student Number' })).toHaveValue(/^Q88\d{5}$/);
  await expect(page.getByText('Auto-generated')).toHaveCount(2);
});

/**
 * Holds the registry reads behind number generation (one document each) until `release` is
 * called, from the next save's commit on: that save reads the same registry entries before it
 * commits, and those go through.
 */
async function holdNumberLookups(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let committed = false;
  await page.route('**/documents:commit*', async (route: Route) => {
    committed = true;
    await route.continue();
  });
  await page.route('**/documents:batchGet*', async (route: Route) => {
    const body = route.request().postData() ?? '';
    if (committed && /\/documents\/(certificateNumbers|studentNumbers)\//.test(body)) {
      await released;
    }
    await route.continue();
  });
  return release;
}

test('a used number typed the moment a certificate is added is the one checked, and refused', async ({
  page,
  staffAccount,
  signIn,
  seedCertificate,
  admin,
}) => {
  const { details: existing } = await seedCertificate();
  await signIn(staffAccount, { redirect: paths.dashboard.addCertificate.getHref() });
  await waitForNumbers(page);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Eilidh');
  await page.getByRole('textbox', { name: 'Surname' }).fill(uniqueSurname('Munro'));
  // The fresh form's numbers stay in flight until the number has been typed.
  const release = await holdNumberLookups(page);
  await page.getByRole('button', { name: 'Add Certificate' }).click();
  await expect(statusText(page, 'Certificate added!')).toBeVisible();

  const certificate = page.getByRole('textbox', { name: 'Certificate Number' });
  await expect(certificate).toHaveAttribute('placeholder', 'Generating…');
  await certificate.pressSequentially(existing.certificateNumber);
  release();
  await expect(page.getByRole('textbox', { name: 'Student Number' })).toHaveValue(/^Q\d{7}$/);
  await expect(certificate).toHaveValue(existing.certificateNumber);

  const surname = uniqueSurname('Cameron');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Isla');
  await page.getByRole('textbox', { name: 'Surname' }).fill(surname);
  await page.getByRole('button', { name: 'Add Certificate' }).click();
  await expect(statusText(page, 'Error: Certificate Number already exists.')).toBeVisible();
  await expect(certificate).toHaveValue(existing.certificateNumber);
  expect((await certificatesBy(admin.db, surname)).size).toBe(0);
});

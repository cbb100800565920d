import { randomInt } from 'node:crypto';

import type { Page } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';

import { paths } from '../src/config/paths';
import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '../src/domain/certificate';
import { documentsForCertificate } from '../src/domain/verification-index';
import { expectNoViolations } from './accessibility-helpers';
import { expect, test } from './fixtures';

/**
 * The Add Certificate form at both of its addresses, against the emulators and the rules. A
 * certificate already on the register is written with the Admin SDK through
 * documentsForCertificate, with numbers random enough that parallel runs never share one.
 * Nothing is deleted afterwards: other specs compare dashboard figures while this one runs,
 * and a fresh emulator starts every test run.
 */

let app: App;
let db: Firestore;

const existing: CertificateDetails = {
  certificateNumber: `0865${randomInt(10_000, 99_999)}`,
  studentNumber: `Q${randomInt(1_000_000, 9_999_999)}`,
  firstName: 'Morag',
  surname: `Ferguson-${randomInt(100_000, 999_999)}`,
  courseName: 'Larkfield Level 2 Certificate in Business Administration (RQF)',
  awardedDate: '2023-09-18',
  birthYear: '',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

test.beforeAll(async () => {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-larkfield';
  if (!process.env.FIRESTORE_EMULATOR_HOST || !projectId.startsWith('demo-')) {
    throw new Error('Run these tests under `firebase emulators:exec` (npm test does this).');
  }
  app = initializeApp({ projectId }, `e2e-add-certificate-${randomInt(1e9)}`);
  db = getFirestore(app);
  const documents = await documentsForCertificate(`e2e-existing-${randomInt(1e9)}`, existing);
  const batch = db.batch();
  for (const write of Object.values(documents)) {
    const data =
      write === documents.certificate
        ? { ...write.data, createdAt: FieldValue.serverTimestamp() }
        : write.data;
    batch.set(db.collection(write.collection).doc(write.id), data);
  }
  await batch.commit();
});

test.afterAll(async () => {
  if (app) await deleteApp(app);
});

const statusText = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function waitForNumbers(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Certificate Number' })).toHaveValue(
    /^0865\d{5}$/,
  );
  await expect(page.getByRole('textbox', { name: 'Student Number' })).toHaveValue(/^Q\d{7}$/);
}

for (const href of [paths.addCertificate.getHref(), paths.dashboard.addCertificate.getHref()]) {
  test(`${href} generates both numbers and shows the form`, async ({
    page,
    staffAccount,
    signIn,
  }) => {
    await signIn(staffAccount, { redirect: href });
    await expect(page.getByRole('heading', { level: 1, name: 'Add Certificate' })).toBeVisible();
    await waitForNumbers(page);
    await expect(page.getByText('Auto-generated')).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: 'Centre Number' })).toHaveValue('87583');
    await expect(page.getByRole('textbox', { name: 'Centre Number' })).not.toBeEditable();
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
}) => {
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

import { randomInt } from 'node:crypto';

import type { Page } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';

import { paths } from '../src/config/paths';
import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '../src/domain/certificate';
import { collections } from '../src/domain/collections';
import { documentsForCertificate } from '../src/domain/verification-index';
import { expectNoSeriousViolations } from './accessibility-helpers';
import { expect, test } from './fixtures';

/**
 * Staff correct a learner's record in the Student List, and the public verification page
 * follows at once. Each test seeds its own certificate with the Admin SDK (through
 * documentsForCertificate, as the app writes one) with numbers unique to it, finds it by
 * number, and removes everything it wrote afterwards.
 */

let app: App;
let db: Firestore;

test.beforeAll(() => {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-larkfield';
  if (!process.env.FIRESTORE_EMULATOR_HOST || !projectId.startsWith('demo-')) {
    throw new Error(
      'Run the student list tests under `firebase emulators:exec` (FIRESTORE_EMULATOR_HOST, a demo- project).',
    );
  }
  app = initializeApp({ projectId }, `e2e-student-list-${randomInt(1e9)}`);
  db = getFirestore(app);
});

test.afterAll(async () => {
  if (app) await deleteApp(app);
});

const digits = (count: number) => String(randomInt(10 ** (count - 1), 10 ** count));

/** A certificate on the register, and a clean-up that removes it and whatever it became. */
async function seedCertificate(overrides: Partial<CertificateDetails> = {}) {
  const id = `e2e-students-${digits(9)}`;
  const details: CertificateDetails = {
    certificateNumber: `0865${digits(5)}`,
    studentNumber: `Q${digits(7)}`,
    firstName: 'Niamh',
    surname: 'Fitzgerald',
    courseName: 'Larkfield Level 3 Certificate in Supporting Teaching and Learning (RQF)',
    awardedDate: '2025-02-21',
    birthYear: '99',
    centreNumber: DEFAULT_CENTRE_NUMBER,
    ...overrides,
  };
  const batch = db.batch();
  for (const write of Object.values(await documentsForCertificate(id, details))) {
    batch.set(db.collection(write.collection).doc(write.id), write.data);
  }
  batch.update(db.collection(collections.certificates).doc(id), { createdAt: Timestamp.now() });
  await batch.commit();

  async function cleanUp() {
    const cleanup = db.batch();
    const certificate = await db.collection(collections.certificates).doc(id).get();
    cleanup.delete(certificate.ref);
    for (const name of [collections.certificateNumbers, collections.studentNumbers]) {
      const held = await db.collection(name).where('certificateId', '==', id).get();
      held.docs.forEach((entry) => cleanup.delete(entry.ref));
    }
    const index = await db
      .collection(collections.verificationIndex)
      .where('certificateId', '==', id)
      .get();
    index.docs.forEach((entry) => cleanup.delete(entry.ref));
    const failed = await db
      .collection(collections.failedVerifications)
      .where('certificateNumber', '==', details.certificateNumber)
      .get();
    failed.docs.forEach((entry) => cleanup.delete(entry.ref));
    await cleanup.commit();
  }
  return { id, details, cleanUp };
}

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

test('staff correct a surname; public verification then accepts the new surname and refuses the old', async ({
  page,
  staffAccount,
  signIn,
}) => {
  const { id, details, cleanUp } = await seedCertificate();
  try {
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
    await expect(page.getByRole('row').filter({ has: updated })).toContainText('FitzGerald-Byrne');
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
  } finally {
    await cleanUp();
  }
});

test('a number held by another certificate is refused and nothing changes', async ({
  page,
  staffAccount,
  signIn,
}) => {
  const first = await seedCertificate({ firstName: 'Callum', surname: 'Drummond' });
  const second = await seedCertificate({ firstName: 'Isla', surname: 'Drummond' });
  try {
    await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
    await findByNumber(page, second.details.studentNumber.toLowerCase());
    const view = page.getByRole('button', { name: 'View Details for Isla Drummond' });
    await view.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Student Details' });
    await dialog
      .getByRole('textbox', { name: 'Certificate Number' })
      .fill(first.details.certificateNumber);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText('Error saving: Certificate Number already exists.'),
    ).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();
    const stored = (await db.collection(collections.certificates).doc(second.id).get()).data();
    expect(stored?.certificateNumber).toBe(second.details.certificateNumber);
    expect(stored?.updatedBy).toBeUndefined();
  } finally {
    await Promise.all([first.cleanUp(), second.cleanUp()]);
  }
});

test('the list and the dialog have no serious accessibility problems', async ({
  page,
  staffAccount,
  signIn,
}) => {
  const { details, cleanUp } = await seedCertificate({ firstName: 'Eilidh', surname: 'MacLeod' });
  try {
    await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
    await findByNumber(page, details.certificateNumber);
    await expectNoSeriousViolations(page, 'student list, one row found');
    await page.getByRole('button', { name: 'View Details for Eilidh MacLeod' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Student Details' })).toBeVisible();
    await expectNoSeriousViolations(page, 'Edit Student Details open');
  } finally {
    await cleanUp();
  }
});

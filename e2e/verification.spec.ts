import { randomInt } from 'node:crypto';

import type { Page } from '@playwright/test';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '../src/domain/certificate';
import { collections } from '../src/domain/collections';
import { CHECKS_PER_HOUR } from '../src/domain/limits';
import { FAILED_VERIFICATION_KEYS } from '../src/domain/document-keys';
import { expectNoSeriousViolations } from './accessibility-helpers';
import { expect, test, waitForHydration } from './fixtures';
import { PHONE } from './tags';

/**
 * Public certificate verification against the emulators. Before each test the seedCertificate
 * fixture puts two certificates on the register, exactly as the app writes them, with numbers
 * unique to this worker so parallel runs and the two browser projects never see each other's
 * data; afterwards it removes them and the attempts made with their numbers.
 */

const unique = () => String(randomInt(10_000_000, 99_999_999));

const recent: CertificateDetails = {
  certificateNumber: `0865${unique()}`,
  studentNumber: `Q${unique()}`,
  firstName: 'Siobhán',
  surname: "O'Connor",
  courseName: 'Larkfield Level 3 Diploma in Specialist Support for Teaching and Learning (RQF)',
  awardedDate: '2025-03-12',
  birthYear: '99',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

/** As imported from the old system: a free-text date. */
const older: CertificateDetails = {
  certificateNumber: `0865${unique()}`,
  studentNumber: `Q${unique()}`,
  firstName: 'Tomasz',
  surname: 'Nowak',
  courseName: 'Larkfield Level 2 Certificate in Business Administration (RQF)',
  awardedDate: '14 March 2019',
  birthYear: '88',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

/**
 * Firestore Lite reads a document with the batchGet call: the index, and the visitor's quota
 * only when a check is refused.
 */
const indexReads = '**/documents:batchGet*';

function failedAttempts(
  db: Firestore,
  field: 'certificateNumber' | 'studentNumber',
  number: string,
) {
  return db.collection(collections.failedVerifications).where(field, '==', number).get();
}

type Details = Partial<Record<'certificate' | 'student' | 'first' | 'surname', string>>;

async function fillIn(page: Page, details: Details) {
  await page.getByRole('textbox', { name: 'Certificate Number' }).fill(details.certificate ?? '');
  await page.getByRole('textbox', { name: 'Student Number' }).fill(details.student ?? '');
  await page.getByRole('textbox', { name: /First Name/ }).fill(details.first ?? '');
  await page.getByRole('textbox', { name: /Surname/ }).fill(details.surname ?? '');
}

async function verify(page: Page, details: Details) {
  await fillIn(page, details);
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
}

const successBox = (page: Page) =>
  page.getByRole('region', { name: 'Certificate Verified Successfully!' });
const failureBox = (page: Page) => page.getByRole('region', { name: 'Verification Failed' });

async function expectVerified(page: Page, details: CertificateDetails, awarded: string) {
  const box = successBox(page);
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  const value = (term: string) => box.locator('dt', { hasText: term }).locator('+ dd');
  await expect(value('Qualification')).toHaveText(details.courseName);
  await expect(value('Learner')).toHaveText(`${details.firstName} ${details.surname}`);
  await expect(value('Date Awarded')).toHaveText(awarded);
  await expect(value('Certificate Number')).toHaveText(details.certificateNumber);
  await expect(value('Centre Number')).toHaveText(details.centreNumber);
}

test.beforeEach(async ({ page, seedCertificate }) => {
  await Promise.all([seedCertificate(recent), seedCertificate(older)]);
  await page.goto('/verify-certificate');
  await expect(page.getByText('Enter details above to verify a certificate.')).toBeVisible();
  await waitForHydration(page);
});

test('verifies a certificate by its certificate number', PHONE, async ({ page }) => {
  await verify(page, {
    certificate: recent.certificateNumber,
    first: recent.firstName,
    surname: recent.surname,
  });
  await expectVerified(page, recent, '12 March 2025');
});

test('fails on wrong names and records the attempt for staff', async ({ page, admin }) => {
  await verify(page, {
    certificate: recent.certificateNumber,
    first: '  Mary ',
    surname: 'SMITH',
  });
  const box = failureBox(page);
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box.getByRole('link', { name: 'contact support' })).toHaveAttribute(
    'href',
    '/support-hub',
  );

  await expect
    .poll(
      async () =>
        (await failedAttempts(admin.db, 'certificateNumber', recent.certificateNumber)).size,
    )
    .toBe(1);
  const [record] = (await failedAttempts(admin.db, 'certificateNumber', recent.certificateNumber))
    .docs;
  const data = record!.data();
  expect(Object.keys(data).sort()).toEqual([...FAILED_VERIFICATION_KEYS].sort());
  expect(data).toMatchObject({
    certificateNumber: recent.certificateNumber,
    studentNumber: null,
    firstName: 'mary',
    surname: 'smith',
    ipAddress: 'unknown',
    status: 'failed',
    reviewedBy: null,
    isUnderInvestigation: false,
  });
  expect(data.attemptedAt).toBeInstanceOf(Timestamp);
  expect(data.userAgent).toEqual(expect.stringContaining('Mozilla'));
});

test('a lookup that cannot reach the database says the check did not run, and records nothing', async ({
  page,
  admin,
}) => {
  await page.route(indexReads, (route) => route.abort('internetdisconnected'));
  await verify(page, { student: older.studentNumber, first: 'Nobody', surname: 'Here' });
  const box = page.getByRole('region', { name: 'The check did not run' });
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  await expect(failureBox(page)).toBeHidden();
  // The page settles an attempt before it shows the outcome, so an attempt would have gone out
  // by now; one sent later still fails the test the moment it goes out.
  await expect(
    page.waitForRequest(
      (request) =>
        request.url().includes('documents:commit') &&
        (request.postData() ?? '').includes(collections.failedVerifications),
      { timeout: 1_000 },
    ),
  ).rejects.toThrow(/Timeout/);
  expect((await failedAttempts(admin.db, 'studentNumber', older.studentNumber)).size).toBe(0);
});

/** The anonymous visitor the page signed in as, from the session it keeps for the next visit. */
async function visitorUid(page: Page): Promise<string> {
  const uid = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      if (key.startsWith('firebase:authUser:') && key.endsWith(':public-verification')) {
        return (JSON.parse(localStorage.getItem(key) ?? '{}') as { uid?: string }).uid ?? null;
      }
    }
    return null;
  });
  if (!uid) throw new Error('The page has not signed a visitor in.');
  return uid;
}

test('a visitor who has used the hour’s checks is told when to come back, and nothing is read', async ({
  page,
  admin,
}) => {
  await verify(page, {
    certificate: recent.certificateNumber,
    first: recent.firstName,
    surname: recent.surname,
  });
  await expect(successBox(page)).toBeVisible();
  // The quota's checks typed one by one would only make the test slow: the quota says how many.
  const uid = await visitorUid(page);
  const quota = admin.db.collection(collections.verifierQuota).doc(uid);
  await quota.update({ count: CHECKS_PER_HOUR });
  const windowStart = ((await quota.get()).get('windowStart') as Timestamp).toDate();

  let indexRead = false;
  page.on('request', (request) => {
    const read = request.url().includes('documents:batchGet');
    if (read && (request.postData() ?? '').includes(collections.verificationIndex))
      indexRead = true;
  });
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  const box = page.getByRole('region', { name: 'Too many checks' });
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  const comeBack = new Date(windowStart.getTime() + 60 * 60 * 1000);
  await expect(box).toContainText(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(comeBack),
  );
  await expect(box.getByRole('link', { name: 'contact us about bulk verification' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Too many checks message');
  // Only the quota itself was read, to say when: no index entry.
  expect(indexRead).toBe(false);
});

test('explains bad input beside its field and sends nothing', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/documents')) requests.push(request.url());
  });
  await verify(page, { first: 'Ada' });
  const certificate = page.getByRole('textbox', { name: 'Certificate Number' });
  await expect(certificate).toHaveAccessibleDescription(
    'Enter a certificate number or a student number',
  );
  await expect(certificate).toBeFocused();
  await expect(page.getByRole('textbox', { name: /Surname/ })).toHaveAccessibleDescription(
    "Enter the learner's surname",
  );
  await verify(page, { certificate: '1'.repeat(33), first: 'Ada', surname: 'Lovelace' });
  await expect(certificate).toHaveAccessibleDescription(
    'Certificate number must be 32 characters or fewer',
  );
  expect(requests).toEqual([]);
  await expect(page.getByText('Enter details above to verify a certificate.')).toBeVisible();
});

test('a link with the certificate number pre-fills it and never the names', async ({ page }) => {
  await page.goto(
    `/verify-certificate?certificateNumber=${recent.certificateNumber}&firstName=Siobh%C3%A1n`,
  );
  await expect(page.getByRole('textbox', { name: 'Certificate Number' })).toHaveValue(
    recent.certificateNumber,
  );
  await expect(page.getByRole('textbox', { name: /First Name/ })).toHaveValue('');
  await page.getByRole('textbox', { name: /First Name/ }).fill(recent.firstName);
  await page.getByRole('textbox', { name: /Surname/ }).fill(recent.surname);
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  await expectVerified(page, recent, '12 March 2025');
});

test('a link with the student number pre-fills it', async ({ page }) => {
  await page.goto(`/verify-certificate?studentNumber=${older.studentNumber}`);
  await expect(page.getByRole('textbox', { name: 'Student Number' })).toHaveValue(
    older.studentNumber,
  );
});

test('works with the keyboard alone', async ({ page }) => {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Certificate Number' })).toBeFocused();
  await page.keyboard.type(older.certificateNumber);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Student Number' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(older.firstName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(older.surname);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Verify Certificate' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectVerified(page, older, '14 March 2019');

  // From the result, the next stop is its print button; then back to the form for another go.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Print this confirmation' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Verify Certificate' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('textbox', { name: /Surname/ })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Someone Else');
  await page.keyboard.press('Enter');
  await expect(failureBox(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'contact support' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/support-hub$/);
});

// The page holds the same content at every size, so, as with every public page
// (public-routes.spec.ts), axe runs once, on desktop.
test('has no serious accessibility violations when idle, verified or failed', async ({ page }) => {
  await expectNoSeriousViolations(page, 'verification, idle');

  await verify(page, {
    certificate: recent.certificateNumber,
    first: recent.firstName,
    surname: recent.surname,
  });
  await expect(successBox(page)).toBeVisible();
  await expectNoSeriousViolations(page, 'verification, verified');

  await verify(page, { certificate: recent.certificateNumber, first: 'No', surname: 'Match' });
  await expect(failureBox(page)).toBeVisible();
  await expectNoSeriousViolations(page, 'verification, failed');
});

test('prints the confirmation alone, on one A4 page', async ({ page }) => {
  await verify(page, {
    certificate: recent.certificateNumber,
    first: recent.firstName,
    surname: recent.surname,
  });
  await expect(successBox(page)).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(successBox(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('form', { name: 'Verify a certificate' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Why verify a certificate?' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print this confirmation' })).toBeHidden();

  const pdf = (await page.pdf({ format: 'A4', printBackground: false })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).toHaveLength(1);
});

test('a visitor keeps a record of a check, opens its receipt, re-checks the row there and prints it', async ({
  page,
}) => {
  await verify(page, {
    certificate: recent.certificateNumber,
    first: recent.firstName,
    surname: recent.surname,
  });
  await expect(successBox(page)).toBeVisible();
  await page.getByRole('button', { name: 'Keep a record of this check' }).click();
  await expect(page.getByRole('heading', { name: 'Record kept' })).toBeVisible();
  await expect(page.getByText(/they type the number/)).toContainText(recent.certificateNumber);
  await expectNoSeriousViolations(page, 'verification, a record kept');

  await page.getByRole('link', { name: /\/receipt\// }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Receipt of a certificate check' }),
  ).toBeVisible();
  await expect(
    page.getByText(/^A visitor to the public check checked 1 candidate on/),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Certificate number' }).fill(recent.certificateNumber);
  await page.getByRole('button', { name: 'Show this row' }).click();
  await expect(page.getByText(/the register said certificate .* was: Valid/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('article', { name: 'The receipt as it prints' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('img', { name: /^QR code: http.*\/receipt\// })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  const pdf = (await page.pdf({ format: 'A4', printBackground: false })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).toHaveLength(1);
});

test('signs the visitor in anonymously with Auth, and loads no popup or redirect helper', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.reload();
  await verify(page, {
    certificate: recent.certificateNumber,
    first: recent.firstName,
    surname: recent.surname,
  });
  await expect(successBox(page)).toBeVisible();
  const bodies = await Promise.all(
    scripts.map(async (url) => (await page.request.get(url)).text()),
  );
  expect(bodies.some((body) => body.includes('firestore.googleapis.com'))).toBe(true);
  expect(bodies.some((body) => body.includes('identitytoolkit'))).toBe(true);
  for (const body of bodies) expect(body).not.toContain('apis.google.com/js/api.js');
});

test.describe('in the dashboard', () => {
  test('staff verify a certificate during a phone enquiry, however many checks they make', async ({
    page,
    admin,
    staffAccount,
    signIn,
  }) => {
    // Staff are not held to the visitors' quota: one far past it changes nothing.
    await admin.db.collection(collections.verifierQuota).doc(staffAccount.uid).set({
      windowStart: Timestamp.now(),
      count: 50,
      lastCheckId: 'earlier',
      lastKeys: [],
      lastAt: Timestamp.now(),
    });
    await signIn(staffAccount, { redirect: '/dashboard/verify-certificate' });
    await expect(page).toHaveURL(/\/dashboard\/verify-certificate$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verify a Certificate' }),
    ).toBeVisible();
    await verify(page, {
      student: recent.studentNumber,
      first: recent.firstName,
      surname: recent.surname,
    });
    await expectVerified(page, recent, '12 March 2025');
  });
});

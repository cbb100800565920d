import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import type { CertificateDetails } from '../src/domain/certificate';
import { verificationLink } from '../src/domain/certificate-print';
import { collections } from '../src/domain/collections';
import { expectNoViolations } from './accessibility-helpers';
import { expect, test } from './fixtures';
import { uniqueSurname } from './register-data';

/**
 * Printed certificates (issue 16): staff print one certificate or a batch from the Student List,
 * each an A4 landscape page with nothing of the site around it, and the QR code printed on it
 * opens the public check with the certificate number filled in. Records come from the register
 * fixtures; the PDF is Chromium's own print output.
 */

// Pixels enough for each module of the QR code on a screenshot.
test.use({ deviceScaleFactor: 2 });

const learner = {
  firstName: 'Roisin',
  courseName: 'Larkfield Level 3 Award in Education and Training (RQF)',
  awardedDate: '2025-06-12',
} satisfies Partial<CertificateDetails>;

/** A4 landscape in PDF points, as Chromium writes it. */
const A4_LANDSCAPE = { width: 841.92, height: 594.96 };

/** The page count and every page's size, read from the PDF's page tree. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const count = Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(text)?.[1]);
  const sizes = [...text.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((match) => ({
    width: Number(match[1]),
    height: Number(match[2]),
  }));
  return { count, sizes };
}

async function printToPdf(page: Page) {
  // The page's own @page rule decides the paper, as it does in the browser's print dialogue.
  return pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
}

function expectA4Landscape(sizes: { width: number; height: number }[]) {
  for (const size of sizes) {
    expect(size.width).toBeCloseTo(A4_LANDSCAPE.width, 0);
    expect(size.height).toBeCloseTo(A4_LANDSCAPE.height, 0);
  }
}

async function openStudentList(page: Page, term: string, shown: string) {
  await page.getByRole('searchbox', { name: 'Search records' }).fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(shown, { exact: true })).toBeVisible();
}

test('staff print one certificate on one A4 landscape page whose QR code opens the check with its number', async ({
  page,
  context,
  staffAccount,
  signIn,
  seedCertificate,
}) => {
  const { details } = await seedCertificate({ ...learner, surname: 'Keane' });
  const address = verificationLink(details.certificateNumber);
  await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
  await openStudentList(page, details.certificateNumber, 'Showing 1 certificate');
  await page.getByRole('link', { name: 'Print Certificate for Roisin Keane' }).click();

  const sheet = page.getByRole('article', { name: 'Certificate for Roisin Keane' });
  await expect(sheet).toContainText('This is to certify that');
  await expect(sheet).toContainText('on the twelfth day of June two thousand and twenty-five');
  await expect(sheet).toContainText(address);
  await expectNoViolations(page, 'print page, one certificate');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy Verification Link' }).click();
  await expect(page.getByText('Verification link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  const { count, sizes } = await printToPdf(page);
  expect(count).toBe(1);
  expectA4Landscape(sizes);

  // As printed: the certificate alone, none of the site or the screen's own controls.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Print certificates' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(sheet).toBeVisible();

  const png = PNG.sync.read(await page.screenshot({ fullPage: true }));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(address);

  // The address belongs to the public site; the same path on this server is the same page.
  const scanned = new URL(decoded!.data);
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`${scanned.pathname}${scanned.search}`);
  await expect(page.getByRole('textbox', { name: 'Certificate Number' })).toHaveValue(
    details.certificateNumber,
  );
});

test('staff print a batch, one certificate to a page: ticked rows, or every result of a search', async ({
  page,
  staffAccount,
  signIn,
  seedCertificate,
}) => {
  const family = uniqueSurname('Printer');
  for (const suffix of ['a', 'b', 'c']) {
    await seedCertificate({ ...learner, surname: `${family}${suffix}` });
  }
  await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
  await openStudentList(page, family, 'Showing 3 certificates');

  await page.getByRole('checkbox', { name: `Select Roisin ${family}c for printing` }).check();
  await page.getByRole('checkbox', { name: `Select Roisin ${family}a for printing` }).check();
  await expect(page.getByText('2 selected for printing')).toBeVisible();
  await page.getByRole('link', { name: 'Print selected' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  expect(
    await page.getByRole('article').evaluateAll((sheets) => sheets.map((s) => s.ariaLabel)),
  ).toEqual([`Certificate for Roisin ${family}c`, `Certificate for Roisin ${family}a`]);
  expect((await printToPdf(page)).count).toBe(2);

  await page.goBack();
  await expect(page.getByText('Showing 3 certificates', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Print all 3 results' }).click();
  await expect(page.getByRole('button', { name: 'Print 3 certificates' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  const { count, sizes } = await printToPdf(page);
  expect(count).toBe(3);
  expect(sizes).toHaveLength(3);
  expectA4Landscape(sizes);
});

test('a withdrawn certificate offers no print, and its print page prints nothing', async ({
  page,
  staffAccount,
  signIn,
  seedCertificate,
  admin,
}) => {
  const { id, details } = await seedCertificate({ ...learner, surname: 'Quigley' });
  await admin.db
    .collection(collections.certificates)
    .doc(id)
    .update({ status: 'withdrawn', statusReason: { code: 'issued-in-error', note: '' } });
  await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
  await openStudentList(page, details.certificateNumber, 'Showing 1 certificate');

  const print = page.getByRole('button', { name: 'Print Certificate for Roisin Quigley' });
  await expect(print).toBeDisabled();
  await expect(print).toHaveAccessibleDescription('Withdrawn: it can no longer be printed.');
  await expect(page.getByRole('link', { name: /Print Certificate/ })).toHaveCount(0);
  await expect(
    page.getByRole('checkbox', { name: 'Select Roisin Quigley for printing' }),
  ).toBeDisabled();

  await page.goto(paths.dashboard.printCertificates.getHref({ ids: [id] }));
  await expect(page.getByText('Nothing here can be printed.')).toBeVisible();
  await expect(page.getByText('Withdrawn: it can no longer be printed.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

import { readFile } from 'node:fs/promises';

import { readPdfFonts } from '../scripts/lib/certificate-pdf/node-fonts';
import { paths } from '../src/config/paths';
import { renderCertificatePdf } from '../src/domain/certificate-pdf/render';
import { collections } from '../src/domain/collections';
import { pdfCertificateOf } from '../src/domain/plans/issue-pdf';
import { expectNoSeriousViolations } from './accessibility-helpers';
import { expect, test, waitForHydration } from './fixtures';

/**
 * An issued PDF, the whole way (docs/decisions/033-issued-pdfs.md): staff download a
 * certificate's PDF (made in their browser, as it has none yet), a visitor checks that very file
 * on the check page and is told it is exactly what we issued and valid, and the same file with
 * one byte changed is not ours. The file is hashed in the visitor's browser: no request carries
 * its bytes.
 */

test('a downloaded PDF checks as issued and valid; one byte changed, it is not ours', async ({
  page,
  staffAccount,
  signIn,
  seedCertificate,
  admin,
}) => {
  const { id, details } = await seedCertificate({ firstName: 'Oona', surname: 'Pdfcheck' });
  await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
  await page.getByRole('searchbox', { name: 'Search records' }).fill(details.certificateNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `View Details for Oona ${details.surname}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Student Details' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`certificate-${details.certificateNumber}.pdf`);
  const bytes = await readFile(await download.path());
  const stored = await admin.db.collection(collections.certificates).doc(id).get();
  expect(stored.get('pdfVersion')).toBe(1);
  // The browser's bytes are Node's: a re-render anywhere gives the very same file.
  const inNode = await renderCertificatePdf(
    pdfCertificateOf(id, stored.data() ?? {}),
    await readPdfFonts(),
  );
  expect(Buffer.from(inNode).equals(bytes)).toBe(true);

  await page.goto(paths.verify.getHref());
  await waitForHydration(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    const body = request.postDataBuffer();
    if (body) sent.push(body.toString('latin1'));
  });
  const input = page.getByLabel('Certificate PDF');
  await input.setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: bytes,
  });
  const exact = page.getByRole('region', { name: 'This is exactly the certificate we issued' });
  await expect(exact).toContainText('Today it is: Valid');
  await expect(exact).toContainText(details.certificateNumber);
  await expectNoSeriousViolations(page, 'the PDF check, exactly as issued');

  const flipped = Buffer.from(bytes);
  const at = flipped.length - 20;
  flipped[at] = flipped[at]! ^ 0x01;
  await input.setInputFiles({ name: 'edited.pdf', mimeType: 'application/pdf', buffer: flipped });
  await expect(page.getByRole('region', { name: 'We did not issue this file' })).toBeVisible();

  // Only fingerprints left the page: no request body holds the file, or any part of it.
  expect(sent.length).toBeGreaterThan(0);
  const sample = bytes.subarray(bytes.length - 200, bytes.length - 100).toString('latin1');
  for (const body of sent) {
    expect(body).not.toContain('%PDF-');
    expect(body).not.toContain(sample);
  }
});

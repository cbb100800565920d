import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import { collections } from '../src/domain/collections';
import { expectNoSeriousViolations, horizontalOverflow } from './accessibility-helpers';
import { expect, test } from './fixtures';

/**
 * A learner's own certificates (docs/decisions/031-learners.md), in one journey: they sign in
 * with the link the Auth emulator "sent", see exactly their certificates from two centres, share
 * one, and a visitor in a browser of their own opens the share with the right surname (Valid)
 * and a wrong one (no match); the learner withdraws the share (no longer active); with a new
 * share, a withdrawal of the certificate shows at the next view.
 */

const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The page at a phone's width: nothing wider than the screen; a screenshot when asked. */
async function atPhoneWidth(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page)).toBe(0);
  await shot(page, `${name}-phone`);
  if (desktop) await page.setViewportSize(desktop);
}

async function view(page: Page, link: string, surname: string) {
  await page.goto(link);
  await page.getByRole('textbox', { name: "Holder's Surname" }).fill(surname);
  await page.getByRole('button', { name: 'View Certificate' }).click();
}

test('a learner signs in by link, shares a certificate, and controls who sees it', async ({
  page,
  browser,
  admin,
  seedCertificate,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-learner-${randomUUID().slice(0, 12)}@larkfield.test`;
  const first = await seedCertificate({ firstName: 'Amara', learnerEmail: email });
  const second = await seedCertificate({
    firstName: 'Amara',
    surname: first.details.surname,
    centreNumber: '87602',
    courseName: 'Larkfield Level 2 Award in Food Safety',
    learnerEmail: email,
  });
  // Someone else's certificate, which the learner must not see.
  await seedCertificate({ firstName: 'Bruno' });
  // The first's PDF as staff issued it (the issue itself is certificate-pdf.spec.ts's journey).
  const issuedPdf = Buffer.from(`%PDF-1.7 ${first.id}`);
  await admin.db.doc(`${collections.certificatePdfs}/${first.id}_v1`).set({
    certificateId: first.id,
    version: 1,
    bytes: issuedPdf,
    fingerprint: createHash('sha256').update(issuedPdf).digest('hex'),
    centreNumber: first.details.centreNumber,
    issuedAt: new Date(),
    issuedBy: 'e2e@larkfield.test',
    issuedByUid: 'e2e-staff',
  });
  const visitor = await browser.newContext();
  try {
    // The learner asks for a link, and opens it on this device.
    await page.goto(paths.myCertificates.getHref());
    await page.getByRole('textbox', { name: 'E-mail Address' }).fill(email);
    await page.getByRole('button', { name: 'Send Me a Sign-in Link' }).click();
    await expect(page.getByText(`We have sent a sign-in link to ${email}.`)).toBeVisible();
    const link = await page
      .getByRole('link', { name: /\/emulator\/action\?/ })
      .getAttribute('href');
    await page.goto(link ?? '');
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

    // Exactly their two certificates, from both centres.
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('heading', { name: first.details.courseName })).toBeVisible();
    await expect(page.getByRole('heading', { name: second.details.courseName })).toBeVisible();
    await expect(cards.getByText('87602')).toBeVisible();
    await expect(cards.getByText('Valid', { exact: true })).toHaveCount(2);
    await expectNoSeriousViolations(page, 'a learner’s certificates');
    await shot(page, 'my-certificates-desktop');

    // Download PDF: the first's file exactly as issued; the second has none issued yet.
    const firstCard = cards.filter({ hasText: first.details.certificateNumber });
    const downloading = page.waitForEvent('download');
    await firstCard.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`certificate-${first.details.certificateNumber}.pdf`);
    expect((await readFile(await download.path())).equals(issuedPdf)).toBe(true);
    const secondCard = cards.filter({ hasText: second.details.certificateNumber });
    await secondCard.getByRole('button', { name: 'Download PDF' }).click();
    await expect(
      secondCard.getByText('No PDF has been issued for this certificate yet.'),
    ).toBeVisible();

    // They share the first for 7 days.
    const card = page.getByRole('article').filter({ hasText: first.details.certificateNumber });
    await card.getByRole('combobox', { name: 'The link works for' }).selectOption('7');
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    const made = card.getByRole('region', { name: 'Your new share code' });
    await expect(made).toContainText('This link stops working on');
    await expect(made).toContainText('Your certificate itself does not expire.');
    const shareLink = (await made.getByText(/\/s\/[A-Z0-9]{12}$/).textContent()) ?? '';
    await shot(page, 'share-code-desktop');
    await atPhoneWidth(page, 'share-code');

    // Add to LinkedIn: the form filled in, with a year's share as the credential's address.
    await card.getByRole('button', { name: 'Add to LinkedIn' }).click();
    const linkedIn = card.getByRole('link', { name: /Open LinkedIn/ });
    const form = new URL((await linkedIn.getAttribute('href')) ?? '');
    expect(form.searchParams.get('certId')).toBe(first.details.certificateNumber);
    expect(form.searchParams.get('certUrl')).toMatch(/\/s\/[A-Z0-9]{12}$/);

    // A visitor opens it with the right surname, then a wrong one.
    const other = await visitor.newPage();
    await view(other, shareLink, first.details.surname);
    await expect(
      other.getByRole('heading', { name: 'Certificate Verified Successfully!' }),
    ).toBeVisible();
    await expect(other.getByText(first.details.certificateNumber)).toBeVisible();
    await expectNoSeriousViolations(other, 'a share code opened');
    await shot(other, 'share-view-valid-desktop');
    await atPhoneWidth(other, 'share-view-valid');
    await view(other, shareLink, 'Nobody');
    await expect(other.getByRole('heading', { name: 'No Match' })).toBeVisible();

    // The learner sees the view counted (never who viewed), and withdraws the code.
    await page.reload();
    const shares = page
      .getByRole('article')
      .filter({ hasText: first.details.certificateNumber })
      .getByRole('list', { name: 'Your share codes' });
    await expect(shares).toContainText('Viewed once');
    const code = shareLink.slice(-12).replace(/(.{4})(?!$)/g, '$1-');
    const withdraw = shares.getByRole('button', { name: `Withdraw share code ${code}` });
    await withdraw.click();
    await expect(withdraw).toHaveCount(0);
    await view(other, shareLink, first.details.surname);
    await expect(
      other.getByRole('heading', { name: 'This Share Code Is No Longer Active' }),
    ).toBeVisible();

    // A new code; the certificate is withdrawn (past the screens); the next view says so.
    await card.getByRole('button', { name: 'Share', exact: true }).click();
    const again = (await made.getByText(/\/s\/[A-Z0-9]{12}$/).textContent()) ?? '';
    expect(again).not.toBe(shareLink);
    const withdrawn = { status: 'withdrawn', statusChangedAt: new Date() };
    const index = await admin.db
      .collection(collections.verificationIndex)
      .where('certificateId', '==', first.id)
      .get();
    const batch = admin.db.batch();
    batch.update(admin.db.collection(collections.certificates).doc(first.id), withdrawn);
    index.docs.forEach((entry) => batch.update(entry.ref, withdrawn));
    await batch.commit();
    await view(other, again, first.details.surname);
    await expect(other.getByRole('heading', { name: 'Certificate Withdrawn' })).toBeVisible();
    await page.reload();
    await expect(card.getByText(/^Withdrawn on /)).toBeVisible();
    await atPhoneWidth(page, 'my-certificates-withdrawn');
  } finally {
    await visitor.close();
    await admin.db.doc(`${collections.certificatePdfs}/${first.id}_v1`).delete();
    const shares = await admin.db
      .collection(collections.shares)
      .where('certificateId', 'in', [first.id, second.id])
      .get();
    await Promise.all(shares.docs.map((entry) => entry.ref.delete()));
  }
});

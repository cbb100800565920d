import { randomInt } from 'node:crypto';

import { paths } from '../src/config/paths';
import { collections } from '../src/domain/collections';
import { reportClosingEventId } from '../src/domain/reports';
import { expectNoSeriousViolations } from './accessibility-helpers';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Fraud signals end to end (docs/decisions/032-fraud-signals.md), in one journey: a visitor
 * reports a certificate after a check; a centre with a burst of certificates today is flagged on
 * Centre Risk with its reason in words, and its figure opens the records behind it; the report
 * is in Verification Review and is closed there, with its event.
 */

test('a burst is flagged with its reason, and a visitor’s report is closed with its event', async ({
  page,
  staffAccount,
  signIn,
  seedCertificate,
  admin,
}) => {
  test.setTimeout(120_000);
  const centreNumber = String(randomInt(60_000, 70_000));
  const reported = `0865${randomInt(10_000, 100_000)}`;

  // A visitor checks a number, doubts it, and reports it under the answer.
  await page.goto(paths.verify.getHref());
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Certificate Number' }).fill(reported);
  await page.getByRole('textbox', { name: /First Name/ }).fill('Jane');
  await page.getByRole('textbox', { name: /Surname/ }).fill('Doubtful');
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  await page.getByText('Doubt this certificate? Report it to us').click();
  const form = page.getByRole('form', { name: 'Report a suspicious certificate' });
  await expect(form.getByRole('textbox', { name: /Certificate Number/ })).toHaveValue(reported);
  await form.getByRole('textbox', { name: /What makes you doubt it/ }).fill('The seal is printed.');
  await form.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByRole('heading', { name: /your report has been sent/ })).toBeVisible();

  // Twelve certificates added today at a centre that added none before.
  for (let index = 0; index < 12; index += 1) await seedCertificate({ centreNumber });

  await signIn(staffAccount, { redirect: paths.dashboard.centreRisk.getHref(7) });
  await expect(page.getByRole('heading', { level: 1, name: 'Centre Risk' })).toBeVisible();
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeEnabled({ timeout: 30_000 });
  await refresh.click();
  const reasons = page.getByRole('list', {
    name: `Why End-to-end Test Centre ${centreNumber} is flagged`,
  });
  await expect(reasons).toContainText(
    /12 certificates added on \d+ \w+, with none added in the 180 days before/,
    { timeout: 30_000 },
  );
  await expect(reasons).toContainText('12 certificates recorded 180 days or more after');
  await expectNoSeriousViolations(page, 'centre risk');

  // The figure opens the centre's additions on Activity, filtered in the URL.
  const row = page.getByRole('row').filter({ has: reasons });
  await row.getByRole('link', { name: '12' }).first().click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/activity\\?centre=${centreNumber}&action=certificate\\.created`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

  // The visitor's report, in its own tab of Verification Review, closed with its event.
  await page.goto(paths.dashboard.review.getHref());
  await page.getByRole('tab', { name: /^Reports/ }).click();
  await page.getByRole('button', { name: new RegExp(`Report on ${reported}`) }).click();
  const details = page.getByRole('region', { name: 'Report details' });
  await expect(details).toContainText('The seal is printed.');
  await expectNoSeriousViolations(page, 'review, report selected');
  const [report] = (
    await admin.db.collection(collections.reports).where('certificateNumber', '==', reported).get()
  ).docs;
  await details.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close Report' }).click();
  await expect(page.getByText('The report is closed and removed from the queue.')).toBeVisible();
  const event = await admin.db
    .doc(`${collections.auditEvents}/${reportClosingEventId(report!.id)}`)
    .get();
  expect(event.get('action')).toBe('report.closed');
  expect(event.get('actorEmail')).toBe(staffAccount.email);
});

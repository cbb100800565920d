import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';

import { paths } from '../src/config/paths';
import { batchColumns } from '../src/domain/batch-check';
import { collections } from '../src/domain/collections';
import { expectNoSeriousViolations } from './accessibility-helpers';
import { expect, test } from './fixtures';

/**
 * An employer's batch check (docs/decisions/030-verifier-batch-checks.md): an admin invites a
 * verifier from the Staff screen; the link signs it in and it lands on /verify/batch; a file with
 * a found candidate, one who matches nothing and a row with a problem is read in the browser,
 * then run; the receipt page re-checks the found row; the verifier's history lists the run with
 * its receipt and opens to its results. Screenshots go to E2E_SHOTS when set.
 */

const shots = process.env.E2E_SHOTS;

test('an admin invites a verifier, who checks a file of candidates and keeps a receipt', async ({
  page,
  browser,
  admin,
  staffAccount,
  signIn,
  seedCertificate,
}, testInfo) => {
  test.setTimeout(120_000);
  const found = await seedCertificate({ firstName: 'Ada' });
  const email = `e2e-verifier-${randomUUID().slice(0, 12)}@larkfield.test`;
  const password = `Pw-${randomUUID()}`;
  const employer = await browser.newContext();
  try {
    await signIn(staffAccount, { redirect: paths.dashboard.staff.getHref() });
    await page.getByRole('textbox', { name: 'E-mail Address' }).fill(email);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('verifier');
    await page.getByRole('textbox', { name: 'Organisation' }).fill('Acme Recruitment');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const link = await page
      .getByRole('link', { name: /\/emulator\/action\?/ })
      .getAttribute('href');

    const verifier = await employer.newPage();
    await verifier.goto(link ?? '');
    await verifier.getByRole('textbox', { name: 'E-mail Address' }).fill(email);
    await verifier.getByRole('button', { name: 'Continue' }).click();
    await verifier.getByLabel('New Password').fill(password);
    await verifier.getByLabel('Confirm Password').fill(password);
    await verifier.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(
      verifier.getByRole('heading', { level: 1, name: 'Check candidates’ certificates' }),
    ).toBeVisible({ timeout: 20_000 });

    const number = found.details.certificateNumber ?? '';
    const csv = [
      batchColumns.map((column) => column.header).join(','),
      `${number},Ada,${found.details.surname},,,Applicant 1`,
      '086599991,Nobody,Known,,,Applicant 2',
      '12345,Bad,Number,,,Applicant 3',
    ].join('\n');
    const file = testInfo.outputPath('candidates.csv');
    writeFileSync(file, csv);
    await verifier.getByLabel('Choose a CSV file').setInputFiles(file);
    await expect(verifier.getByText(/Line 4, Certificate or Student Number/)).toBeVisible();
    await expectNoSeriousViolations(verifier, 'the batch check with problems listed');
    if (shots) await verifier.screenshot({ path: `${shots}/batch-dry-run.png`, fullPage: true });

    writeFileSync(file, csv.split('\n').slice(0, 3).join('\n'));
    await verifier.getByLabel('Choose a CSV file').setInputFiles(file);
    await verifier.getByRole('checkbox', { name: /consent or another lawful basis/ }).check();
    await verifier.getByRole('button', { name: 'Run the check of 2 rows' }).click();
    const results = verifier.getByRole('table');
    await expect(results.getByRole('row').filter({ hasText: 'Applicant 1' })).toContainText(
      'Valid',
    );
    await expect(results.getByRole('row').filter({ hasText: 'Applicant 2' })).toContainText(
      'No match',
    );
    await expectNoSeriousViolations(verifier, 'the batch check’s results');
    if (shots) await verifier.screenshot({ path: `${shots}/batch-results.png`, fullPage: true });

    const receiptLink = verifier.getByRole('link', { name: /\/receipt\// });
    const receiptHref = await receiptLink.getAttribute('href');
    await receiptLink.click();
    await expect(verifier.getByText(/^Acme Recruitment checked 2 candidates on/)).toBeVisible();
    await verifier.getByRole('textbox', { name: 'Certificate number' }).fill(number);
    await verifier.getByRole('button', { name: 'Show this row' }).click();
    await expect(verifier.getByText(/the register said certificate .* was: Valid/)).toBeVisible();
    await expectNoSeriousViolations(verifier, 'a receipt with a row shown');
    if (shots) {
      await verifier.screenshot({ path: `${shots}/receipt.png`, fullPage: true });
      await verifier.setViewportSize({ width: 390, height: 844 });
      await verifier.screenshot({ path: `${shots}/receipt-phone.png`, fullPage: true });
      await verifier.goto(paths.verifyBatch.getHref());
      await expect(
        verifier.getByRole('button', { name: 'Download the template (CSV)' }),
      ).toBeVisible();
      await verifier.screenshot({ path: `${shots}/batch-phone.png`, fullPage: true });
    }

    // The run is in the verifier's history with its receipt, and opens to each row's result.
    await verifier.goto(paths.verifyHistory.getHref());
    const run = verifier
      .getByRole('list', { name: 'Your checks, newest first' })
      .getByRole('listitem')
      .first();
    await expect(run).toContainText('2 candidates checked', { timeout: 20_000 });
    await expect(run.getByRole('link', { name: /\/receipt\// })).toHaveAttribute(
      'href',
      receiptHref ?? '',
    );
    await expectNoSeriousViolations(verifier, 'the verifier’s history');
    await run.getByRole('link', { name: /^Check of / }).click();
    const kept = verifier.getByRole('table', { name: /Each candidate’s result/ });
    await expect(kept).toContainText('Valid');
    await expect(kept).toContainText('No match');
    await expectNoSeriousViolations(verifier, 'a run’s results in the history');
    if (shots) await verifier.screenshot({ path: `${shots}/history-run.png`, fullPage: true });
  } finally {
    await employer.close();
    const user = await admin.auth.getUserByEmail(email).catch(() => null);
    if (user) {
      await admin.auth.deleteUser(user.uid);
      await admin.db.collection(collections.verifiers).doc(user.uid).delete();
    }
    await admin.db.collection(collections.invitations).doc(email).delete();
  }
});

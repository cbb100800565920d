import type { Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import { expectNoSeriousViolations } from './accessibility-helpers';
import { expect, test } from './fixtures';
import { FIXTURE_STAFF } from './register-data';

/**
 * The register's history on screen (issue 13): a change made in the Student List and the steps
 * of a review are shown, with who made them, in the record's History and on the Activity page.
 * The certificate and the attempts are this test's own (fixtures, removed afterwards), added and
 * flagged by the fixtures as the app adds and flags them.
 */

async function findByNumber(page: Page, number: string) {
  await page.getByRole('searchbox', { name: 'Search records' }).fill(number);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Showing 1 certificate', { exact: true })).toBeVisible();
}

test('a corrected surname and a closed attempt are in History and on the Activity page', async ({
  page,
  staffAccount,
  signIn,
  seedCertificate,
  seedAttempts,
}) => {
  // An edit, two review steps and three screens with accessibility scans, on a shared machine.
  test.setTimeout(120_000);
  const { details } = await seedCertificate({ firstName: 'Ines' });
  const { surname: attemptSurname } = await seedAttempts();
  const newSurname = `${details.surname}-Okoro`;

  // Edit Student Details: the History section names the change and who made it.
  await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
  await expect(page.getByRole('heading', { level: 1, name: 'Student List' })).toBeVisible();
  await findByNumber(page, details.certificateNumber);
  await page.getByRole('button', { name: `View Details for Ines ${details.surname}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Student Details' });
  const history = dialog.getByRole('region', { name: 'History' });
  const entries = history
    .getByRole('list', { name: 'History of this certificate, newest first' })
    .getByRole('listitem');
  // Added by the fixture as the app adds a certificate: its history starts there, and only there.
  await expect(entries.filter({ hasText: 'Added the certificate' })).toContainText(
    FIXTURE_STAFF.email,
  );
  await expect(entries.filter({ hasText: 'Edited the certificate' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Surname' }).fill(newSurname);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Saved!')).toBeVisible();
  const edit = entries.filter({ hasText: 'Edited the certificate' });
  await expect(edit).toContainText(`Surname: ${details.surname} → ${newSurname}`);
  await expect(edit).toContainText(staffAccount.email);
  await expectNoSeriousViolations(page, 'Edit Student Details with its history');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Verification Review: flag the failed attempt, see the step in its History, then close it.
  await page.getByRole('link', { name: 'Review Certificates' }).click();
  await page
    .getByRole('list', { name: 'Failed verification attempts' })
    .getByRole('button', { name: attemptSurname })
    .click();
  await page.getByRole('textbox', { name: 'Review note' }).fill('Centre has no such learner.');
  await page.getByRole('button', { name: 'Flag Suspicious' }).click();
  await expect(page.getByText(/^Flagged as suspicious\./)).toBeVisible();
  await page.getByRole('tab', { name: /^Suspicious Verifications/ }).click();
  const flagged = page
    .getByRole('list', { name: 'Suspicious verification attempts' })
    .getByRole('button', { name: attemptSurname })
    .filter({ hasText: 'Certificate' });
  await flagged.click();
  const attemptHistory = page
    .getByRole('region', { name: 'Attempt details' })
    .getByRole('region', { name: 'History' });
  await expect(attemptHistory.getByRole('listitem').first()).toContainText(
    'Flagged an attempt as suspicious',
  );
  await expect(attemptHistory).toContainText('Status: Failed → Suspicious');
  await expect(attemptHistory).toContainText('Review note: Centre has no such learner.');
  await page.getByRole('button', { name: 'Mark Investigated' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark this attempt investigated?' });
  await confirm.getByRole('button', { name: 'Mark Investigated' }).click();
  await expect(page.getByText('Marked investigated and removed from the queue.')).toBeVisible();

  // Activity: this person's events, newest first, the filter kept in the URL.
  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Staff member' }).fill(staffAccount.email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`staff=${encodeURIComponent(staffAccount.email)}`));
  const events = page.getByRole('list', { name: 'Matching events, newest first' });
  const items = events.getByRole('listitem').filter({ hasText: staffAccount.email });
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(
    `Closed an attempt (Mark Investigated): chidi ${attemptSurname}`,
  );
  await expect(items.nth(0)).toContainText('Status: Suspicious → Closed');
  await expect(items.nth(1)).toContainText(
    `Flagged an attempt as suspicious: chidi ${attemptSurname}`,
  );
  await expect(items.nth(2)).toContainText(`Edited the certificate: Ines ${newSurname}`);
  await expect(items.nth(2)).toContainText(`Surname: ${details.surname} → ${newSurname}`);
  await expectNoSeriousViolations(page, 'Activity, filtered by staff member');

  // Only the closing step, by action; back to everyone's activity with the filter cleared.
  await page.getByRole('combobox', { name: 'Action' }).selectOption('attempt.closed');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/action=attempt\.closed/);
  await expect(items).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(paths.dashboard.activity.getHref());
  await expect(page.getByRole('combobox', { name: 'Staff member' })).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Every event, newest first' })).toBeVisible();
});

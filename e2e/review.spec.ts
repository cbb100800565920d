import { randomInt } from 'node:crypto';

import type { Locator, Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import { expectNoSeriousViolations } from './accessibility-helpers';
import { expect, test, waitForHydration } from './fixtures';
import { attemptsBy } from './register-data';

/**
 * The verification review queue end to end, against the emulators: an attempt made on the public
 * page is reviewed by a member of staff through every step. Each test uses a surname of its own
 * (the attemptSurname fixture, which removes what is left afterwards), so parallel workers and
 * the two browser projects never act on each other's records.
 */

async function failVerification(page: Page, certificateNumber: string, surname: string) {
  await page.goto(paths.verify.getHref());
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Certificate Number' }).fill(certificateNumber);
  await page.getByRole('textbox', { name: /First Name/ }).fill('Jane');
  await page.getByRole('textbox', { name: /Surname/ }).fill(surname);
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  await expect(page.getByRole('region', { name: 'Verification Failed' })).toBeVisible();
}

function valueOf(region: Locator, term: string): Locator {
  return region.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
}

test('an attempt failed on the public page is flagged, investigated and closed', async ({
  page,
  staffAccount,
  signIn,
  attemptSurname,
  admin,
}) => {
  // Every step of the review, with an accessibility scan of each state staff meet in it (the
  // screen's axe checks are these), on a shared machine.
  test.setTimeout(90_000);
  const surname = attemptSurname('whitcombe');
  const certificateNumber = `0865${randomInt(10_000, 100_000)}`;
  await failVerification(page, certificateNumber, surname);

  await signIn(staffAccount, { redirect: paths.dashboard.review.getHref() });
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Review' })).toBeVisible();
  const failedTab = page.getByRole('tab', { name: /^Failed Verifications/ });
  await expect(failedTab).toHaveAttribute('aria-selected', 'true');
  await expect(failedTab).toHaveText(/^Failed Verifications \(\d+\)$/);
  await expect(
    page.getByRole('list', { name: 'Failed verification attempts' }).getByRole('button', {
      name: surname,
    }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'review, Failed tab');

  // In the Failed tab, with what the visitor typed.
  const failedItem = page
    .getByRole('list', { name: 'Failed verification attempts' })
    .getByRole('button', { name: surname });
  await expect(failedItem).toContainText(`jane ${surname}`);
  await expect(failedItem).toContainText(`Certificate ${certificateNumber}`);
  await failedItem.click();
  const details = page.getByRole('region', { name: 'Attempt details' });
  await expect(valueOf(details, 'First name')).toHaveText('jane');
  await expect(valueOf(details, 'Surname')).toHaveText(surname);
  await expect(valueOf(details, 'Certificate number')).toHaveText(certificateNumber);
  await expect(valueOf(details, 'Student number')).toHaveText('Not given');
  await expect(valueOf(details, 'IP address')).toHaveText('unknown');
  await expect(valueOf(details, 'User agent')).toContainText('Mozilla');
  // The visitor's one check is this attempt's own.
  await expect(details.getByRole('region', { name: 'The visitor’s other checks' })).toContainText(
    'No other checks by the same visitor in the 24 hours before this one.',
  );
  await expectNoSeriousViolations(page, 'review, failed attempt selected');

  // Flag Suspicious: it leaves the Failed tab for the Suspicious tab, reviewed by this person.
  await page.getByRole('textbox', { name: 'Review note' }).fill('Surname differs from the holder.');
  await page.getByRole('button', { name: 'Flag Suspicious' }).click();
  await expect(
    page.getByText('Flagged as suspicious. The attempt is now under Suspicious Verifications.'),
  ).toBeVisible();
  await expect(failedItem).toHaveCount(0);

  await page.getByRole('tab', { name: /^Suspicious Verifications/ }).click();
  const suspiciousItem = page
    .getByRole('list', { name: 'Suspicious verification attempts' })
    .getByRole('button', { name: surname });
  await expect(suspiciousItem).toContainText('Flagged as Suspicious');
  await expectNoSeriousViolations(page, 'review, Suspicious tab');
  await suspiciousItem.click();
  await expect(details.getByText('Flagged as Suspicious')).toBeVisible();
  await expect(valueOf(details, 'Reviewed by')).toHaveText(staffAccount.email);
  await expect(valueOf(details, 'Review note')).toHaveText('Surname differs from the holder.');
  await expect(valueOf(details, 'Reviewed at')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);

  // Mark Under Investigation: it stays, relabelled, with the investigation recorded.
  const note = page.getByRole('textbox', { name: 'Investigation note' });
  await note.fill('Referred to the centre for a check of its records.');
  await page.getByRole('button', { name: 'Mark Under Investigation' }).click();
  await expect(page.getByText('Marked under investigation.')).toBeVisible();
  await expect(suspiciousItem).toContainText('Under Investigation');
  await expect(suspiciousItem).not.toContainText('Flagged as Suspicious');
  await expect(valueOf(details, 'Investigated by')).toHaveText(staffAccount.email);
  await expect(valueOf(details, 'Investigation note')).toHaveText(
    'Referred to the centre for a check of its records.',
  );
  await expectNoSeriousViolations(page, 'review, suspicious attempt under investigation');

  // Mark Investigated, confirmed: the record is gone.
  await page.getByRole('button', { name: 'Mark Investigated' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this attempt investigated?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousViolations(page, 'review, Mark Investigated confirmation');
  await dialog.getByRole('button', { name: 'Mark Investigated' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Marked investigated and removed from the queue.')).toBeVisible();
  await expect(suspiciousItem).toHaveCount(0);
  expect((await attemptsBy(admin.db, surname)).size).toBe(0);
});

test('the sample attempt button is offered on the emulator build', async ({
  page,
  staffAccount,
  signIn,
}) => {
  await signIn(staffAccount, { redirect: paths.dashboard.review.getHref() });
  await expect(
    page.getByRole('button', { name: 'Create Sample Failed Verification' }),
  ).toBeVisible();
});

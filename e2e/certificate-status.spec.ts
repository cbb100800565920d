import type { Browser, Page } from '@playwright/test';
import { format } from 'date-fns';

import { paths } from '../src/config/paths';
import type { CertificateDetails } from '../src/domain/certificate';
import { expectNoSeriousViolations } from './accessibility-helpers';
import { expect, test, waitForHydration } from './fixtures';

/**
 * A certificate's life after issue (docs/decisions/019-certificate-status.md), as staff take each
 * step in the certificate's dialog and a verifier sees it on the public page at once.
 */

type Names = Pick<CertificateDetails, 'certificateNumber' | 'firstName' | 'surname'>;

/** A visitor of the public page, in a browser of their own. */
async function verifier(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return {
    page,
    /** Checks the details on the public page. */
    async check(details: Names) {
      await page.goto(paths.verify.getHref());
      await waitForHydration(page);
      await page
        .getByRole('textbox', { name: 'Certificate Number' })
        .fill(details.certificateNumber);
      await page.getByRole('textbox', { name: /First Name/ }).fill(details.firstName);
      await page.getByRole('textbox', { name: /Surname/ }).fill(details.surname);
      await page.getByRole('button', { name: 'Verify Certificate' }).click();
    },
    /** The result box of that name. */
    result: (name: string) => page.getByRole('region', { name }),
  };
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Edit Student Details' });

/** Opens a certificate's dialog from the Student List, on a page signed in as staff. */
async function openRecord(page: Page, details: Names) {
  await page.goto(paths.dashboard.studentList.getHref({ q: details.certificateNumber }));
  await page
    .getByRole('button', { name: `View Details for ${details.firstName} ${details.surname}` })
    .click();
  const dialog = dialogOf(page);
  const panel = dialog.getByRole('region', { name: 'Certificate Status' });
  await expect(panel).toBeVisible();
  return { dialog, panel };
}

test('suspend, reinstate, and withdraw and replace with two people: verifiers see each at once', async ({
  page,
  browser,
  staffAccount,
  createAccount,
  signIn,
  seedCertificate,
}) => {
  test.setTimeout(90_000);
  const { details } = await seedCertificate();
  const { details: second } = await seedCertificate();
  const visitor = await verifier(browser);
  await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });

  // Suspend: the public page says the certificate is under review, never why.
  let { panel } = await openRecord(page, details);
  await panel.getByRole('button', { name: 'Suspend' }).click();
  await panel.getByRole('combobox', { name: /Reason/ }).selectOption('Malpractice');
  await panel.getByRole('textbox', { name: /Note/ }).fill('Centre investigation under way.');
  await expectNoSeriousViolations(page, 'the dialog asking why a certificate is suspended');
  await panel.getByRole('button', { name: 'Suspend Certificate' }).click();
  await expect(panel.getByRole('status')).toContainText('Certificate suspended.');
  await visitor.check(details);
  const review = visitor.result('Certificate Under Review');
  await expect(review).toBeVisible();
  await expect(review).not.toContainText('Malpractice');
  await expect(review).not.toContainText('investigation');
  await expectNoSeriousViolations(visitor.page, 'a certificate under review');

  // Reinstate: genuine again.
  await panel.getByRole('button', { name: 'Reinstate' }).click();
  await expect(panel.getByRole('status')).toContainText('Certificate reinstated.');
  await visitor.check(details);
  await expect(visitor.result('Certificate Verified Successfully!')).toBeVisible();

  // A withdrawal requested by one staff member waits for another.
  await panel.getByRole('button', { name: 'Request Withdrawal' }).click();
  await panel.getByRole('combobox', { name: /Reason/ }).selectOption('Issued in error');
  await panel.getByRole('textbox', { name: /Note/ }).fill('Result claimed for the wrong learner.');
  await panel.getByRole('button', { name: 'Request Withdrawal' }).click();
  await expect(panel.getByText('Awaiting a decision by another staff member')).toBeVisible();
  await expect(dialogOf(page).getByText('These details cannot be edited now')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Approve Withdrawal' })).toHaveCount(0);
  await visitor.check(details);
  await expect(visitor.result('Certificate Verified Successfully!')).toBeVisible();

  const colleague = await (await browser.newContext()).newPage();
  await signIn(await createAccount(), {
    on: colleague,
    redirect: paths.dashboard.studentList.getHref(),
  });
  const decision = (await openRecord(colleague, details)).panel;
  await expect(decision).toContainText(`By ${staffAccount.email}`);
  await expectNoSeriousViolations(colleague, 'a withdrawal awaiting a decision');
  await decision.getByRole('button', { name: 'Approve Withdrawal' }).click();
  await decision.getByRole('button', { name: 'Withdraw Certificate' }).click();
  await expect(decision.getByRole('status')).toContainText('Certificate withdrawn.');
  await visitor.check(details);
  await expect(visitor.result('Certificate Withdrawn')).toContainText(
    `withdrawn by Larkfield Awards on ${format(new Date(), 'd MMMM yyyy')}`,
  );
  await expectNoSeriousViolations(visitor.page, 'a withdrawn certificate');

  // Replace: one staff member asks, another completes it with the form started from the old
  // record; the old numbers say replaced, the new verify.
  ({ panel } = await openRecord(page, second));
  await panel.getByRole('button', { name: 'Request Replacement' }).click();
  await panel.getByRole('combobox', { name: /Reason/ }).selectOption('Lost or damaged');
  await panel.getByRole('button', { name: 'Request Replacement' }).click();
  await expect(panel.getByRole('status')).toContainText('Replacement requested.');
  const completing = (await openRecord(colleague, second)).panel;
  await completing.getByRole('button', { name: 'Replace Certificate' }).click();
  await expect(colleague).toHaveURL(/\/dashboard\/add-certificate\?replaces=/);
  await expect(colleague.getByRole('textbox', { name: 'Surname' })).toHaveValue(second.surname);
  await colleague.getByRole('button', { name: 'Add Replacement' }).click();
  const added = colleague.getByRole('status').filter({ hasText: 'Replacement added' });
  await expect(added).toBeVisible();
  const newNumber = /Certificate (\d{9}) \(student number/.exec(
    (await added.textContent()) ?? '',
  )?.[1];
  expect(newNumber).toMatch(/^\d{9}$/);

  await visitor.check(second);
  await expect(visitor.result('Certificate Replaced')).toContainText('by a newer certificate');
  await visitor.check({ ...second, certificateNumber: newNumber! });
  await expect(visitor.result('Certificate Verified Successfully!')).toBeVisible();
});

import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';

import { paths } from '../src/config/paths';
import { batchColumns } from '../src/domain/batch-check';
import { collections } from '../src/domain/collections';
import { expectNoSeriousViolations } from './accessibility-helpers';
import { takeStatusSteps, type SeededCertificate } from './register-data';
import { expect, test } from './fixtures';

/**
 * An employer's batch check (docs/decisions/030-verifier-batch-checks.md): an employer asks for an
 * account on the page for employers, and an admin invites it as a verifier from the Staff screen;
 * the link signs it in and it lands on /verify/batch; a file with a found candidate, one who
 * matches nothing and a row with a problem is read in the browser, then run; the receipt page
 * re-checks the found row; the verifier's history lists the run with its receipt and opens to its
 * results; the admin suspends the account on the Verifiers screen and reactivates it.
 * Screenshots go to E2E_SHOTS when set.
 */

const shots = process.env.E2E_SHOTS;

test('an employer asks for an account, is invited as a verifier, checks a file of candidates and keeps a receipt; the admin suspends the account and reactivates it', async ({
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
    // The employer asks for an account, as a visitor: the request is filed for the admins.
    const verifier = await employer.newPage();
    await verifier.goto(paths.verifyEmployers.getHref());
    const request = verifier.getByRole('form', { name: 'Ask for a verifier account' });
    await request.getByRole('textbox', { name: /^Organisation/ }).fill('Acme Recruitment');
    await request.getByRole('textbox', { name: /^Your name/ }).fill('Jo Bloggs');
    await request.getByRole('textbox', { name: /^Work e-mail address/ }).fill(email);
    await request.getByRole('button', { name: 'Send Request' }).click();
    await expect(verifier.getByRole('heading', { name: 'We have your request' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(verifier.getByText(/An administrator will e-mail an invitation to/)).toContainText(
      email,
    );
    await expectNoSeriousViolations(verifier, 'the page for employers, its request sent');
    const filed = await admin.db
      .collection(collections.verifierRequests)
      .where('email', '==', email)
      .get();
    expect(filed.docs.map((doc) => doc.get('organisation'))).toEqual(['Acme Recruitment']);

    await signIn(staffAccount, { redirect: paths.dashboard.staff.getHref() });
    await page.getByRole('textbox', { name: 'E-mail Address' }).fill(email);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('verifier');
    await page.getByRole('textbox', { name: 'Organisation' }).fill('Acme Recruitment');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const link = await page
      .getByRole('link', { name: /\/emulator\/action\?/ })
      .getAttribute('href');

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

    // The admin suspends the account on the Verifiers screen, and the verifier is told so when
    // it opens the batch check again; once reactivated, the batch check opens as before.
    await page.goto(paths.dashboard.verifiers.getHref());
    await page.getByRole('searchbox', { name: 'Find an account' }).fill(email);
    await page.getByRole('searchbox', { name: 'Find an account' }).press('Enter');
    const account = page.getByRole('row').filter({ hasText: email });
    await expect(account).toContainText('Acme Recruitment');
    await account.getByRole('button', { name: `Suspend ${email}` }).click();
    await page
      .getByRole('dialog', { name: 'Suspend this verifier account?' })
      .getByRole('button', { name: 'Suspend Account' })
      .click();
    await expect(
      page.getByText(
        `Acme Recruitment (${email}) is suspended: it checks no candidates until it is reactivated.`,
      ),
    ).toBeVisible();
    await expect(account.getByRole('button', { name: `Reactivate ${email}` })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Verifiers screen with an account suspended');
    await verifier.goto(paths.verifyBatch.getHref());
    await expect(
      verifier.getByRole('heading', { level: 1, name: 'This verifier account is suspended' }),
    ).toBeVisible({ timeout: 20_000 });

    await account.getByRole('button', { name: `Reactivate ${email}` }).click();
    await page
      .getByRole('dialog', { name: 'Reactivate this verifier account?' })
      .getByRole('button', { name: 'Reactivate Account' })
      .click();
    await expect(page.getByText(`Acme Recruitment (${email}) is active again.`)).toBeVisible();
    await expect(account.getByRole('button', { name: `Suspend ${email}` })).toBeVisible();
    await verifier.goto(paths.verifyBatch.getHref());
    await expect(
      verifier.getByRole('heading', { level: 1, name: 'Check candidates’ certificates' }),
    ).toBeVisible({ timeout: 20_000 });
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
    const requests = await admin.db
      .collection(collections.verifierRequests)
      .where('email', '==', email)
      .get();
    await Promise.all(requests.docs.map((doc) => doc.ref.delete()));
  }
});

test('a file of 20 candidates gives every outcome; the receipt keeps each at the time of the check', async ({
  page,
  admin,
  signIn,
  seedCertificate,
}, testInfo) => {
  test.setTimeout(180_000);
  // A verifier's account as accepting an invitation makes it (that journey is the test above).
  const email = `e2e-verifier-${randomUUID().slice(0, 12)}@larkfield.test`;
  const password = `Pw-${randomUUID()}`;
  const { uid } = await admin.auth.createUser({ email, password, emailVerified: true });
  const suspension = { code: 'malpractice', note: 'Checked with the centre.' } as const;
  try {
    await admin.db.doc(`${collections.verifiers}/${uid}`).set({
      organisation: 'Bright Futures Agency',
      email,
      dailyAllowance: 500,
      status: 'active',
      addedBy: 'e2e',
      addedAt: new Date(Date.now() - 60_000),
      accessEventId: `${uid}-joined`,
      lastEventId: `${uid}-joined`,
    });
    const valid = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        seedCertificate({ firstName: `Valid${'abcdef'[index] ?? ''}` }),
      ),
    );
    const suspended = await seedCertificate({ firstName: 'Suspended' });
    await takeStatusSteps(admin.db, suspended.id, [{ kind: 'suspend', reason: suspension }]);
    const withdrawn = await seedCertificate({ firstName: 'Withdrawn' });
    await takeStatusSteps(admin.db, withdrawn.id, [
      { kind: 'request-withdrawal', reason: suspension },
      { kind: 'approve-withdrawal' },
    ]);
    const replaced = await seedCertificate({ firstName: 'Replaced' });
    const replacement = await seedCertificate({ firstName: 'Replaced' });
    await takeStatusSteps(admin.db, replaced.id, [
      { kind: 'request-replacement', reason: suspension },
      { kind: 'replaced', replacedBy: replacement.id },
    ]);
    // Valid at the time of the first check, withdrawn before the second.
    const later = await seedCertificate({ firstName: 'Later' });

    // [number, first name, surname, claimed qualification, claimed date, the result expected]
    type Row = [string, string, string, string, string, string];
    const row = (
      { details }: SeededCertificate,
      by: 'certificateNumber' | 'studentNumber',
      expected: string,
      { firstName = details.firstName, qualification = '', date = '' } = {},
    ): Row => [details[by] ?? '', firstName, details.surname, qualification, date, expected];
    const rows: Row[] = [
      ...valid.map((certificate) => row(certificate, 'certificateNumber', 'Valid')),
      ...valid.map((certificate) => row(certificate, 'studentNumber', 'Valid')),
      row(suspended, 'certificateNumber', 'Under review'),
      row(replaced, 'certificateNumber', 'Replaced'),
      row(withdrawn, 'certificateNumber', 'Withdrawn'),
      row(later, 'certificateNumber', 'Valid'),
      row(later, 'studentNumber', 'Details differ', {
        qualification: 'Larkfield Level 1 Award in Knitting',
      }),
      row(withdrawn, 'studentNumber', 'Details differ', { date: '2001-01-01' }),
      row(valid[0]!, 'certificateNumber', 'No match', { firstName: 'Nobody' }),
      row(valid[1]!, 'studentNumber', 'No match', { firstName: 'Nobody' }),
    ];
    expect(rows).toHaveLength(20);
    const csv = [
      batchColumns.map((column) => column.header).join(','),
      ...rows.map(([number, firstName, surname, qualification, date], at) =>
        [number, firstName, surname, qualification, date, `Candidate ${String(at + 1)}`].join(','),
      ),
    ].join('\n');
    const file = testInfo.outputPath('twenty.csv');
    writeFileSync(file, csv);

    await signIn(
      { uid, email, password, staff: false, centreNumber: null, signInFrom: 0 },
      { redirect: paths.verifyBatch.getHref() },
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Check candidates’ certificates' }),
    ).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Choose a CSV file').setInputFiles(file);
    await page.getByRole('checkbox', { name: /consent or another lawful basis/ }).check();
    await page.getByRole('button', { name: 'Run the check of 20 rows' }).click();

    const rowOf = (reference: string) =>
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: reference, exact: true }) });
    await expect(
      page.getByText(
        'Valid: 13 · Under review: 1 · Replaced: 1 · Withdrawn: 1 · Details differ: 2 · No match: 2',
      ),
    ).toBeVisible();
    for (const [at, [, , , , , expected]] of rows.entries()) {
      await expect(rowOf(`Candidate ${String(at + 1)}`)).toContainText(expected);
    }
    const receipt = (await page.getByRole('link', { name: /\/receipt\// }).textContent()) ?? '';

    // The later certificate is withdrawn; a new check says so, the first receipt does not.
    await takeStatusSteps(admin.db, later.id, [
      { kind: 'request-withdrawal', reason: suspension },
      { kind: 'approve-withdrawal' },
    ]);
    const lines = csv.split('\n');
    writeFileSync(file, [lines[0], lines[16]].join('\n'));
    await page.getByRole('button', { name: 'Check another file' }).click();
    await page.getByLabel('Choose a CSV file').setInputFiles(file);
    await page.getByRole('checkbox', { name: /consent or another lawful basis/ }).check();
    await page.getByRole('button', { name: 'Run the check of 1 row' }).click();
    await expect(rowOf('Candidate 16')).toContainText('Withdrawn');

    await page.goto(receipt.trim());
    await expect(page.getByText(/^Bright Futures Agency checked 20 candidates on/)).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Certificate number' })
      .fill(later.details.certificateNumber ?? '');
    await page.getByRole('button', { name: 'Show this row' }).click();
    await expect(page.getByText(/the register said certificate .* was: Valid/)).toBeVisible();
  } finally {
    await admin.auth.deleteUser(uid);
    await admin.db.doc(`${collections.verifiers}/${uid}`).delete();
    await admin.db.doc(`${collections.batchQuota}/${uid}`).delete();
  }
});

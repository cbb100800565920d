import { randomInt, randomUUID } from 'node:crypto';

import { paths } from '../src/config/paths';
import { collections } from '../src/domain/collections';
import { chooseCentre } from './app-page';
import { expect, test } from './fixtures';
import { ensureCentre } from './register-data';

/**
 * Staff brought on and off by invitation (docs/decisions/028-invitations.md): an admin invites a centre's staff member
 * from the Staff screen; on the emulators the sign-in link is shown there, as no e-mail leaves
 * the machine. The invitee opens it in a browser of their own, confirms the address, sets a
 * password and lands in the dashboard, where they see their centre only. The admin removes them,
 * and their next request is refused.
 */

test('an admin invites a centre member, who joins and works, until the admin removes them', async ({
  page,
  browser,
  admin,
  staffAccount,
  signIn,
  seedCertificate,
}) => {
  test.setTimeout(120_000);
  // A centre of this test's own, so that the member's list holds exactly what the test puts there.
  const centreNumber = `7${randomInt(100_000, 999_999)}`;
  await ensureCentre(admin.db, centreNumber);
  const own = await seedCertificate({ firstName: 'Nkechi', centreNumber });
  await seedCertificate({ firstName: 'Bruno', centreNumber: '87602' });
  const email = `e2e-invitee-${randomUUID().slice(0, 12)}@larkfield.test`;
  const password = `Pw-${randomUUID()}`;

  const member = await browser.newContext();
  try {
    // The admin invites them to the centre's staff.
    await signIn(staffAccount, { redirect: paths.dashboard.staff.getHref() });
    await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail Address' }).fill(email);
    await chooseCentre(page, 'Centre', centreNumber);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Invitations waiting' }).getByText(email),
    ).toBeVisible();
    const link = await page
      .getByRole('link', { name: /\/emulator\/action\?/ })
      .getAttribute('href');
    expect(link).toContain('mode=signIn');

    // The invitee opens the link in a browser of their own, and joins.
    const memberPage = await member.newPage();
    await memberPage.goto(link ?? '');
    await expect(memberPage).toHaveURL(/\/staff\/accept/);
    await memberPage.getByRole('textbox', { name: 'E-mail Address' }).fill(email);
    await memberPage.getByRole('button', { name: 'Continue' }).click();
    await expect(
      memberPage.getByRole('heading', { name: 'You are invited to the staff' }),
    ).toBeVisible();
    await expect(memberPage.getByText('Centre staff')).toBeVisible();
    await expect(memberPage.getByText(staffAccount.email)).toBeVisible();
    await memberPage.getByLabel('New Password').fill(password);
    await memberPage.getByLabel('Confirm Password').fill(password);
    await memberPage.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(
      memberPage.getByRole('heading', { level: 1, name: 'Welcome to your Dashboard' }),
    ).toBeVisible();

    // They see their centre's learners only.
    await memberPage.goto(paths.dashboard.studentList.getHref());
    await expect(memberPage.getByText('Showing 1 certificate', { exact: true })).toBeVisible();
    await expect(
      memberPage.getByRole('button', { name: `View Details for Nkechi ${own.details.surname}` }),
    ).toBeVisible();

    // The admin finds them in the directory, a page at a time by address, and removes them.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Find by e-mail' }).fill(email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(`Centre ${centreNumber}`);
    await row.getByRole('button', { name: `Remove ${email}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove this person’s staff access?' })
      .getByRole('button', { name: 'Remove Access' })
      .click();
    await expect(page.getByText(`${email} no longer has staff access.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    // The member's next request is refused: the no-access page.
    await memberPage.reload();
    await expect(
      memberPage.getByRole('heading', { name: 'This account does not have staff access' }),
    ).toBeVisible();
  } finally {
    await member.close();
    const user = await admin.auth.getUserByEmail(email).catch(() => null);
    if (user) {
      await admin.auth.deleteUser(user.uid);
      await admin.db.collection(collections.staff).doc(user.uid).delete();
    }
    await admin.db.collection(collections.invitations).doc(email).delete();
  }
});

/** The Auth emulator's REST API, as anyone holding the public API key reaches it. */
function authApi(path: string, body: object): Promise<Response> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  return fetch(`http://${host}/${path}?key=any-public-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** The newest sign-in link the Auth emulator "sent" to an address. */
async function newestSignInLink(email: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const response = await fetch(`http://${host}/emulator/v1/projects/demo-larkfield/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const link = oobCodes.findLast(
    (code) => code.email === email && code.requestType === 'EMAIL_SIGNIN',
  );
  if (!link) throw new Error(`No sign-in link was sent to ${email}.`);
  return link.oobLink;
}

test('an account someone opened under the invitee’s address beforehand is closed, and the invitee joins through a fresh link', async ({
  page,
  browser,
  admin,
  staffAccount,
  signIn,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-invitee-${randomUUID().slice(0, 12)}@larkfield.test`;
  // A stranger who knows the address opens a password account under it first.
  const opened = await authApi('identitytoolkit.googleapis.com/v1/accounts:signUp', {
    email,
    password: 'strangers-password',
    returnSecureToken: true,
  });
  const { refreshToken } = (await opened.json()) as { refreshToken: string };

  const member = await browser.newContext();
  try {
    await signIn(staffAccount, { redirect: paths.dashboard.staff.getHref() });
    await page.getByRole('textbox', { name: 'E-mail Address' }).fill(email);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('admin');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();

    // The link lands in the stranger's account: the page closes it and sends a fresh link.
    const memberPage = await member.newPage();
    await memberPage.goto(await newestSignInLink(email));
    await memberPage.getByRole('textbox', { name: 'E-mail Address' }).fill(email);
    await memberPage.getByRole('button', { name: 'Continue' }).click();
    await expect(memberPage.getByRole('alert')).toContainText(
      `We have sent a new link to ${email}.`,
    );
    // Whatever session the stranger held ends with the account; their password opens nothing.
    const renewed = await authApi('securetoken.googleapis.com/v1/token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    expect(renewed.ok).toBe(false);

    // The fresh link makes an account nobody else had, and the invitee joins.
    await memberPage.goto(await newestSignInLink(email));
    await memberPage.getByRole('textbox', { name: 'E-mail Address' }).fill(email);
    await memberPage.getByRole('button', { name: 'Continue' }).click();
    await expect(
      memberPage.getByRole('heading', { name: 'You are invited to the staff' }),
    ).toBeVisible();
    await memberPage.getByLabel('New Password').fill('invitees-own-password');
    await memberPage.getByLabel('Confirm Password').fill('invitees-own-password');
    await memberPage.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(
      memberPage.getByRole('heading', { level: 1, name: 'Welcome to your Dashboard' }),
    ).toBeVisible();
    const strangerSignIn = await authApi(
      'identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
      { email, password: 'strangers-password', returnSecureToken: true },
    );
    expect(strangerSignIn.ok).toBe(false);
  } finally {
    await member.close();
    const user = await admin.auth.getUserByEmail(email).catch(() => null);
    if (user) {
      await admin.auth.deleteUser(user.uid);
      await admin.db.collection(collections.staff).doc(user.uid).delete();
    }
    await admin.db.collection(collections.invitations).doc(email).delete();
  }
});

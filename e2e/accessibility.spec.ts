import { paths } from '../src/config/paths';
import { expectNoSeriousViolations, waitForHydration } from './accessibility-helpers';
import { staffRoutes } from './accessibility-routes';
import { expect, submitLoginForm, test } from './fixtures';
import { uniqueSurname } from './register-data';

/**
 * axe (WCAG 2.2 A and AA rules) on every staff screen, signed in as staff, in each state a
 * member of staff meets: loaded, with a dialog or calendar open, after an error, with no
 * results; and on the login and no-access pages. Public pages are scanned in
 * public-routes.spec.ts, and Verification Review in each state of its journey (review.spec.ts).
 * No serious or critical violation is allowed anywhere.
 */

// Several states a test, each scanned, on screens that load their data from the emulator.
test.describe.configure({ timeout: 90_000 });

function route(path: string) {
  const found = staffRoutes.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`No staff route ${path}`);
  return found;
}

test('dashboard home, once loaded', async ({ page, staffAccount, signIn, seedCertificate }) => {
  await seedCertificate();
  await signIn(staffAccount, { redirect: paths.dashboard.root.getHref() });
  await route(paths.dashboard.root.getHref()).loaded(page);
  await expect(page.getByText('Loading dashboard data...')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'dashboard home');
});

// The form on its own page is checked without these states in add-certificate.spec.ts.
for (const href of [paths.dashboard.addCertificate.getHref()]) {
  test(`Add Certificate at ${href}: loaded, calendar open, after a validation error`, async ({
    page,
    staffAccount,
    signIn,
  }) => {
    await signIn(staffAccount, { redirect: href });
    await route(href).loaded(page);
    await expectNoSeriousViolations(page, 'Add Certificate, loaded');

    await page.getByRole('textbox', { name: 'Awarded Date' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose awarded date' });
    await expect(calendar).toBeVisible();
    await expectNoSeriousViolations(page, 'Add Certificate, calendar open');
    await calendar.getByRole('button', { name: 'Close' }).click();
    await expect(calendar).toBeHidden();

    // Nothing typed in the required names: the form refuses and says why, by each field.
    await page.getByRole('button', { name: 'Add Certificate' }).click();
    const firstName = page.getByRole('textbox', { name: 'First Name' });
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(/Enter the learner's first name/);
    await expect(firstName).toBeFocused();
    await expectNoSeriousViolations(page, 'Add Certificate, validation error');
  });
}

test('Student List: loaded, Edit Student Details open, a search with no results', async ({
  page,
  staffAccount,
  signIn,
  seedCertificate,
}) => {
  const { details } = await seedCertificate({ firstName: 'Rhiannon' });
  await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
  await route(paths.dashboard.studentList.getHref()).loaded(page);
  await expectNoSeriousViolations(page, 'Student List, loaded');

  await page.getByRole('searchbox', { name: 'Search records' }).fill(details.certificateNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Showing 1 certificate', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `View Details for Rhiannon ${details.surname}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Student Details' });
  await expect(dialog.getByRole('textbox', { name: 'Surname' })).toHaveValue(details.surname);
  await expectNoSeriousViolations(page, 'Student List, Edit Student Details open');

  // A required field left empty: the error is read with the field, which takes focus.
  const surname = dialog.getByRole('textbox', { name: 'Surname' });
  await surname.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(surname).toBeFocused();
  await expect(surname).toHaveAttribute('aria-invalid', 'true');
  await expect(surname).toHaveAccessibleDescription(/surname/i);
  await expectNoSeriousViolations(page, 'Student List, Edit Student Details with an error');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const nobody = uniqueSurname('Zyxwv');
  await page.getByRole('searchbox', { name: 'Search records' }).fill(nobody);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`No certificates match “${nobody}”.`)).toBeVisible();
  await expectNoSeriousViolations(page, 'Student List, no results');
});

test('the no-access page, for an account without staff access', async ({
  page,
  plainAccount,
  signIn,
}) => {
  await signIn(plainAccount, { redirect: paths.dashboard.root.getHref() });
  await expect(
    page.getByRole('heading', { level: 1, name: 'This account does not have staff access' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'no staff access');
});

test('/login: idle, and with a Login failed message', async ({ page, staffAccount }) => {
  await page.goto(paths.login.getHref());
  await waitForHydration(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Login to Your Account' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'login, idle');

  await submitLoginForm(page, { email: staffAccount.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText('Login failed: ');
  await expectNoSeriousViolations(page, 'login, failed');
});

test('Activity: loaded, and with no matching events', async ({ page, staffAccount, signIn }) => {
  const href = paths.dashboard.activity.getHref();
  await signIn(staffAccount, { redirect: href });
  await route(href).loaded(page);
  await expectNoSeriousViolations(page, 'Activity, loaded');

  await page.getByRole('combobox', { name: 'Staff member' }).fill(staffAccount.email);
  await page.getByRole('combobox', { name: 'Action' }).selectOption('staff.removed');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No activity matches these filters.')).toBeVisible();
  await expectNoSeriousViolations(page, 'Activity, nothing matching');
});

test('Staff and Centres: the centre picker with its suggestions open, and a search of the centres', async ({
  page,
  staffAccount,
  signIn,
}) => {
  const staff = paths.dashboard.staff.getHref();
  await signIn(staffAccount, { redirect: staff });
  await route(staff).loaded(page);
  const centre = page.getByRole('combobox', { name: 'Filter by centre' });
  await centre.fill('8');
  await expect(page.getByRole('listbox', { name: 'Filter by centre: suggestions' })).toBeVisible();
  await expect(centre).toHaveAttribute('aria-expanded', 'true');
  await centre.press('ArrowDown');
  await expect(centre).toHaveAttribute('aria-activedescendant', /.+/);
  await expectNoSeriousViolations(page, 'Staff, centre suggestions open');

  const centres = paths.dashboard.centres.getHref();
  await page.goto(centres);
  await route(centres).loaded(page);
  await page.getByRole('searchbox', { name: 'Find a centre' }).fill('Larkfield');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/^\d+ centres? match(es)? ‘Larkfield’$/)).toBeVisible();
  await expectNoSeriousViolations(page, 'Centres, a search');
});

import { randomInt } from 'node:crypto';

import type { Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import { expectNoViolations } from './accessibility-helpers';
import { expect, test } from './fixtures';

/**
 * The dashboard home against the emulators, and the whole life of a new certificate: added
 * through the form (calendar included), shown in Recent Activity, counted, and verified on the
 * public page. Other specs write to the same database at the same time, so figures are compared
 * as "at least one more", never as exact totals, and no seeded certificate is removed meanwhile
 * (the registerTotals fixture).
 */

const FIGURES = [
  'Total Certificates',
  'Total Students',
  'Recent (7 days)',
  'Failed Verification Attempts',
] as const;
type Figure = (typeof FIGURES)[number];

async function openDashboard(page: Page) {
  await page.goto(paths.dashboard.root.getHref());
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to your Dashboard' }),
  ).toBeVisible();
}

async function figure(page: Page, label: Figure): Promise<number> {
  const value = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  return Number((await value.textContent())?.replace(/,/g, ''));
}

async function figures(page: Page): Promise<Record<Figure, number>> {
  const entries = await Promise.all(
    FIGURES.map(async (label) => [label, await figure(page, label)] as const),
  );
  return Object.fromEntries(entries) as Record<Figure, number>;
}

test('the dashboard shows its banner, figures, quick actions, activity and status', async ({
  page,
  staffAccount,
  signIn,
}) => {
  // It visits every quick action and comes back each time.
  test.setTimeout(60_000);
  await signIn(staffAccount, { redirect: paths.dashboard.root.getHref() });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to your Dashboard' }),
  ).toBeVisible();
  await expect(
    page.getByText('Manage certificates, verify authenticity, and track student records.'),
  ).toBeVisible();
  for (const label of FIGURES) {
    expect(await figure(page, label)).toBeGreaterThanOrEqual(0);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Recent Activity' })).toBeVisible();
  const status = page.getByRole('region', { name: 'System Status' });
  for (const indicator of [
    'Database Connected',
    'Authentication Active',
    'Certificate Verification Online',
  ]) {
    await expect(status.getByText(indicator)).toBeVisible();
  }
  await expect(page.getByText('Could not load dashboard data')).toHaveCount(0);

  const actions = page.getByRole('region', { name: 'Quick Actions' });
  const targets = [
    [/^Add Certificate/, 'Add Certificate', paths.dashboard.addCertificate.getHref()],
    [/^Verify Certificate/, 'Verify a Certificate', paths.dashboard.verify.getHref()],
    [/^Student List/, 'Student List', paths.dashboard.studentList.getHref()],
    [/Review flagged certificates/, 'Verification Review', paths.dashboard.review.getHref()],
  ] as const;
  for (const [name, heading, href] of targets) {
    await actions.getByRole('link', { name }).click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await openDashboard(page);
  }

  await expectNoViolations(page, 'dashboard home');
});

test('a certificate added with the form appears in Recent Activity, moves the counts and verifies', async ({
  page,
  staffAccount,
  signIn,
  registerTotals: _holdsTotals,
}) => {
  // A surname no other test uses, so the rows and the verification are this test's own.
  const surname = `Fairbairn-${randomInt(100_000, 999_999)}`;
  const course = 'Larkfield Level 3 Award in Education and Training (RQF)';

  await signIn(staffAccount, { redirect: paths.dashboard.root.getHref() });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to your Dashboard' }),
  ).toBeVisible();
  const before = await figures(page);

  await page
    .getByRole('region', { name: 'Quick Actions' })
    .getByRole('link', { name: /^Add Certificate/ })
    .click();
  const certificateInput = page.getByRole('textbox', { name: 'Certificate Number' });
  const studentInput = page.getByRole('textbox', { name: 'Student Number' });
  await expect(certificateInput).toHaveValue(/^0865\d{5}$/);

  await page.getByRole('textbox', { name: 'First Name' }).fill('Eilidh');
  await page.getByRole('textbox', { name: 'Surname' }).fill(surname);
  await page.getByRole('combobox', { name: 'Course Name' }).fill(course);

  // The calendar: year and month pickers, then a day.
  await page.getByRole('textbox', { name: 'Awarded Date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose awarded date' });
  await calendar.getByRole('combobox', { name: 'Year' }).selectOption('2024');
  await calendar.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
  await calendar.getByRole('button', { name: 'Tuesday 12 March 2024' }).click();
  await expect(calendar).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Awarded Date' })).toHaveValue('12 March 2024');
  await expect(certificateInput).toHaveValue(/^086524\d{3}$/);

  await page.getByRole('textbox', { name: 'Birth Year' }).fill('95');
  await expect(studentInput).toHaveValue(/^Q9524\d{3}$/);
  const certificateNumber = await certificateInput.inputValue();

  await page.getByRole('button', { name: 'Add Certificate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Certificate added!' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('');

  await openDashboard(page);
  const row = page
    .getByRole('region', { name: 'Recent Activity' })
    .getByRole('listitem')
    .filter({ hasText: `Certificate #${certificateNumber}` });
  await expect(row).toContainText(`Eilidh ${surname}`);
  await expect(row).toContainText(course);
  await expect(row.locator('time')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);

  const after = await figures(page);
  expect(after['Total Certificates']).toBeGreaterThanOrEqual(before['Total Certificates'] + 1);
  expect(after['Total Students']).toBeGreaterThanOrEqual(before['Total Students'] + 1);
  expect(after['Recent (7 days)']).toBeGreaterThanOrEqual(before['Recent (7 days)'] + 1);

  // The public page, as an employer would use it.
  await page.goto(paths.verify.getHref());
  await page.getByRole('textbox', { name: 'Certificate Number' }).fill(certificateNumber);
  await page.getByRole('textbox', { name: /First Name/ }).fill('eilidh');
  await page.getByRole('textbox', { name: /Surname/ }).fill(surname.toUpperCase());
  await page.getByRole('button', { name: 'Verify Certificate' }).click();
  const verified = page.getByRole('region', { name: 'Certificate Verified Successfully!' });
  await expect(verified).toBeVisible();
  await expect(verified).toContainText(`Eilidh ${surname}`);
  await expect(verified).toContainText(certificateNumber);
  await expect(verified).toContainText('12 March 2024');
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import { expect } from './fixtures';

/**
 * What the accessibility specs share: the axe run, the page-structure checks, and the staff
 * screens with what "loaded" means on each. The records those screens need come from the
 * register fixtures in fixtures.ts.
 */

/**
 * The axe rules every check runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA (the standard the
 * Accessibility Statement claims), and axe's best practices as well.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page as it stands, one line each: serious and critical ones only, unless `everyImpact`. */
export async function axeViolations(
  page: Page,
  { everyImpact = false }: { everyImpact?: boolean } = {},
): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter(
      (violation) =>
        everyImpact || violation.impact === 'serious' || violation.impact === 'critical',
    )
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

export async function expectNoSeriousViolations(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

/** Not even a minor or moderate violation. */
export async function expectNoViolations(page: Page, state: string) {
  expect(await axeViolations(page, { everyImpact: true }), state).toEqual([]);
}

/** The levels of the headings a screen reader would list, in document order. */
export function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('h1, h2, h3, h4, h5, h6, [role="heading"]')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"]'))
        .map((element) =>
          element.getAttribute('role') === 'heading'
            ? Number(element.getAttribute('aria-level') ?? 2)
            : Number(element.tagName.slice(1)),
        ),
    );
}

/** One h1, first; no heading more than one level below the one before it. */
export async function expectHeadingsInOrder(page: Page, where: string) {
  const levels = await headingLevels(page);
  expect(
    levels.filter((level) => level === 1),
    `${where}: one h1 (${levels})`,
  ).toHaveLength(1);
  expect(levels[0], `${where}: the h1 comes first (${levels})`).toBe(1);
  const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
  expect(skips, `${where}: no skipped levels (${levels})`).toEqual([]);
}

/** How far the page scrolls sideways; 0 when it fits the window. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * The boxes inside the page's main content that scroll on their own (a table in a scrolling
 * region, a list with a height of its own), each as its tag and accessible label or class.
 */
export function scrollBoxes(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) =>
    [main, ...Array.from(main.querySelectorAll('*'))]
      .filter((element) => {
        const style = getComputedStyle(element);
        const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
        return (
          (scrolls(style.overflowX) && element.scrollWidth > element.clientWidth) ||
          (scrolls(style.overflowY) && element.scrollHeight > element.clientHeight)
        );
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.className}`,
      ),
  );
}

export { waitForHydration } from './app-page';

/** A screen's primary action: a button, link or tab with this accessible name. */
export type Action = RegExp;

/** The primary action within the page's main content. */
export function primaryAction(page: Page, name: Action) {
  const main = page.getByRole('main');
  return main
    .getByRole('button', { name })
    .or(main.getByRole('link', { name }))
    .or(main.getByRole('tab', { name }))
    .first();
}

/** Every public route, each with a screen's primary action where it has one. */
export const publicRoutes: { path: string; action?: Action }[] = [
  { path: '/', action: /^Search$/ },
  { path: '/about' },
  { path: '/centres', action: /^Apply Now$/ },
  { path: '/learners' },
  { path: '/qualifications', action: /^Reset Filters$/ },
  { path: paths.qualification.getHref('level-1-award-business-administration') },
  { path: '/resources' },
  { path: '/pricing', action: /^Request a Custom Quote$/ },
  { path: '/businesses', action: /^Enquire Now$/ },
  { path: '/support-hub', action: /^Submit a Support Ticket$/ },
  { path: '/join', action: /^Register$/ },
  { path: '/login', action: /^Login$/ },
  { path: '/verify-certificate', action: /^Verify Certificate$/ },
  { path: paths.news.getHref('ai-ethics-qualification') },
  { path: '/terms' },
  { path: '/privacy' },
  { path: '/cookies' },
  { path: '/accessibility' },
  { path: '/no-such-page' },
];

type StaffRoute = {
  path: string;
  /** Null for a screen that only shows something (the staff directory). */
  action: Action | null;
  /** Resolves once the screen has finished loading its data. */
  loaded: (page: Page) => Promise<void>;
};

// The first queries of a run wait for the emulator to warm up.
const firstLoad = { timeout: 30_000 };

async function numbersGenerated(page: Page) {
  await expect(page.getByRole('textbox', { name: 'Certificate Number' })).toHaveValue(
    /^0865\d{5}$/,
    firstLoad,
  );
  await expect(page.getByRole('textbox', { name: 'Student Number' })).toHaveValue(/^Q\d{7}$/);
}

/** Every guarded route, with what shows it has loaded. */
export const staffRoutes: StaffRoute[] = [
  {
    path: paths.dashboard.root.getHref(),
    action: /Add Certificate/,
    loaded: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to your Dashboard' }),
      ).toBeVisible(firstLoad);
    },
  },
  {
    path: paths.dashboard.addCertificate.getHref(),
    action: /^Add Certificate$/,
    loaded: numbersGenerated,
  },
  {
    path: paths.addCertificate.getHref(),
    action: /^Add Certificate$/,
    loaded: numbersGenerated,
  },
  {
    path: paths.dashboard.studentList.getHref(),
    action: /^Search$/,
    loaded: async (page) => {
      await expect(
        page.getByText(/^(Showing \d+ certificates?|No certificates have been recorded yet\.)$/),
      ).toBeVisible(firstLoad);
    },
  },
  {
    path: paths.dashboard.review.getHref(),
    action: /^Suspicious Verifications/,
    loaded: async (page) => {
      await expect(page.getByRole('tab', { name: /^Failed Verifications \(\d+\)$/ })).toBeVisible(
        firstLoad,
      );
      await expect(page.getByText('Loading attempts...')).toHaveCount(0, firstLoad);
    },
  },
  {
    path: paths.dashboard.verify.getHref(),
    action: /^Verify Certificate$/,
    loaded: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Verify a Certificate' }),
      ).toBeVisible();
    },
  },
  {
    path: paths.dashboard.centres.getHref(),
    action: /^Add Centre$/,
    loaded: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Approved Centres' })).toBeVisible(
        firstLoad,
      );
      await expect(page.getByText('…', { exact: true })).toHaveCount(0, firstLoad);
    },
  },
  {
    path: paths.dashboard.staff.getHref(),
    action: null,
    loaded: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Staff Directory' })).toBeVisible(
        firstLoad,
      );
    },
  },
  {
    path: paths.dashboard.activity.getHref(),
    action: /^Apply filters$/,
    loaded: async (page) => {
      await expect(
        page.getByText(/^(Showing \d+ events?, newest first|Nothing has been recorded yet\.)$/),
      ).toBeVisible(firstLoad);
    },
  },
];

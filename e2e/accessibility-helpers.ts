import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import type { Action } from './accessibility-routes';
import { expect } from './fixtures';

/**
 * What the accessibility specs share: the axe run and the page-structure and layout checks. The
 * routes they visit are in accessibility-routes.ts.
 */

/**
 * The axe rules every check runs: WCAG 2.0, 2.1 and 2.2 at levels A and AA (the standard the
 * Accessibility Statement claims), and axe's best practices as well.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page as it stands, one line each: serious and critical ones only, unless `everyImpact`. */
async function axeViolations(
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

/** The primary action within the page's main content. */
function primaryAction(page: Page, name: Action) {
  const main = page.getByRole('main');
  return main
    .getByRole('button', { name })
    .or(main.getByRole('link', { name }))
    .or(main.getByRole('tab', { name }))
    .first();
}

/** The element is on screen, inside the window's width, and not covered by anything. */
async function expectUsable(target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  await expect(target, what).toBeInViewport();
  const fits = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + Math.min(box.height / 2, 10);
    const top = document.elementFromPoint(x, y);
    return {
      inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
      uncovered: top !== null && (element === top || element.contains(top)),
    };
  });
  expect(fits, what).toEqual({ inside: true, uncovered: true });
  await expect(target, what).toBeEnabled();
}

/** A 1280 × 800 window at 200% zoom lays out as 640 × 400 CSS pixels. */
const ZOOMED = { width: 640, height: 400 };
/** The narrowest screen content must reflow to without scrolling sideways (WCAG 1.4.10). */
export const NARROW = { width: 320, height: 640 };

/**
 * The page at 320 px (reflow) and at 200% zoom (zoom is a desktop browser setting; the pixel
 * ratio it also doubles changes no layout): nothing scrolls sideways at either size, and at 200%
 * zoom its heading, and its primary action if it has one, can be used. Leaves the window at 320 px.
 */
export async function expectReflowAndZoom(page: Page, path: string, action?: Action | null) {
  await page.setViewportSize(NARROW);
  await expect(page.getByRole('heading', { level: 1 }), `${path} at 320 px`).toBeVisible();
  expect(await horizontalOverflow(page), `${path} at 320 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize(ZOOMED);
  await expectUsable(page.getByRole('heading', { level: 1 }), `${path} h1 at 200% zoom`);
  if (action) await expectUsable(primaryAction(page, action), `${path} primary action`);
  expect(await horizontalOverflow(page), `${path} at 200% zoom`).toBeLessThanOrEqual(0);
  await page.setViewportSize(NARROW);
}

import type { Locator, Page } from '@playwright/test';

import { paths } from '../src/config/paths';
import {
  expectHeadingsInOrder,
  expectNoSeriousViolations,
  expectReflowAndZoom,
  horizontalOverflow,
  NARROW,
  scrollBoxes,
  waitForHydration,
} from './accessibility-helpers';
import { staffRoutes } from './accessibility-routes';
import { expect, submitLoginForm, test, type TestAccount } from './fixtures';

/**
 * What axe cannot see: the heading outline of every route, reflow at 320 px, 200% zoom,
 * keyboard order with a visible focus indicator, and errors tied to their fields; and axe on
 * the staff screens laid out for a phone. Each check runs once, in the desktop project, in a
 * window of the size it is about.
 */

async function visitStaffRoutes(
  page: Page,
  account: TestAccount,
  signIn: (account: TestAccount, options: { redirect: string }) => Promise<void>,
  check: (path: string) => Promise<void>,
) {
  // Every staff screen in turn, each loading its data.
  test.setTimeout(120_000);
  const [first, ...rest] = staffRoutes;
  await signIn(account, { redirect: first!.path });
  for (const route of [first!, ...rest]) {
    if (route !== first) await page.goto(route.path);
    await route.loaded(page);
    await check(route.path);
  }
}

/** Runs the describe block's tests in one browser project only. */
function onlyIn(project: 'desktop' | 'phone', why: string) {
  // eslint-disable-next-line no-empty-pattern
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== project, why);
  });
}

// Each staff route is loaded once and laid out at both sizes: 320 px (reflow), and 640 × 400 CSS
// pixels, which is what a 1280 × 800 window shows at 200% zoom. The public routes get the same
// checks on their one visit in public-routes.spec.ts.
test.describe('at 320 px wide and at 200% zoom', () => {
  test.use({ viewport: NARROW });
  onlyIn('desktop', 'Run once, in a window set to each size.');

  // The outline of headings is the same at every size, so it is checked on this one visit of
  // each staff route (the public routes' on each route's own visit, public-routes.spec.ts).
  test('no staff route scrolls sideways, each passes axe laid out for a phone, has one h1 and no skipped heading level, and keeps its heading and primary action usable at 200% zoom', async ({
    page,
    staffAccount,
    signIn,
  }) => {
    await visitStaffRoutes(page, staffAccount, signIn, async (path) => {
      await expectHeadingsInOrder(page, path);
      await expectNoSeriousViolations(page, `${path} at 320 px`);
      const route = staffRoutes.find((candidate) => candidate.path === path)!;
      await expectReflowAndZoom(page, path, route.action);
    });

    // The dashboard's own menu, opened as on a phone.
    const toggle = page.getByRole('button', { name: 'Dashboard menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousViolations(page, 'dashboard menu open at 320 px');
  });

  test('the Student List, Review Certificates and Activity fit the phone, with no box that scrolls inside the page', async ({
    page,
    staffAccount,
    signIn,
    seedCertificate,
    seedAttempts,
  }) => {
    test.setTimeout(60_000);
    const { details } = await seedCertificate();
    await seedAttempts();
    await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
    // One card per learner, with the learner's name as its heading and its own actions.
    const cards = page.getByRole('list', { name: 'Certificates, newest first' });
    await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table')).toHaveCount(0);
    const name = `${details.firstName} ${details.surname}`;
    const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText(details.certificateNumber);
    await expect(card).toContainText(details.studentNumber);
    const view = card.getByRole('button', { name: `View Details for ${name}` });
    await view.scrollIntoViewIfNeeded();
    await expect(view).toBeInViewport({ ratio: 1 });

    for (const [path, loaded] of [
      [paths.dashboard.studentList.getHref(), cards.getByRole('listitem').first()],
      [paths.dashboard.review.getHref(), page.getByRole('list', { name: /verification attempts/ })],
      [paths.dashboard.activity.getHref(), page.getByRole('list', { name: /^Every event/ })],
    ] as const) {
      if (path !== paths.dashboard.studentList.getHref()) await page.goto(path);
      await expect(loaded).toBeVisible({ timeout: 30_000 });
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      expect(await scrollBoxes(page), path).toEqual([]);
    }
  });
});

type Focused = {
  name: string;
  /** How focus shows: an outline of at least 2 px, or a box shadow; '' for neither. */
  indicator: string;
  /** Contrast of an outline with what it is drawn on (WCAG 1.4.11 asks for 3:1). */
  contrast: number | null;
  /** What the outline is drawn on, for the failure message. */
  surround: string;
};

/** A name for the focused element, as a screen reader would give it (near enough). */
function describeFocus(page: Page): Promise<Focused> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { name: '', indicator: '', contrast: null, surround: '' };
    }
    // Colours fade in (transition-colors covers the outline): judge the focus style it settles on.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));

    // Any CSS colour (the theme mixes hex and oklch) as sRGB, through a canvas.
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!;
    const rgba = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const linear = (value: number) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    // The outline sits just outside the element, on its nearest painted ancestor.
    let behind = { r: 255, g: 255, b: 255, a: 1 };
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const colour = rgba(getComputedStyle(parent).backgroundColor);
      if (colour.a > 0.5) {
        behind = colour;
        break;
      }
    }

    const input = element as HTMLInputElement;
    const name = (
      element.getAttribute('aria-label') ??
      input.labels?.[0]?.textContent ??
      element.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .replace(/ \*$/, '')
      .trim();
    const style = getComputedStyle(element);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const outline = hasOutline
      ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      : '';
    const shadow = style.boxShadow !== 'none' ? `shadow ${style.boxShadow}` : '';
    const [lighter, darker] = [luminance(rgba(style.outlineColor)), luminance(behind)].sort(
      (a, b) => b - a,
    ) as [number, number];
    const contrast = hasOutline ? (lighter + 0.05) / (darker + 0.05) : null;
    const surround = `rgba(${behind.r}, ${behind.g}, ${behind.b}, ${behind.a})`;
    return { name, indicator: outline || shadow, contrast, surround };
  });
}

/** Every stop shows focus, and an outline stands out from what is around it. */
function expectVisibleFocus(stops: Focused[]) {
  for (const stop of stops) {
    expect(stop.indicator, `focus shown on ${stop.name}`).not.toBe('');
    if (stop.contrast !== null) {
      expect(
        stop.contrast,
        `focus outline on ${stop.name}: ${stop.indicator} on ${stop.surround}`,
      ).toBeGreaterThanOrEqual(3);
    }
  }
}

/** Tabs from the top of the page to the footer, noting each stop and how it shows focus. */
async function tabThrough(page: Page, stopAt: RegExp): Promise<Focused[]> {
  await page.locator('body').focus();
  const stops: Focused[] = [];
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await describeFocus(page);
    stops.push(focused);
    if (stopAt.test(focused.name)) break;
  }
  return stops;
}

function expectInOrder(stops: Focused[], expected: string[]) {
  const names = stops.map((stop) => stop.name);
  // The form's controls follow one another, with nothing in between.
  const start = names.findIndex((_, index) =>
    expected.every((want, offset) => names[index + offset] === want),
  );
  expect(start, `${expected.join(', ')} in turn, in: ${names.join(', ')}`).toBeGreaterThanOrEqual(
    0,
  );
}

/**
 * WCAG 2.4.11: moving back up a page with Shift+Tab from the footer, no focused control is
 * covered, even in part, by the sticky header.
 */
async function expectFocusClearOfHeader(page: Page, where: string) {
  // Instant scrolling, so each position is final when it is measured.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByRole('contentinfo').getByRole('link').last().focus();
  let checked = 0;
  for (let step = 0; step < 150; step += 1) {
    await page.keyboard.press('Shift+Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement;
      const header = document.querySelector('header');
      if (!element || element === document.body || !header || header.contains(element)) {
        return null;
      }
      const box = element.getBoundingClientRect();
      const bar = header.getBoundingClientRect();
      const name = (
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        ''
      ).trim();
      return { name: name.slice(0, 60), covered: Math.max(0, bar.bottom - box.top) };
    });
    // Reaching the header (or the top of the page) ends the walk.
    if (!focus) break;
    expect(focus.covered, `${where}: "${focus.name}" under the header`).toBe(0);
    checked += 1;
  }
  // A walk that never left the footer's last link checked nothing.
  expect(checked, `${where}: focus steps checked`).toBeGreaterThan(0);
}

test.describe('keyboard', () => {
  onlyIn('desktop', 'Tab order is checked with a keyboard.');

  test('Tab reaches every control of the verification form in order, each visibly focused', async ({
    page,
  }) => {
    await page.goto(paths.verify.getHref());
    await waitForHydration(page);
    const stops = await tabThrough(page, /^Privacy/);
    expect(stops[0]?.name).toBe('Skip to main content');
    expectInOrder(stops, [
      'Certificate Number',
      'Student Number',
      'First Name',
      'Surname',
      'Verify Certificate',
    ]);
    expectVisibleFocus(stops);
  });

  test('Tab reaches every control of the login form in order, each visibly focused', async ({
    page,
  }) => {
    await page.goto(paths.login.getHref());
    await waitForHydration(page);
    const stops = await tabThrough(page, /^Privacy/);
    expectInOrder(stops, [
      'Email Address / Username',
      'Password',
      'Remember Me',
      'Forgot Password?',
      'Login',
      'Register',
    ]);
    expectVisibleFocus(stops);
  });

  // Focus is kept clear of the header by one rule of the site's style (scroll-padding-top in
  // src/styles.css), so the walk is made once for each header: on the catalogue, the public page
  // with the most controls, and on the Student List, the staff screen with the most.
  test('Shift+Tab up a public page never leaves focus under the sticky header', async ({
    page,
  }) => {
    await page.goto('/qualifications');
    await waitForHydration(page);
    await expectFocusClearOfHeader(page, '/qualifications');
  });

  test('Shift+Tab up a staff screen never leaves focus under the sticky header', async ({
    page,
    staffAccount,
    signIn,
  }) => {
    await signIn(staffAccount, { redirect: paths.dashboard.studentList.getHref() });
    await staffRoutes
      .find((route) => route.path === paths.dashboard.studentList.getHref())!
      .loaded(page);
    await expectFocusClearOfHeader(page, paths.dashboard.studentList.getHref());
  });
});

/** The field is marked invalid and described by text that contains the error. */
async function expectErrorTiedTo(field: Locator, error: RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const page = field.page();
  const texts = await Promise.all(
    ids.map((id) => page.locator(`[id="${id}"]`).textContent({ timeout: 1000 })),
  );
  expect(texts.join(' | ')).toMatch(error);
  await expect(field).toHaveAccessibleDescription(error);
}

test.describe('form errors', () => {
  onlyIn('desktop', 'The same markup at every size.');

  test('the verification form ties each error to its field and focuses the first', async ({
    page,
  }) => {
    await page.goto(paths.verify.getHref());
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Verify Certificate' }).click();
    const certificate = page.getByRole('textbox', { name: 'Certificate Number' });
    await expect(certificate).toBeFocused();
    await expectErrorTiedTo(certificate, /Enter a certificate number or a student number/);
    await expectErrorTiedTo(page.getByRole('textbox', { name: /First Name/ }), /first name/i);
    await expectErrorTiedTo(page.getByRole('textbox', { name: /Surname/ }), /surname/i);
  });

  test('the login form ties its errors to its fields', async ({ page }) => {
    await page.goto(paths.login.getHref());
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const email = page.getByRole('textbox', { name: 'Email Address / Username' });
    await expect(email).toBeFocused();
    await expectErrorTiedTo(email, /Enter your e-mail address/);

    // A refused sign-in is about both fields.
    await submitLoginForm(page, { email: 'nobody@larkfield.test', password: 'not-a-password' });
    await expect(page.getByRole('alert')).toContainText('Login failed: ');
    await expectErrorTiedTo(email, /Login failed: The e-mail address or password is incorrect/);
    await expectErrorTiedTo(
      page.getByRole('textbox', { name: 'Password', exact: true }),
      /Login failed: The e-mail address or password is incorrect/,
    );
  });
});

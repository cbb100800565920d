import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over a pre-rendered page. What a visitor does before then is
 * tested on its own (e2e/before-the-app.spec.ts); journeys about something else start after it,
 * so that they test one thing.
 */
export async function waitForHydration(page: Page) {
  // The page's heading (or the main landmark) is the app's once React has committed the page
  // it belongs to, not merely rendered it: the page's effects have run and its handlers answer.
  // A node React has only rendered belongs to a tree that is not yet the root's current one.
  await page.waitForFunction(() => {
    const node = document.querySelector('main h1') ?? document.querySelector('main');
    const key = node && Object.keys(node).find((name) => name.startsWith('__reactFiber$'));
    if (!node || !key) return false;
    type Fiber = { alternate: Fiber | null; return: Fiber | null; tag: number; stateNode: unknown };
    let fiber = (node as unknown as Record<string, Fiber>)[key]!;
    if (fiber.alternate) return true;
    while (fiber.return) fiber = fiber.return;
    const hostRoot = 3;
    return fiber.tag === hostRoot && (fiber.stateNode as { current: Fiber }).current === fiber;
  });
}

/** Fills in and submits the login form on the current page, once the app has it. */
export async function submitLoginForm(
  page: Page,
  account: { email: string; password: string; signInFrom?: number },
  { remember = false }: { remember?: boolean } = {},
) {
  await waitForHydration(page);
  // A session is given staff access only from the second after the access was given.
  const wait = (account.signInFrom ?? 0) - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.getByLabel('Email Address / Username').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: 'Remember Me' }).setChecked(remember);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * Chooses a centre with the centre picker labelled `label` (components/centre-picker.tsx), as an
 * admin does: types its number and takes the suggestion.
 */
export async function chooseCentre(page: Page, label: string, centreNumber: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(centreNumber);
  await page.getByRole('option', { name: new RegExp(`^${centreNumber} `) }).click();
  await expect(box).toHaveValue(centreNumber);
}

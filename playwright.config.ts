import { defineConfig, devices } from '@playwright/test';

import { findChromium, systemChromiumProbes } from './scripts/lib/build/chromium';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// A build other than dist/ (for example one pointed at emulators on other ports).
const distDir = process.env.E2E_DIST;

// CHROMIUM_PATH, Debian's Chromium or the one Playwright installed, as `npm test`'s preflight
// found it; nothing here downloads a browser. With none, Playwright says what it misses.
const chromium = findChromium(systemChromiumProbes());
const executablePath = chromium.found ? chromium.path : undefined;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const launchOptions = {
  executablePath,
  args: [
    ...(isRoot ? ['--no-sandbox'] : []),
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions },
    },
    {
      name: 'phone',
      // Visitors arrive on phones: the journeys tagged PHONE (e2e/tags.ts) run again at a
      // phone's size and with touch. Staff screens are checked at 320 px on desktop as well.
      grep: /@phone/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
  ],
  webServer: {
    // The production build, served as Firebase Hosting will serve it (scripts/preview.ts).
    command: `npx tsx scripts/preview.ts --host 127.0.0.1 --port ${port}${distDir ? ` --dist ${distDir}` : ''}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

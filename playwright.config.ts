import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// A build other than dist/ (for example one pointed at emulators on other ports).
const distDir = process.env.E2E_DIST;

// Debian's Chromium; nothing here downloads a browser.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
    trace: 'retain-on-failure',
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
    // The production build, served as it will be in production.
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort${distDir ? ` --outDir ${distDir}` : ''}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';

import type * as PlaywrightTest from '@playwright/test';

/**
 * Which Chromium the end-to-end tests and Lighthouse run in, in this order: the one CHROMIUM_PATH
 * names; Debian's (/usr/bin/chromium); the one `npx playwright install chromium` put in
 * Playwright's own folder (~/.cache/ms-playwright, or PLAYWRIGHT_BROWSERS_PATH). Nothing here
 * downloads a browser. The preflight of `npm test` and playwright.config.ts both ask this.
 */

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

type ChromiumSource = 'CHROMIUM_PATH' | 'Debian' | 'Playwright';

export type ChromiumProbes = {
  chromiumPath: string | undefined;
  isExecutable: (file: string) => boolean;
  /** Where this version of Playwright keeps the Chromium it installs (there or not). */
  playwrightChromium: () => string;
};

type ChromiumLookup =
  { found: true; path: string; source: ChromiumSource } | { found: false; problem: string };

export const INSTALL_CHROMIUM =
  "install Debian's with `apt-get install chromium` (Debian and Ubuntu, as root), or Playwright's own with `npx playwright install chromium` where downloads are possible";

export function findChromium(probes: ChromiumProbes): ChromiumLookup {
  const { chromiumPath } = probes;
  if (chromiumPath) {
    // A path set on purpose is never silently replaced by another browser.
    return probes.isExecutable(chromiumPath)
      ? { found: true, path: chromiumPath, source: 'CHROMIUM_PATH' }
      : {
          found: false,
          problem: `CHROMIUM_PATH is ${chromiumPath}, which is not a program that can be run: point it at a Chromium, or unset it and ${INSTALL_CHROMIUM}.`,
        };
  }
  if (probes.isExecutable(DEBIAN_CHROMIUM)) {
    return { found: true, path: DEBIAN_CHROMIUM, source: 'Debian' };
  }
  const playwrights = probes.playwrightChromium();
  if (probes.isExecutable(playwrights)) {
    return { found: true, path: playwrights, source: 'Playwright' };
  }
  return {
    found: false,
    problem: `No Chromium for the end-to-end tests: ${INSTALL_CHROMIUM}, or set CHROMIUM_PATH to one.`,
  };
}

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export function systemChromiumProbes(env: NodeJS.ProcessEnv = process.env): ChromiumProbes {
  return {
    chromiumPath: env.CHROMIUM_PATH || undefined,
    isExecutable: isExecutableFile,
    // Loaded only when asked: Playwright takes a second or more to load, and the preflight
    // seldom needs it.
    playwrightChromium: () => {
      const load = createRequire(import.meta.url);
      const playwright = load('@playwright/test') as typeof PlaywrightTest;
      return playwright.chromium.executablePath();
    },
  };
}

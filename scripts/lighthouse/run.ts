import type { Flags, RunnerResult } from 'lighthouse';

import { CATEGORIES } from './scores';

/**
 * One Lighthouse run in a fresh browser, as the Lighthouse CLI does. A run whose trace Chrome
 * failed to record (a runtime error such as NO_NAVSTART, rare on a busy machine) is repeated.
 */
export async function measure(
  url: string,
  chromePath: string,
  attempts = 3,
): Promise<RunnerResult> {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // Loaded here, not at the top: they take seconds, and `--help` needs neither.
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        '--headless=new',
        ...(isRoot ? ['--no-sandbox'] : []),
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const flags: Flags = {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      };
      const outcome = await lighthouse(url, flags);
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}.`);
      const failure = outcome.lhr.runtimeError;
      if (!failure || attempt >= attempts) return outcome;
      console.log(`  Lighthouse could not measure this run (${failure.code}); measuring again.`);
    } finally {
      chrome.kill();
    }
  }
}

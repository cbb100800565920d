import { fileURLToPath, URL } from 'node:url';

import { defineConfig } from 'vitest/config';

/**
 * Tests that need the Firebase emulators (`npm run test:integration`, run by `npm test` under
 * `firebase emulators:exec`). One file at a time: they share the emulators.
 */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    // As in the unit tests' config, so a test may use describe/it/expect without importing them.
    globals: true,
    fileParallelism: false,
    // The rules tests and these run at the same time (scripts/test-integration.ts), on one
    // emulator: a matrix test that sends a hundred requests took 45 s on a two-core machine that
    // was also building. A slow machine must not fail a test; a hung one still fails in 2 minutes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          // The rules files share one test environment (one rules load, one set of clients),
          // so they run in one module graph; each test still starts from an empty database.
          isolate: false,
          globalSetup: ['tests/rules/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The rules' budget, measured by padding the rules until they fail. It runs after the
          // rules tests, beside the other emulator tests (scripts/test-integration.ts), so that
          // the two sides take about as long as each other.
          name: 'rules-budget',
          include: ['tests/rules-budget/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/rules/**', 'tests/rules-budget/**', '**/node_modules/**'],
        },
      },
    ],
  },
});

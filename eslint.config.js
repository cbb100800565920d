import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features may not reach into one another: what two features share moves down to
// domain/, components/ or lib/. One zone per feature keeps that true as features are added.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const crossFeatureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; move what they share to domain, lib or components.',
}));

const layerZones = [
  {
    target: ['./src/domain', './src/lib', './src/config', './src/components', './src/content'],
    from: ['./src/features', './src/pages', './src/app'],
    message:
      'Imports flow one way: domain, lib, config, components, content -> features -> pages -> app.',
  },
  {
    target: './src/features',
    from: ['./src/pages', './src/app'],
    message: 'Features may not import pages or the app shell.',
  },
  {
    target: './src/pages',
    from: './src/app',
    message: 'Pages may not import the app shell.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      'test-results',
      'playwright-report',
      '.emulator-data',
      '.cache',
      'lighthouse-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser },
    },
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        typescript: { project: ['./tsconfig.app.json', './tsconfig.node.json'] },
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...crossFeatureZones] }],
      'import/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Only lib/ and a feature's api/ talk to Firebase; everything else receives typed data.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**', 'src/features/*/api/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Only src/lib and features/*/api may import Firebase.',
            },
          ],
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Use @/components/ui/link: the router's own carry code every page pays for.",
            },
          ],
        },
      ],
    },
  },
  {
    // domain/ holds pure business rules: no React, no Firebase, no browser globals beyond Web Crypto.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'firebase', 'firebase/*'], message: 'domain/ is pure.' },
            {
              group: ['@/features/*', '@/pages/*', '@/app/*', '@/lib/*'],
              message: 'domain/ is pure.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', 'tests/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A test that asserts an element exists may say so with `!`; a wrong guess fails the test.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

import { readdirSync, readFileSync } from 'node:fs';

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

// Modules of src/lib that import Firebase, directly or through another such module, hand out
// Firestore or Auth (some re-export its functions): only lib/ itself and a feature's api/ may
// import them. Found by reading lib/, so a new one is covered the day it is added.
const libDir = new URL('./src/lib/', import.meta.url);
const libSources = new Map(
  readdirSync(libDir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => [file.replace(/\.tsx?$/, ''), readFileSync(new URL(file, libDir), 'utf8')]),
);
const firebaseLibModules = new Set();
for (let grew = true; grew;) {
  grew = false;
  for (const [name, source] of libSources) {
    if (firebaseLibModules.has(name)) continue;
    const viaLib = [...firebaseLibModules].some((other) =>
      new RegExp(`['"](?:\\./|@/lib/)${other}(?:\\.tsx?)?['"]`).test(source),
    );
    if (viaLib || /['"]@?firebase(?:\/[^'"]*)?['"]/.test(source)) {
      firebaseLibModules.add(name);
      grew = true;
    }
  }
}

const firebasePackages = ['firebase', 'firebase/*', '@firebase/*'];

const layerZones = [
  {
    target: './src/domain',
    from: ['./src/components', './src/lib', './src/features', './src/pages', './src/app'],
    message: 'domain/ holds pure business rules: it imports nothing from the rest of the app.',
  },
  {
    target: ['./src/domain', './src/lib', './src/config', './src/components', './src/content'],
    from: ['./src/features', './src/pages', './src/app'],
    message:
      'Imports flow one way: domain, lib, config, components, content -> features -> pages -> app.',
  },
  {
    target: './src/lib',
    from: './src/components',
    message: 'lib/ sits below components/: what both need lives in lib/.',
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
  {
    // Test files aside: src/testing holds the tests' factories and fakes, never the app's code.
    target: ['./src/!(testing)/**/!(*.test).{ts,tsx}', './src/!(*.test).{ts,tsx}'],
    from: './src/testing',
    message: 'src/testing/ is for tests only: the app never imports it.',
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
      // One tsconfig that references the app's and the tools' projects.
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...crossFeatureZones] }],
      'import/no-duplicates': 'error',
      // Import cycles: scripts/lint-cycles.ts, which `npm run lint` runs after ESLint.
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
        },
      ],
      // Every import is declared in package.json; the app itself may use only `dependencies`.
      'import/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            '**/*.test.{ts,tsx}',
            'src/testing/**',
            'scripts/**',
            'tests/**',
            'e2e/**',
            '*.config.{js,ts}',
          ],
          includeTypes: true,
        },
      ],
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
              group: [
                ...firebasePackages,
                ...[...firebaseLibModules].flatMap((name) => [`@/lib/${name}`, `**/lib/${name}`]),
              ],
              message: 'Only src/lib and features/*/api may import Firebase or what hands it out.',
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
    // What hands out Firebase functions lives in src/lib, where the rule above can see it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(ExportNamedDeclaration, ExportAllDeclaration)[source.value=/^(firebase|@firebase)(\\/|$)/]',
          message: 'Only src/lib may re-export Firebase.',
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
            { group: ['react', 'react-*', ...firebasePackages], message: 'domain/ is pure.' },
            {
              group: ['@/features/*', '@/pages/*', '@/app/*', '@/lib/*', '@/components/*'],
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
  {
    // A rules test asks the emulator what it allows. The full SDK may answer getDoc and getDocs
    // from its cache when the stream is slow, which reads a refused document as allowed.
    files: ['tests/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase/firestore',
              importNames: ['getDoc', 'getDocs'],
              message:
                'Read from the server (getDocFromServer, getDocsFromServer), never the cache.',
            },
          ],
        },
      ],
    },
  },
);

import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { buildTarget } from './scripts/lib/build/build-target.ts';
import { compileHints } from './scripts/lib/build/compile-hints.ts';
import { minifyPublicScripts } from './scripts/lib/build/minify-public-scripts.ts';
import { renderedMarkdown } from './scripts/lib/build/rendered-markdown.ts';
import { separateSdk } from './scripts/lib/build/separate-sdk.ts';
import { treeShakeableRouter } from './scripts/lib/build/tree-shakeable-router.ts';
import { prerender } from './scripts/prerender.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Component tests that replace a module with vi.mock, which only a fresh module graph honours:
 * found by reading them, so a new one cannot be left sharing the others' modules.
 */
const moduleMockingTests = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(path.join(srcDir, file), 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

export default defineConfig({
  plugins: [
    renderedMarkdown({ renderer: `${srcDir}/components/markdown.tsx`, srcDir }),
    react(),
    tailwindcss(),
    // `vite build` pre-renders the public pages, then says whether it built for the emulators.
    prerender({ entry: `${srcDir}/entry-server.tsx` }),
    buildTarget(),
    minifyPublicScripts(),
    separateSdk({ owner: `${srcDir}/lib/public-firestore.ts` }),
    treeShakeableRouter(),
    compileHints(),
  ],
  resolve: {
    alias: { '@': srcDir },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    // The bundle budget check reads this to know which chunks each route loads.
    manifest: true,
    target: 'es2022',
    // Every browser from 2023 on preloads modules itself; older ones only fetch a little later.
    modulePreload: { polyfill: false },
    // The staff data layer (TanStack Query and the app's client for it) in one chunk: every chunk
    // is named in the entry's preload map, which every public page downloads, so one name costs
    // them less than the six the default split makes (docs/decisions/020-staff-data-layer.md).
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone ('c-' so that no name starts with '-'): the entry
        // lists every chunk's file for the preloads of each route, and every chunk names the
        // files it imports, so descriptive names cost every public page about 0.5 KB gzipped.
        // The build manifest maps each file back to its source.
        chunkFileNames: 'assets/c-[hash].js',
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'staff-data',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/]query-client\.tsx$/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  test: {
    globals: true,
    css: false,
    // One worker per core: the default leaves one for the main process, which mostly waits,
    // and on a two-core CI machine that halves the speed.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          // Component tests render whole screens in jsdom and find elements by role, which walks
          // the document and works out names and styles on the main thread: the heaviest took
          // 4.4 s on a two-core machine shared with other test runs, close to Vitest's default of
          // 5 s. A slow machine must not fail a test; a hung one still fails within the minute.
          testTimeout: 30_000,
          setupFiles: ['./src/testing/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: moduleMockingTests,
          // One jsdom per worker, not one per file: making a fresh one took over half of the
          // run (60 of 120 s on two cores). The setup file cleans the document after each test;
          // a file that replaces a module (vi.mock) needs the modules of its own, below.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app-isolated',
          environment: 'jsdom',
          testTimeout: 30_000,
          setupFiles: ['./src/testing/setup.ts'],
          include: moduleMockingTests,
        },
      },
      {
        // The scripts' own logic (command lines, the preflight), in Node, with no emulators.
        extends: true,
        test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] },
      },
    ],
  },
});

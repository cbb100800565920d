import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { hostingPreview } from './scripts/lib/hosting.ts';
import { renderedMarkdown } from './scripts/lib/rendered-markdown.ts';
import { separateSdk } from './scripts/lib/separate-sdk.ts';
import { prerender } from './scripts/prerender.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [
    renderedMarkdown({ renderer: `${srcDir}/components/markdown.tsx`, srcDir }),
    react(),
    tailwindcss(),
    // `vite build` pre-renders the public pages; `vite preview` serves them as Hosting does.
    prerender({ entry: `${srcDir}/entry-server.tsx`, routes: `${srcDir}/app/routes.tsx` }),
    hostingPreview(),
    separateSdk({ owner: `${srcDir}/lib/public-firestore.ts` }),
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
    // them less than the six the default split makes (docs/decisions/017-staff-data-layer.md).
    rolldownOptions: {
      output: {
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
  preview: { port: 4173 },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // One worker per core: the default leaves one for the main process, which mostly waits,
    // and on a two-core CI machine that halves the speed.
    maxWorkers: availableParallelism(),
  },
});

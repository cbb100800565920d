import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { minify, type Plugin, type ViteBuilder } from 'vite';

/**
 * The build copies public/ as it is, so its scripts would reach visitors with every comment.
 * Two of them load on every pre-rendered page before the app (form-guard.js and start-app.js,
 * docs/decisions/011-pre-rendering-and-hydration.md). In the production build, once everything
 * else is built, this minifies each script copied from public/: about 0.7 KB gzipped less on
 * every page, while the source keeps its comments. The development server serves them as written.
 */
export function minifyPublicScripts(): Plugin {
  return {
    name: 'larkfield:minify-public-scripts',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder: ViteBuilder) {
        const client = builder.environments.client;
        if (!client) return;
        const { root, publicDir, build } = client.config;
        if (!publicDir || !build.copyPublicDir) return;
        const outDir = path.resolve(root, build.outDir);
        const scripts = (await readdir(publicDir)).filter((name) => name.endsWith('.js'));
        for (const name of scripts) {
          const file = path.join(outDir, name);
          const { code, errors } = await minify(name, await readFile(file, 'utf8'));
          if (errors.length > 0) {
            const reasons = errors.map((error) => error.message).join('; ');
            throw new Error(`Minifying public/${name} failed: ${reasons}`);
          }
          await writeFile(file, code);
        }
      },
    },
  };
}

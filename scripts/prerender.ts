import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Manifest, Plugin, ViteBuilder } from 'vite';

/**
 * Pre-rendering at build time (docs/decisions/011-pre-rendering-and-hydration.md). `vite build`
 * builds the browser bundle, then a server bundle of src/entry-server.tsx, renders every public
 * page to `<outDir>/<address>.html` (the home page to index.html) and deletes the server bundle.
 * The browser hydrates that markup; any other address gets the empty shell, app-shell.html.
 */

/** The page for addresses that are not pre-rendered: Hosting's and the preview's fallback. */
const APP_SHELL = 'app-shell.html';

type ServerEntry = {
  prerenderedAddresses: () => string[];
  routeModules: (address: string) => string[];
  render: (address: string) => Promise<string>;
};

/** The built files a set of modules needs, with what they import, minus the entry's own. */
export function preloadFiles(manifest: Manifest, moduleIds: string[]): string[] {
  const entryKey = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  const files = new Set<string>();
  const seen = new Set<string>(entryKey ? [entryKey] : []);
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.add(manifest[key].file);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  moduleIds.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * React puts what belongs in <head> (title, meta, preload links) in front of the markup when it
 * renders a part of a page; this separates the two.
 */
export function splitHoisted(html: string): { head: string[]; body: string } {
  const head: string[] = [];
  const hoisted = /^(?:<title\b[^>]*>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*>)/;
  let rest = html;
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;
const ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
/** What the build has the template preload for the entry (its own imports). */
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** Starts the app once the page is painted (public/start-app.js). */
const START_APP = '/start-app.js';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * The built index.html with one page's markup in #root, its title and description in <head>,
 * and `data-prerendered` naming the address the markup is for. The app's entry and the page's
 * chunks (`preload`) are not fetched with the page but named on public/start-app.js, which
 * starts them once the page is painted.
 */
export function pageDocument(
  template: string,
  page: { address: string; html: string; preload?: string[] },
): string {
  if (!template.includes(ROOT)) throw new Error(`The page template has no ${ROOT}.`);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('The page template has no entry script.');
  const { head, body } = splitHoisted(page.html);
  const entryImports = [...template.matchAll(ENTRY_PRELOAD)].map((match) => match[1] ?? '');
  let document = template.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, '');
  const preload = [
    ...new Set([...entryImports, ...(page.preload ?? []).map((file) => `/${file}`)]),
  ].join(' ');
  const extra = [
    `<script defer src="${START_APP}" data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preload)}"></script>`,
  ];
  for (const tag of head) {
    if (TITLE.test(tag) && TITLE.test(document)) document = document.replace(TITLE, () => tag);
    else if (DESCRIPTION.test(tag) && DESCRIPTION.test(document))
      document = document.replace(DESCRIPTION, () => tag);
    else extra.push(tag);
  }
  if (extra.length > 0) document = document.replace('</head>', () => `${extra.join('')}</head>`);
  const root = `<div id="root" data-prerendered="${escapeAttribute(page.address)}">${body}</div>`;
  return document.replace(ROOT, () => root);
}

/** '/' -> index.html, '/about' -> about.html, '/qualifications/x' -> qualifications/x.html. */
export function outputFile(address: string): string {
  const pathname = decodeURIComponent(address).replace(/\/+$/, '');
  if (pathname === '') return 'index.html';
  if (!pathname.startsWith('/') || pathname.split('/').includes('..')) {
    throw new Error(`Cannot pre-render the address ${address}.`);
  }
  return `${pathname.slice(1)}.html`;
}

/** Renders every pre-rendered address into outDir, using the built index.html as the template. */
async function prerenderSite(outDir: string, serverEntry: string): Promise<string[]> {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  // The empty shell stays available for every address that is not pre-rendered.
  await rename(path.join(outDir, 'index.html'), path.join(outDir, APP_SHELL));
  const written: string[] = [];
  for (const address of server.prerenderedAddresses()) {
    const html = await server.render(address);
    const moduleIds = server.routeModules(address);
    const file = path.join(outDir, outputFile(address));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      pageDocument(template, { address, html, preload: preloadFiles(manifest, moduleIds) }),
    );
    written.push(address);
  }
  return written;
}

/**
 * The Vite side: `vite build` builds the client, then the server entry into outDir/.vite/ssr
 * (with its dependencies, so it runs wherever outDir is), pre-renders, and deletes the server
 * build.
 */
export function prerender(options: { entry: string }): Plugin {
  let ssrOutDir = '';
  return {
    name: 'larkfield:prerender',
    apply: 'build',
    config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      ssrOutDir = path.join(path.resolve(root, config.build?.outDir ?? 'dist'), '.vite', 'ssr');
      return {
        builder: {},
        environments: {
          ssr: {
            resolve: { noExternal: true },
            build: {
              outDir: ssrOutDir,
              emptyOutDir: true,
              copyPublicDir: false,
              manifest: false,
              reportCompressedSize: false,
              rollupOptions: { input: { 'entry-server': options.entry } },
            },
          },
        },
      };
    },
    buildApp: {
      order: 'pre',
      async handler(builder: ViteBuilder) {
        const { client, ssr } = builder.environments;
        if (!client || !ssr) throw new Error('Pre-rendering needs the client and ssr builds.');
        await builder.build(client);
        await builder.build(ssr);
        const outDir = path.resolve(client.config.root, client.config.build.outDir);
        const started = performance.now();
        try {
          const pages = await prerenderSite(outDir, path.join(ssrOutDir, 'entry-server.js'));
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          client.logger.info(`Pre-rendered ${pages.length} pages in ${seconds} s.`);
        } finally {
          await rm(ssrOutDir, { recursive: true, force: true });
        }
      },
    },
  };
}

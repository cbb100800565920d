import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The bundle budget, read from the production build's manifest (`npm run build` first):
 * - a public marketing route loads no Firebase code and at most 100 KB of gzipped JavaScript
 *   before interaction (the entry chunk, the page's chunk and their static imports, and the
 *   page's other scripts);
 * - the verification page adds at most 45 KB to that;
 * - the extras of /login and the dashboard are reported.
 * Pages are pre-rendered and their chunks preloaded, so all of this loads on arrival, before
 * anyone interacts; nothing that runs on load is left to a dynamic import.
 */

const dist = process.env.BUNDLE_DIST ?? join(import.meta.dirname, '../../dist');
const manifestPath = join(dist, '.vite/manifest.json');

const KB = 1024;
const MARKETING_BUDGET = 100 * KB;
const VERIFICATION_EXTRA_BUDGET = 45 * KB;

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const marketingRoutes: Record<string, string> = {
  '/': 'src/pages/home.tsx',
  '/about': 'src/pages/about.tsx',
  '/centres': 'src/pages/centres.tsx',
  '/learners': 'src/pages/learners.tsx',
  '/qualifications': 'src/pages/qualifications.tsx',
  '/qualifications/:id': 'src/pages/qualification.tsx',
  '/resources': 'src/pages/resources.tsx',
  '/pricing': 'src/pages/pricing.tsx',
  '/businesses': 'src/pages/businesses.tsx',
  '/support-hub': 'src/pages/support-hub.tsx',
  '/join': 'src/pages/join.tsx',
  '/news/:id': 'src/pages/news-article.tsx',
  '/terms': 'src/pages/terms.tsx',
  '/privacy': 'src/pages/privacy.tsx',
  '/cookies': 'src/pages/cookies.tsx',
  '/accessibility': 'src/pages/accessibility.tsx',
  '*': 'src/pages/not-found.tsx',
};

/**
 * Routes whose extra over the shared entry is measured: the lazy modules the route table loads
 * for them, outermost first (src/app/routes.tsx). The staff area holds the session provider and
 * the guard around /login and the dashboard.
 */
const appRoutes: Record<string, string[]> = {
  '/verify-certificate': ['src/pages/verify-certificate.tsx'],
  '/login': ['src/app/staff-area.tsx', 'src/pages/login.tsx'],
  '/dashboard': [
    'src/app/staff-area.tsx',
    'src/pages/dashboard/layout.tsx',
    'src/pages/dashboard/home.tsx',
  ],
};

/** Text that only Firebase SDK code contains. */
const FIREBASE_MARKERS = [
  '@firebase/',
  'identitytoolkit.googleapis.com',
  'firestore.googleapis.com',
];

function loadManifest(): Manifest {
  if (!existsSync(manifestPath)) {
    throw new Error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk for ${key}.`);
    seen.add(key);
    staticClosure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

const gzipCache = new Map<string, number>();
function gzippedSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function totalSize(manifest: Manifest, keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) total += gzippedSize(manifest[key]!.file);
  return total;
}

function loadsFirebase(manifest: Manifest, keys: Iterable<string>): boolean {
  for (const key of keys) {
    const code = readFileSync(join(dist, manifest[key]!.file), 'utf8');
    if (FIREBASE_MARKERS.some((marker) => code.includes(marker))) return true;
  }
  return false;
}

/**
 * Scripts every page's HTML loads besides the bundle (public/form-guard.js), read from the page
 * template: they run before interaction too. The pre-rendered build keeps it as app-shell.html.
 */
function templateScriptsSize(manifest: Manifest): number {
  const template = ['app-shell.html', 'index.html']
    .map((file) => join(dist, file))
    .find((file) => existsSync(file));
  if (!template) return 0;
  const bundled = new Set(Object.values(manifest).map((chunk) => `/${chunk.file}`));
  let total = 0;
  for (const [, src] of readFileSync(template, 'utf8').matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) {
    if (src && !bundled.has(src)) total += gzippedSize(src.replace(/^\//, ''));
  }
  return total;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('bundle budget', () => {
  const manifest = loadManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  const entry = staticClosure(manifest, [entryKey]);
  const shared = totalSize(manifest, entry) + templateScriptsSize(manifest);

  const marketing = Object.entries(marketingRoutes).map(([route, page]) => {
    const keys = [...staticClosure(manifest, [page], new Set(entry))].filter(
      (key) => !entry.has(key),
    );
    return {
      route,
      size: shared + totalSize(manifest, keys),
      firebase: loadsFirebase(manifest, [...entry, ...keys]),
    };
  });
  const app = Object.entries(appRoutes).map(([route, modules]) => {
    const extra = [...staticClosure(manifest, modules, new Set(entry))].filter(
      (key) => !entry.has(key),
    );
    return { route, extra: totalSize(manifest, extra), firebase: loadsFirebase(manifest, extra) };
  });

  // Printed whether or not the budget holds, so every run shows the figures.
  const budgetOf = (route: string) =>
    route === '/verify-certificate' ? `+${kb(VERIFICATION_EXTRA_BUDGET)}` : '';
  console.log(
    [
      '',
      `Gzipped JavaScript before interaction (${dist})`,
      `  ${'route'.padEnd(22)} ${'size'.padStart(9)} ${'budget'.padStart(9)}  Firebase`,
      `  ${'shared entry'.padEnd(22)} ${kb(shared).padStart(9)}`,
      ...marketing.map(
        (row) =>
          `  ${row.route.padEnd(22)} ${kb(row.size).padStart(9)} ${kb(MARKETING_BUDGET).padStart(9)}  ${row.firebase ? 'LOADS FIREBASE' : 'none'}`,
      ),
      ...app.map(
        (row) =>
          `  ${row.route.padEnd(22)} ${`+${kb(row.extra)}`.padStart(9)} ${budgetOf(row.route).padStart(9)}  ${row.firebase ? 'yes' : 'none'} (extra over the entry)`,
      ),
      '',
    ].join('\n'),
  );

  it('loads no Firebase code on a marketing route', () => {
    expect(marketing.filter((row) => row.firebase).map((row) => row.route)).toEqual([]);
  });

  it('keeps every marketing route within 100 KB gzipped', () => {
    expect(marketing.filter((row) => row.size > MARKETING_BUDGET).map((row) => row.route)).toEqual(
      [],
    );
  });

  it('keeps the verification page within 45 KB gzipped beyond the shared code', () => {
    const verification = app.find((row) => row.route === '/verify-certificate')!;
    expect(verification.extra).toBeLessThanOrEqual(VERIFICATION_EXTRA_BUDGET);
  });
});

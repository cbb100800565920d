import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The bundle budget, read from the production build's manifest (`npm run build` first):
 * - a public marketing route loads no Firebase code and at most 100 KB of gzipped JavaScript
 *   before interaction (the entry chunk, the page's chunk and their static imports);
 * - the verification page adds at most 45 KB to that;
 * - the dashboard's extra is reported.
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

/** Routes whose extra over the shared entry is measured; the modules they load in order. */
const appRoutes: Record<string, string[]> = {
  '/verify-certificate': ['src/pages/verify-certificate.tsx'],
  '/login': ['src/pages/login.tsx'],
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

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('bundle budget', () => {
  const manifest = loadManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  const entry = staticClosure(manifest, [entryKey]);

  const marketing = Object.entries(marketingRoutes).map(([route, page]) => {
    const keys = staticClosure(manifest, [page], new Set(entry));
    return { route, size: totalSize(manifest, keys), firebase: loadsFirebase(manifest, keys) };
  });
  const app = Object.entries(appRoutes).map(([route, modules]) => {
    const extra = [...staticClosure(manifest, modules, new Set(entry))].filter(
      (key) => !entry.has(key),
    );
    return { route, extra: totalSize(manifest, extra), firebase: loadsFirebase(manifest, extra) };
  });

  // Printed whether or not the budget holds, so every run shows the figures.
  console.log(
    [
      '',
      'Gzipped JavaScript before interaction',
      `  shared entry: ${kb(totalSize(manifest, entry))}`,
      ...marketing.map(
        (row) =>
          `  ${row.route.padEnd(22)} ${kb(row.size).padStart(9)}  ${row.firebase ? 'LOADS FIREBASE' : 'no Firebase'}`,
      ),
      ...app.map(
        (row) =>
          `  ${row.route.padEnd(22)} +${kb(row.extra).padStart(8)}  ${row.firebase ? 'Firebase' : 'no Firebase'} (extra over the entry)`,
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

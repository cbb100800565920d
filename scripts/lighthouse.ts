/**
 * npm run lighthouse [-- --dist <dir>] [--runs <n>] [--pages /,/about]
 *
 * Lighthouse with its default mobile settings (a mid-range phone, simulated slow 4G) against the
 * production build, served locally as Firebase Hosting serves it (scripts/lib/hosting-server.ts:
 * clean URLs, rewrites, the headers and Content Security Policy of firebase.json, compression).
 * Builds first when the build is missing or older than the source. Prints one row per page and,
 * under the table, every audit that keeps a score below its target. With --runs, each page is
 * measured that many times and the run with the median performance score is kept.
 * The reports (HTML and JSON) go to lighthouse-results/, which git ignores.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Flags, Result, RunnerResult } from 'lighthouse';

import { paths } from '../src/config/paths';
import { qualifications } from '../src/content/qualifications';
import { findChromium, systemChromiumProbes } from './lib/chromium';
import { serveHosting } from './lib/hosting-server';
import { repoRoot } from './lib/project';
import {
  ArgumentError,
  runMain,
  UsageError,
  wholeNumber,
  type ParsedCommandLine,
} from './lib/usage-error';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** A qualification's own page, standing for all of them: the first the catalogue lists. */
function qualificationPage(): string {
  const [first] = qualifications;
  if (!first) throw new Error('The catalogue lists no qualifications.');
  return paths.qualification.getHref(first.id);
}

/** The pages held to the targets: home, the catalogue, a qualification, the check and sign-in. */
const DEFAULT_PAGES = [
  paths.home.getHref(),
  paths.qualifications.getHref(),
  qualificationPage(),
  paths.verify.getHref(),
  paths.login.getHref(),
];
const resultsDir = path.join(repoRoot, 'lighthouse-results');

const commandLine = {
  usage: `Usage:
  npm run lighthouse [-- --runs <n>] [--pages /,/about] [--dist <dir>]
Options:
  --runs <n>        measure each page n times and keep the median run (1 by default)
  --pages <list>    the addresses to measure, comma-separated (${DEFAULT_PAGES.join(',')} by default)
  --dist <dir>      the build to measure (dist by default; built first if missing or older than the source)`,
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
  },
} as const;

/** The newest modification time under `target` (a file or a folder), in milliseconds. */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    0,
  );
}

function buildIsCurrent(distDir: string): boolean {
  const manifest = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifest) || !existsSync(path.join(distDir, 'app-shell.html'))) return false;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts', 'package.json'];
  const newestInput = Math.max(...inputs.map((input) => newestChange(path.join(repoRoot, input))));
  return statSync(manifest).mtimeMs >= newestInput;
}

async function build(distDir: string): Promise<void> {
  console.log(`Building the app into ${path.relative(repoRoot, distDir) || '.'}/ ...`);
  const vite = path.join(repoRoot, 'node_modules', '.bin', 'vite');
  const child = spawn(vite, ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new UsageError(`The build failed (exit status ${status}); see above.`);
}

function scoreOf(result: Result, category: Category): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

/** The audits that cost a category points: what stands between a score and its target. */
function shortfalls(result: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    if (scoreOf(result, category) >= TARGETS[category]) continue;
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`${category}: ${audit.title}${value}`);
    }
  }
  return lines;
}

function slug(page: string): string {
  return page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
}

/**
 * One Lighthouse run in a fresh browser, as the Lighthouse CLI does. A run whose trace Chrome
 * failed to record (a runtime error such as NO_NAVSTART, rare on a busy machine) is repeated.
 */
async function measure(url: string, chromePath: string, attempts = 3): Promise<RunnerResult> {
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

async function main({ values }: ParsedCommandLine<typeof commandLine>): Promise<void> {
  const distDir = path.resolve(repoRoot, values.dist);
  const runs = wholeNumber(values.runs, '--runs', 1);
  const pages = values.pages.split(',').map((page) => page.trim());
  const notAnAddress = pages.find((page) => !page.startsWith('/'));
  if (notAnAddress !== undefined) {
    throw new ArgumentError(
      `--pages takes addresses that start with /, such as /about (got "${notAnAddress}").`,
    );
  }
  const chromium = findChromium(systemChromiumProbes());
  if (!chromium.found) throw new UsageError(chromium.problem);

  if (!buildIsCurrent(distDir)) await build(distDir);
  const server = await serveHosting({ buildDir: distDir });
  const rows: { page: string; result: Result }[] = [];
  try {
    await mkdir(resultsDir, { recursive: true });
    for (const page of pages) {
      const measured: RunnerResult[] = [];
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`Measuring ${page}${runs > 1 ? ` (run ${run} of ${runs})` : ''}...\n`);
        measured.push(await measure(`${server.url}${page}`, chromium.path));
      }
      measured.sort((a, b) => scoreOf(a.lhr, 'performance') - scoreOf(b.lhr, 'performance'));
      const median = measured[Math.floor(measured.length / 2)];
      if (!median) continue;
      const [html = '', json = ''] = median.report as string[];
      await writeFile(path.join(resultsDir, `${slug(page)}.report.html`), html);
      await writeFile(path.join(resultsDir, `${slug(page)}.report.json`), json);
      rows.push({ page, result: median.lhr });
    }
  } finally {
    await server.close();
  }

  const summary = rows.map(({ page, result }) => ({
    page,
    ...Object.fromEntries(CATEGORIES.map((category) => [category, scoreOf(result, category)])),
    shortfalls: shortfalls(result),
  }));
  await writeFile(path.join(resultsDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

  const label = path.relative(repoRoot, distDir) || '.';
  const version = rows[0]?.result.lighthouseVersion ?? '';
  console.log(`\nLighthouse ${version}, mobile, against ${label}/ served like Firebase Hosting`);
  // The first column fits the longest address measured.
  const width = Math.max('page'.length, ...rows.map((row) => row.page.length)) + 2;
  console.log(tableRow('page', CATEGORIES, width));
  for (const { page, result } of rows) {
    const scores = CATEGORIES.map((category) => {
      const score = scoreOf(result, category);
      return `${score}${score < TARGETS[category] ? '!' : ' '}`;
    });
    console.log(tableRow(page, scores, width));
  }
  console.log(
    `Targets: ${CATEGORIES.map((category) => `${category} ${TARGETS[category]}`).join(', ')} ('!' marks a score below its target).`,
  );
  for (const row of summary) {
    for (const shortfall of row.shortfalls) console.log(`  ${row.page}  ${shortfall}`);
  }
  console.log(
    `\n${'page'.padEnd(width)} ${METRICS.map(([, label]) => label.padStart(7)).join(' ')}`,
  );
  for (const { page, result } of rows) {
    const values = METRICS.map(([id]) => (result.audits[id]?.displayValue ?? '-').padStart(7));
    const host = Math.round(result.environment.benchmarkIndex);
    console.log(`${page.padEnd(width)} ${values.join(' ')}   (host CPU benchmark ${host})`);
  }
  console.log(`Reports: ${path.relative(repoRoot, resultsDir)}/<page>.report.html\n`);
}

/** The metrics behind the performance score, as Lighthouse abbreviates them. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

function tableRow(first: string, cells: readonly string[], width: number): string {
  return [
    first.padEnd(width),
    ...cells.map((cell, index) => cell.padStart((CATEGORIES[index] ?? '').length + 1)),
  ].join(' ');
}

runMain(commandLine, main);

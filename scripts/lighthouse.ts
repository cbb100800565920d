/**
 * npm run lighthouse [-- --dist <dir>] [--runs <n>] [--pages /,/about] [--tasks]
 *
 * Lighthouse with its default mobile settings (a mid-range phone, simulated slow 4G) against the
 * production build, served locally as Firebase Hosting serves it (scripts/lib/build/hosting-server.ts:
 * clean URLs, rewrites, the headers and Content Security Policy of firebase.json, compression).
 * Builds first when the build is missing or older than the source. Prints one row per page and,
 * under the table, every audit that keeps a score below its target. With --runs, each page is
 * measured that many times and the run with the median performance score is kept. With --tasks,
 * each kept run's long tasks follow, with the time each blocks and the module it runs.
 * The reports (HTML and JSON) go to lighthouse-results/, which git ignores.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { RunnerResult } from 'lighthouse';
import type { Manifest } from 'vite';

import { paths } from '../src/config/paths';
import { qualifications } from '../src/content/qualifications';
import { findChromium, systemChromiumProbes } from './lib/build/chromium';
import { serveHosting } from './lib/build/hosting-server';
import { repoRoot } from './lib/project';
import {
  ArgumentError,
  runMain,
  UsageError,
  wholeNumber,
  type ParsedCommandLine,
} from './lib/usage-error';
import { build, buildIsCurrent } from './lighthouse/build';
import { formatLongTasks, sourceNamer } from './lighthouse/long-tasks';
import { mainThreadTimeOf } from './lighthouse/main-thread';
import { measure } from './lighthouse/run';
import { printScores, scoreOf, summaryOf, type PageResult } from './lighthouse/scores';

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
  npm run lighthouse [-- --runs <n>] [--pages /,/about] [--dist <dir>] [--tasks]
Options:
  --runs <n>        measure each page n times and keep the median run (1 by default)
  --pages <list>    the addresses to measure, comma-separated (${DEFAULT_PAGES.join(',')} by default)
  --dist <dir>      the build to measure (dist by default; built first if missing or older than the source)
  --tasks           after the scores, each page's long tasks: when, how long, what they block, whose code`,
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '1' },
    pages: { type: 'string', default: DEFAULT_PAGES.join(',') },
    tasks: { type: 'boolean' },
  },
} as const;

function slug(page: string): string {
  return page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
}

/** Each page's long tasks, their chunks named by the module the build manifest maps them to. */
async function printLongTasks(rows: readonly PageResult[], distDir: string): Promise<void> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  console.log(
    "\nLong tasks of each page's kept run, as Lighthouse simulates a phone: start, length, the time it blocks, and what it runs",
  );
  for (const { page, result } of rows) {
    const nameOf = sourceNamer(manifest, result.finalDisplayedUrl);
    console.log(formatLongTasks(page, result, nameOf).join('\n'));
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
  const rows: PageResult[] = [];
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
      rows.push({ page, result: median.lhr, mainThread: mainThreadTimeOf(median) });
    }
  } finally {
    await server.close();
  }

  const summary = summaryOf(rows);
  await writeFile(path.join(resultsDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  printScores(rows, summary, path.relative(repoRoot, distDir) || '.');
  if (values.tasks) await printLongTasks(rows, distDir);
  console.log(`Reports: ${path.relative(repoRoot, resultsDir)}/<page>.report.html\n`);
}

runMain(commandLine, main);

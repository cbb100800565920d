/**
 * npm run bench: every benchmark of the project in one run, on one register seeded in the
 * Firestore emulator (10,000 certificates and 1,000 failed attempts by default). Each task is
 * timed the app's way and the spec's original way, through the app's own SDK under the real
 * rules; one table at the end, the figures in bench-results.json (git-ignored).
 *
 *   npm run bench
 *   npm run bench -- --only verification,add-certificate
 *   npm run bench -- --certificates 2000 --failed 200
 *
 * Starts its own emulators unless FIRESTORE_EMULATOR_HOST names running ones. A benchmark, not a
 * test: timings depend on the machine. It exits with 1 only if the two ways disagree on what they
 * found, because then the timings compare different work.
 */
import { benchAddCertificate } from './bench/add-certificate';
import { benchDashboard } from './bench/dashboard';
import {
  benchFirestores,
  BENCH_PROJECT_ID,
  resetBenchProject,
  type BenchContext,
} from './bench/emulator';
import { benchExport, benchImport } from './bench/import-export';
import { timed } from './bench/measure';
import {
  combinedTable,
  formatCount,
  printResult,
  saveResults,
  type BenchmarkResult,
} from './bench/report';
import { seedCertificates, seedFailedVerifications } from './bench/seed';
import { benchStudents } from './bench/students';
import { benchVerification } from './bench/verification';
import { reRunUnderEmulators } from './lib/emulator-launcher';
import { ArgumentError, runMain, wholeNumber, type ParsedCommandLine } from './lib/usage-error';

/** In the order they run: those that add to the register the others read come last. */
const benchmarks = {
  dashboard: benchDashboard,
  students: benchStudents,
  verification: benchVerification,
  export: benchExport,
  'add-certificate': benchAddCertificate,
  import: benchImport,
} satisfies Record<string, (context: BenchContext) => Promise<BenchmarkResult>>;

type BenchmarkName = keyof typeof benchmarks;
const names = Object.keys(benchmarks) as BenchmarkName[];

const commandLine = {
  usage: `Usage:
  npm run bench [-- --only <names>] [--certificates <n>] [--failed <n>]
Options:
  --only <names>         some of ${names.join(', ')} (comma-separated); all by default
  --certificates <n>     certificates in the register (at least 100; 10000 by default)
  --failed <n>           failed verification attempts (1000 by default)

Starts its own emulators unless FIRESTORE_EMULATOR_HOST names running ones.`,
  options: {
    only: { type: 'string' },
    certificates: { type: 'string', default: '10000' },
    failed: { type: 'string', default: '1000' },
  },
} as const;

function chosen(only: string | undefined): BenchmarkName[] {
  if (!only) return names;
  const asked = only.split(',').map((name) => name.trim());
  const unknown = asked.filter((name) => !names.includes(name as BenchmarkName));
  if (unknown.length > 0) {
    throw new ArgumentError(
      `Unknown benchmark ${unknown.join(', ')}. Choose from ${names.join(', ')}.`,
    );
  }
  return names.filter((name) => asked.includes(name));
}

async function main({ values }: ParsedCommandLine<typeof commandLine>): Promise<number> {
  const selected = chosen(values.only);
  const certificates = wholeNumber(values.certificates, '--certificates', 100);
  const failedAttempts = wholeNumber(values.failed, '--failed', 0);

  const status = await reRunUnderEmulators(import.meta.filename, process.argv.slice(2));
  if (status !== null) return status;

  const now = new Date();
  await resetBenchProject();
  const firestores = benchFirestores();
  const context: BenchContext = {
    ...firestores,
    projectId: BENCH_PROJECT_ID,
    now,
    certificates,
  };
  try {
    const [, certificateSeconds] = await timed(
      `Seeding ${formatCount(certificates)} certificates (5 documents each, Admin SDK batches)`,
      () => seedCertificates(firestores.admin, certificates, now),
    );
    const [, attemptSeconds] = await timed(
      `Seeding ${formatCount(failedAttempts)} failed verification attempts`,
      () => seedFailedVerifications(firestores.admin, failedAttempts, now),
    );

    const results: Partial<Record<BenchmarkName, BenchmarkResult>> = {};
    for (const name of selected) {
      const result = await benchmarks[name](context);
      printResult(result);
      results[name] = result;
    }

    const all = Object.values(results);
    console.log(
      `\nAll benchmarks: ${formatCount(certificates)} certificates, ` +
        `${formatCount(failedAttempts)} failed attempts; p50 and p95 wall time per run, ` +
        'documents read per run\n',
    );
    console.log(combinedTable(all));
    console.log('');
    saveResults({
      ranAt: now.toISOString(),
      dataset: { certificates, failedAttempts },
      seedingSeconds: Number((certificateSeconds + attemptSeconds).toFixed(1)),
      benchmarks: results,
    });

    const disagreed = all.filter((result) => !result.agreed);
    for (const result of disagreed) {
      console.error(`${result.title}: the two ways found different things (see above).`);
    }
    return disagreed.length === 0 ? 0 : 1;
  } finally {
    await firestores.close();
  }
}

runMain(commandLine, main);

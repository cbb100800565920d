/**
 * npm run bench: every benchmark of the project in one run, on registers seeded in the Firestore
 * emulator (500 and then 10,000 certificates over 20 centres, with 1,000 failed attempts, by
 * default: the small register shows the gaps the emulator's scanning queries do not dominate).
 * Each task is timed the app's way and the original way (docs/product.md, The first version's
 * data access); the audit trail as the save with its event and the save as it was before; one
 * centre's staff as their centre's screens beside an admin's over the whole register. All go
 * through the app's own SDK, each row stating the rules it ran under and who asked; documents read
 * and written are counted on the wire, the rules' reads derived. One table per register at the
 * end, the figures in bench-results.json (git-ignored).
 *
 *   npm run bench
 *   npm run bench -- --only verification,add-certificate
 *   npm run bench -- --certificates 2000 --failed 200
 *
 * Starts its own emulators unless FIRESTORE_EMULATOR_HOST names running ones. A benchmark, not a
 * test: timings depend on the machine. It exits with 1 only if the two ways disagree on what they
 * found or wrote, because then the timings compare different work.
 */
import { performance } from 'node:perf_hooks';

import { benchAddCertificate } from './bench/add-certificate';
import { benchAdminScale } from './bench/admin-scale';
import { benchAuditTrail } from './bench/audit-trail';
import { benchBatchCheck } from './bench/batch-check';
import { benchCentreRisk } from './bench/centre-risk';
import { benchCentreStaff } from './bench/centre-staff';
import { benchDashboard } from './bench/dashboard';
import {
  benchFirestores,
  BENCH_PROJECT_ID,
  BENCH_STAFF,
  resetBenchProject,
  type BenchContext,
} from './bench/emulator';
import { benchExport } from './bench/export';
import { benchImport } from './bench/import';
import { timed } from './bench/measure';
import {
  combinedTable,
  counting,
  formatCount,
  printResult,
  saveResults,
  type BenchmarkResult,
  type SizeRun,
} from './bench/report';
import {
  BENCH_CENTRE_NUMBERS,
  seedCentres,
  seedCertificates,
  seedFailedVerifications,
} from './bench/seed';
import { benchStudents } from './bench/students';
import { benchPdfCheck } from './bench/pdf-check';
import { benchVerification } from './bench/verification';
import { reRunUnderEmulators } from './lib/emulators/emulator-launcher';
import { ArgumentError, runMain, wholeNumber, type ParsedCommandLine } from './lib/usage-error';

/** In the order they run: those that add to the register the others read come last. */
const benchmarks = {
  dashboard: benchDashboard,
  students: benchStudents,
  'centre-staff': benchCentreStaff,
  verification: benchVerification,
  'pdf-check': benchPdfCheck,
  'batch-check': benchBatchCheck,
  'centre-risk': benchCentreRisk,
  export: benchExport,
  'add-certificate': benchAddCertificate,
  'audit-trail': benchAuditTrail,
  import: benchImport,
  // Last: it grows the register to 500 centres and 5,000 staff.
  'admin-scale': benchAdminScale,
} satisfies Record<string, (context: BenchContext) => Promise<BenchmarkResult>>;

type BenchmarkName = keyof typeof benchmarks;
const names = Object.keys(benchmarks) as BenchmarkName[];

const commandLine = {
  usage: `Usage:
  npm run bench [-- --only <names>] [--certificates <n>] [--failed <n>]
Options:
  --only <names>         some of ${names.join(', ')} (comma-separated); all by default
  --certificates <n,..>  certificates in the register, at least 100 each; several sizes
                         (comma-separated) run one after the other (500,10000 by default)
  --failed <n>           failed verification attempts (1000 by default)

Starts its own emulators unless FIRESTORE_EMULATOR_HOST names running ones.`,
  options: {
    only: { type: 'string' },
    certificates: { type: 'string', default: '500,10000' },
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

/** Seeds a fresh register of `certificates` and runs the chosen benchmarks on it. */
async function runOnRegister(
  selected: readonly BenchmarkName[],
  certificates: number,
  failedAttempts: number,
  now: Date,
): Promise<SizeRun> {
  console.log(`\n== Register of ${formatCount(certificates)} certificates ==\n`);
  await resetBenchProject();
  const firestores = benchFirestores();
  const context: BenchContext = { ...firestores, projectId: BENCH_PROJECT_ID, now, certificates };
  try {
    const [, certificateSeconds] = await timed(
      `Seeding ${formatCount(certificates)} certificates (6 documents each, Admin SDK batches) over ${BENCH_CENTRE_NUMBERS.length} centres`,
      async () => {
        await seedCentres(firestores.admin, BENCH_STAFF);
        await seedCertificates(firestores.admin, certificates, BENCH_STAFF, now);
      },
    );
    const [, attemptSeconds] = await timed(
      `Seeding ${formatCount(failedAttempts)} failed verification attempts`,
      () => seedFailedVerifications(firestores.admin, failedAttempts, now),
    );
    const benchmarkResults: Partial<Record<BenchmarkName, BenchmarkResult>> = {};
    for (const name of selected) {
      const result = await benchmarks[name](context);
      printResult(result);
      benchmarkResults[name] = result;
    }
    return {
      dataset: { certificates, failedAttempts },
      seedingSeconds: Number((certificateSeconds + attemptSeconds).toFixed(1)),
      benchmarks: benchmarkResults,
    };
  } finally {
    await firestores.close();
  }
}

async function main({ values }: ParsedCommandLine<typeof commandLine>): Promise<number> {
  const selected = chosen(values.only);
  const sizes = values.certificates
    .split(',')
    .map((size) => wholeNumber(size, '--certificates', 100));
  const failedAttempts = wholeNumber(values.failed, '--failed', 0);

  const status = await reRunUnderEmulators(import.meta.filename, process.argv.slice(2));
  if (status !== null) return status;

  const started = performance.now();
  const now = new Date();
  const runs: SizeRun[] = [];
  for (const certificates of sizes) {
    runs.push(await runOnRegister(selected, certificates, failedAttempts, now));
  }
  const totalSeconds = Number(((performance.now() - started) / 1000).toFixed(0));

  for (const run of runs) {
    console.log(
      `\nAll benchmarks: ${formatCount(run.dataset.certificates)} certificates, ` +
        `${formatCount(run.dataset.failedAttempts)} failed attempts; p50 and p95 wall time per ` +
        'run, documents read and written per run\n',
    );
    console.log(combinedTable(Object.values(run.benchmarks)));
  }
  console.log(`\nWhole run, seeding included: ${totalSeconds} s\n`);
  saveResults({ ranAt: now.toISOString(), counting, sizes: runs, totalSeconds });

  const disagreed = runs.flatMap((run) =>
    Object.values(run.benchmarks)
      .filter((result) => !result.agreed)
      .map((result) => `${result.title} (${formatCount(run.dataset.certificates)} certificates)`),
  );
  for (const title of disagreed) {
    console.error(`${title}: the two ways found or wrote different things (see above).`);
  }
  return disagreed.length === 0 ? 0 : 1;
}

runMain(commandLine, main);

/**
 * npm run test:mutation: weakens firestore.rules in one plausible way at a time (an isStaff()
 * left out, a clause of a validation dropped, `get` widened to `read`, a time or identity check
 * loosened; scripts/mutation/operators.ts) and runs the rules tests against each copy. A copy
 * that passes every test is a weakening nobody would notice: a survivor.
 *
 *   npm run test:mutation
 *   npm run test:mutation -- --only isNewCertificate
 *   npm run test:mutation -- --list
 *
 * One emulator serves the whole run: each mutant is loaded into a project of its own, so two are
 * tested at once. Starts its own emulators unless FIRESTORE_EMULATOR_HOST names running ones.
 * Not part of `npm test`: it runs the rules tests once per mutant.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { reRunUnderEmulators } from './lib/emulators/emulator-launcher';
import { repoRoot } from './lib/project';
import { runMain, UsageError, wholeNumber, type ParsedCommandLine } from './lib/usage-error';
import { knownEquivalents, missingTests, staleIds } from './mutation/equivalents';
import type { Mutant } from './mutation/mutant';
import { mutantsOf } from './mutation/operators';
import {
  describeMutant,
  percent,
  printList,
  printSummary,
  saveReport,
  scoreOf,
  type MutantResult,
} from './mutation/report';
import { RulesSyntaxError } from './mutation/rules-syntax';
import {
  confirmKills,
  testBaseline,
  testEachMutant,
  type MutationRun,
} from './mutation/test-mutants';
import { listRulesTests } from './mutation/vitest-runs';

/** The emulator's Java for a mutation run: half the machine's memory for its heap. */
const MUTATION_JAVA_OPTIONS = '-XX:MaxRAMPercentage=50';

const commandLine = {
  usage: `Usage:
  npm run test:mutation [-- --only <text>] [-- --jobs <n>]
  npm run test:mutation -- --list [--only <text>]
Options:
  --list          print the mutants of firestore.rules and exit, starting nothing
  --only <text>   only the mutants of the functions and allow rules whose name contains <text>
                  (isNewCertificate, /certificates/, allow delete ...); several, comma-separated
                  (isWithdrawal,Replace), for the mutants of any of them
  --jobs <n>      mutants tested at once (default 2)
  --help          print this and exit

Runs the rules tests (tests/rules) against each mutant and prints the score and every survivor.
Starts fresh emulators unless FIRESTORE_EMULATOR_HOST names running ones. Mutants listed in
scripts/mutation/equivalent-mutants.json change nothing and are neither run nor scored.
Exits with 1 when a mutant that is not known to be equivalent survives.`,
  options: {
    list: { type: 'boolean' },
    only: { type: 'string' },
    jobs: { type: 'string', default: '2' },
  },
} as const;

const rulesFile = path.join(repoRoot, 'firestore.rules');

function options({ values }: ParsedCommandLine<typeof commandLine>): {
  list: boolean;
  only: string | null;
  jobs: number;
} {
  const jobs = wholeNumber(values.jobs, '--jobs', 1);
  return { list: values.list ?? false, only: values.only ?? null, jobs };
}

async function main(commandLineGiven: ParsedCommandLine<typeof commandLine>): Promise<number> {
  const chosen = options(commandLineGiven);
  const source = await readFile(rulesFile, 'utf8');
  let mutants: Mutant[];
  try {
    mutants = mutantsOf(source);
  } catch (error) {
    if (error instanceof RulesSyntaxError) throw new UsageError(error.message);
    throw error;
  }
  const equivalents = await knownEquivalents();
  const staleEquivalents = staleIds(
    equivalents,
    mutants.map((mutant) => mutant.id),
  );
  const names = chosen.only?.split(',').filter((name) => name !== '') ?? [];
  const selected = mutants.filter(
    (mutant) => names.length === 0 || names.some((name) => mutant.where.includes(name)),
  );
  if (selected.length === 0) {
    throw new UsageError(`No function or allow rule of firestore.rules names '${chosen.only}'.`);
  }
  const results: MutantResult[] = selected.map((mutant) => ({
    ...describeMutant(source, mutant),
    ...(equivalents[mutant.id] === undefined ? {} : { equivalent: equivalents[mutant.id] }),
  }));
  if (chosen.list) {
    printList(results, staleEquivalents);
    return 0;
  }

  // An equivalent rests on the test that tries its likeliest difference: it must exist.
  const missing = missingTests(equivalents, await listRulesTests());
  if (missing.length > 0) {
    throw new UsageError(
      `scripts/mutation/equivalent-mutants.json names tests the rules tests do not have:\n  ${missing.join('\n  ')}`,
    );
  }

  // Each mutant loads its rules into a project of its own, and the emulator keeps what it no
  // longer needs until a collection: with Java's default heap (a quarter of the memory) it
  // spent a core on collecting by the 380th mutant of a run and crawled; with half, a full run
  // peaked at 12 GB of 23 and kept its pace. Emulators started by hand for a run want the same
  // (JAVA_TOOL_OPTIONS=-XX:MaxRAMPercentage=50 npm run emulators -- start).
  const status = await reRunUnderEmulators(import.meta.filename, process.argv.slice(2), {
    javaOptions: MUTATION_JAVA_OPTIONS,
  });
  if (status !== null) return status;

  const started = performance.now();
  const run: MutationRun = {
    source,
    run: `${process.pid}`,
    workDir: await mkdtemp(path.join(tmpdir(), 'larkfield-mutation-')),
  };
  const baselineSeconds = await testBaseline(run);

  const toRun = results.filter((result) => result.equivalent === undefined);
  console.log(
    `Testing ${toRun.length} mutants, ${chosen.jobs} at a time` +
      (results.length > toRun.length
        ? ` (${results.length - toRun.length} known equivalent, not run)`
        : '') +
      ' ...\n',
  );
  const order = await testEachMutant(run, results, toRun, chosen.jobs);
  await confirmKills(run, results, toRun, order);

  const runSeconds = (performance.now() - started) / 1000;
  const score = scoreOf(results);
  const timing = { runSeconds, baselineSeconds, jobs: chosen.jobs };
  printSummary(results, score, timing, staleEquivalents);
  saveReport({
    ranAt: new Date().toISOString(),
    rulesFile: path.relative(repoRoot, rulesFile),
    only: chosen.only,
    ...timing,
    runSeconds: Number(runSeconds.toFixed(1)),
    score: { ...score, percent: percent(score) },
    staleEquivalents,
    mutants: results,
  });
  if (score.errors === 0) await rm(run.workDir, { recursive: true, force: true });
  else console.log(`The output of each run is kept in ${run.workDir}.`);
  return score.killed === score.counted ? 0 : 1;
}

runMain(commandLine, main);

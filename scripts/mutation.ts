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

import { reRunUnderEmulators } from './lib/emulator-launcher';
import { repoRoot } from './lib/project';
import { runMain, UsageError, wholeNumber, type ParsedCommandLine } from './lib/usage-error';
import { clearProject } from './mutation/emulator';
import { knownEquivalents, missingTests, staleIds } from './mutation/equivalents';
import { applyMutant, type Mutant } from './mutation/mutant';
import { mutantsOf } from './mutation/operators';
import {
  describeMutant,
  formatChange,
  percent,
  printSummary,
  progressLine,
  saveReport,
  scoreOf,
  type MutantResult,
} from './mutation/report';
import { failingOn, listRulesTests, secondsPerFile, testRules } from './mutation/run-mutant';
import { RulesSyntaxError } from './mutation/rules-syntax';
import {
  rememberedKillers,
  rememberKillers,
  rulesTestFiles,
  TestOrder,
} from './mutation/test-order';

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

function printList(results: MutantResult[], staleEquivalents: string[]): void {
  for (const result of results) {
    const note =
      result.equivalent === undefined
        ? ''
        : `\n    equivalent: ${result.equivalent.reason}\n    tried by: ${result.equivalent.test}`;
    console.log(`line ${result.line}  ${result.id}${note}\n${formatChange(result, '    ')}\n`);
  }
  const byOperator = new Map<string, number>();
  for (const result of results) {
    byOperator.set(result.operator, (byOperator.get(result.operator) ?? 0) + 1);
  }
  const counts = [...byOperator].map(([operator, count]) => `${count} ${operator}`).join(', ');
  const equivalent = results.filter((result) => result.equivalent !== undefined).length;
  console.log(`${results.length} mutants (${counts}); ${equivalent} known equivalent.`);
  for (const id of staleEquivalents) {
    console.log(`equivalent-mutants.json names a mutant the rules no longer have: ${id}`);
  }
}

/** Runs `work` on every item, `jobs` at a time, in order of the list. */
async function eachAtMost<T>(items: T[], jobs: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, worker));
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

  const status = await reRunUnderEmulators(import.meta.filename, process.argv.slice(2));
  if (status !== null) return status;

  const started = performance.now();
  const run = `${process.pid}`;
  const workDir = await mkdtemp(path.join(tmpdir(), 'larkfield-mutation-'));
  console.log(`Rules tests against firestore.rules as it is, before any mutant ...`);
  const baseline = await testRules({
    rules: source,
    projectId: `demo-mutation-${run}-baseline`,
    likelyKillers: [],
    knownKillers: [],
    firstFiles: [],
    workDir,
    stem: 'baseline',
  });
  if (baseline.status !== 'survived') {
    const why =
      'killer' in baseline
        ? `${baseline.killer.file} > ${baseline.killer.test}`
        : 'error' in baseline
          ? baseline.error
          : '';
    throw new UsageError(
      `The rules tests do not pass on firestore.rules as it is (${why}). Fix that first: ` +
        `a mutant is only killed by a test that passes without it.`,
    );
  }
  // What each survivor costs, file by file: the place to look when the run is slow.
  const perFile = await secondsPerFile(workDir, 'baseline');
  const files = perFile.map(([file, seconds]) => `${path.basename(file)} ${seconds.toFixed(1)} s`);
  console.log(`They pass (${baseline.seconds.toFixed(1)} s; ${files.join(', ')}).`);

  const toRun = results.filter((result) => result.equivalent === undefined);
  console.log(
    `Testing ${toRun.length} mutants, ${chosen.jobs} at a time` +
      (results.length > toRun.length
        ? ` (${results.length - toRun.length} known equivalent, not run)`
        : '') +
      ' ...\n',
  );
  const order = new TestOrder(source, rulesTestFiles(repoRoot), rememberedKillers());
  let done = 0;
  await eachAtMost(toRun, chosen.jobs, async (result) => {
    const index = results.indexOf(result) + 1;
    const projectId = `demo-mutation-${run}-${index}`;
    result.outcome = await testRules({
      rules: applyMutant(source, result),
      projectId,
      likelyKillers: order.likelyKillers(result),
      knownKillers: order.knownKillers(),
      firstFiles: order.filesFor(result.where),
      workDir,
      stem: `mutant-${index}`,
    });
    await clearProject(projectId);
    if (result.outcome.status === 'killed') order.recordKill(result, result.outcome.killer);
    if (result.outcome.status === 'survived') order.recordSurvivor(result);
    // After each mutant, so that a run cut short still speeds up the next.
    rememberKillers(order.killers());
    done += 1;
    console.log(progressLine(done, toRun.length, result));
  });

  // Kills that cannot be false: every killing test must pass on the rules as they are, in this
  // run. A mutant killed only by tests that fail without it, or that ended in an error (a busy
  // machine's time-out says nothing about the rules), is tried again, alone.
  const killers = toRun.flatMap((result) =>
    result.outcome?.status === 'killed' ? result.outcome.killers : [],
  );
  const distinct = [
    ...new Map(killers.map((killer) => [`${killer.file} ${killer.test}`, killer])).values(),
  ];
  console.log(`\nThe ${distinct.length} killing tests, on firestore.rules as it is ...`);
  const falseKillers = new Set(
    (await failingOn(source, distinct, { projectId: `demo-mutation-${run}-confirm`, workDir })).map(
      (killer) => killer.test,
    ),
  );
  if (falseKillers.size > 0) {
    console.log(`These fail without any mutant, so kill nothing: ${[...falseKillers].join('; ')}`);
  }
  const doubtful = toRun.filter(
    (result) =>
      result.outcome?.status === 'error' ||
      (result.outcome?.status === 'killed' &&
        result.outcome.killers.every((killer) => falseKillers.has(killer.test))),
  );
  if (doubtful.length > 0) {
    console.log(`Trying ${doubtful.length} mutants again, one at a time ...`);
    await eachAtMost(doubtful, 1, async (result) => {
      const index = results.indexOf(result) + 1;
      const projectId = `demo-mutation-${run}-again-${index}`;
      const outcome = await testRules({
        rules: applyMutant(source, result),
        projectId,
        likelyKillers: [],
        knownKillers: [],
        firstFiles: order.filesFor(result.where),
        workDir,
        stem: `mutant-${index}-again`,
      });
      await clearProject(projectId);
      const stillFalse =
        outcome.status === 'killed' &&
        outcome.killers.every((killer) => falseKillers.has(killer.test));
      result.outcome = stillFalse
        ? {
            status: 'error',
            seconds: outcome.seconds,
            error: `killed only by tests that fail without it: ${outcome.killers.map((killer) => killer.test).join('; ')}`,
          }
        : outcome;
      console.log(progressLine(doubtful.indexOf(result) + 1, doubtful.length, result));
    });
  }

  const runSeconds = (performance.now() - started) / 1000;
  const score = scoreOf(results);
  const timing = { runSeconds, baselineSeconds: baseline.seconds, jobs: chosen.jobs };
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
  if (score.errors === 0) await rm(workDir, { recursive: true, force: true });
  else console.log(`The output of each run is kept in ${workDir}.`);
  return score.killed === score.counted ? 0 : 1;
}

runMain(commandLine, main);

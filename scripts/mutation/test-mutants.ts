import path from 'node:path';

import { repoRoot } from '../lib/project';
import { UsageError } from '../lib/usage-error';
import { clearProject } from '../lib/emulators/emulator-client';
import { applyMutant } from './mutant';
import { progressLine, type MutantResult } from './report';
import { failingOn, testRules } from './run-mutant';
import { rememberedKillers, rememberKillers, rulesTestFiles, TestOrder } from './test-order';
import { secondsPerFile } from './vitest-runs';

/**
 * The three stages of a mutation run on one emulator: the rules tests on the rules as they are,
 * then each mutant, `jobs` at a time, then the kills that could be false, tried again alone.
 * `run` names the run's projects, so that two runs on one emulator keep apart.
 */

export type MutationRun = { source: string; run: string; workDir: string };

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

/** The rules tests on the rules as they are, which must pass; their time in seconds. */
export async function testBaseline({ source, run, workDir }: MutationRun): Promise<number> {
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
  if (baseline.status === 'error') {
    throw new UsageError(
      `The rules tests did not run to a result on firestore.rules as it is: ${baseline.error}`,
    );
  }
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
  return baseline.seconds;
}

/**
 * Tests each of `toRun` (of `results`, whose order numbers their projects), likeliest killers
 * first, and sets its outcome. Returns the order learnt, for the retries.
 */
export async function testEachMutant(
  { source, run, workDir }: MutationRun,
  results: MutantResult[],
  toRun: MutantResult[],
  jobs: number,
): Promise<TestOrder> {
  const order = new TestOrder(source, rulesTestFiles(repoRoot), rememberedKillers());
  let done = 0;
  const unfinished = new Set<MutantResult>();
  // Should the process run out of work while a mutant is still being tested (a promise that
  // will never settle), it says so and fails, rather than ending quietly without a score.
  const ranOut = () => {
    const which = [...unfinished].map((result) => result.id).join('; ');
    console.error(`The run stopped with ${unfinished.size} mutants unfinished: ${which}`);
    process.exitCode = 1;
  };
  process.once('beforeExit', ranOut);
  try {
    await eachAtMost(toRun, jobs, async (result) => {
      const index = results.indexOf(result) + 1;
      const projectId = `demo-mutation-${run}-${index}`;
      unfinished.add(result);
      result.outcome = await testRules({
        rules: applyMutant(source, result),
        projectId,
        likelyKillers: order.likelyKillers(result),
        knownKillers: order.knownKillers(),
        firstFiles: order.filesFor(result.where),
        workDir,
        stem: `mutant-${index}`,
      });
      // The outcome is known; an emulator that has gone fails the next mutant, which says so.
      await clearProject(projectId).catch(() => undefined);
      unfinished.delete(result);
      if (result.outcome.status === 'killed') order.recordKill(result, result.outcome.killer);
      if (result.outcome.status === 'survived') order.recordSurvivor(result);
      // After each mutant, so that a run cut short still speeds up the next.
      rememberKillers(order.killers());
      done += 1;
      console.log(progressLine(done, toRun.length, result));
    });
  } finally {
    process.off('beforeExit', ranOut);
  }
  return order;
}

/**
 * Kills that cannot be false: every killing test must pass on the rules as they are, in this
 * run. A mutant killed only by tests that fail without it, or that ended in an error (a busy
 * machine's time-out says nothing about the rules), is tried again, alone.
 */
export async function confirmKills(
  { source, run, workDir }: MutationRun,
  results: MutantResult[],
  toRun: MutantResult[],
  order: TestOrder,
): Promise<void> {
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
  if (doubtful.length === 0) return;
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

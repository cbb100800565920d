import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { rulesLoadError } from '../lib/emulators/emulator-client';
import { runVitest, type Killer } from './vitest-runs';

/**
 * Runs the rules tests against one copy of the rules, in Vitest processes of their own that load
 * the copy into a project of its own on the one emulator (RULES_FILE and RULES_PROJECT_ID, read
 * by tests/rules/harness.ts). First only the tests that killed a like mutant before, if any: one
 * of them usually fails at once. Then every test that has killed any mutant (a few dozen of the
 * thousand), and only if none of those fails, every test, stopping at the first failure.
 */

export type Outcome =
  /**
   * `killer` is the first test that failed on the mutant, `killers` every one that failed in the
   * run that killed it; `alone`: by a test that killed a mutant before, tried before the full run.
   */
  | { status: 'killed'; seconds: number; killer: Killer; killers: Killer[]; alone: boolean }
  | { status: 'survived'; seconds: number }
  /** The emulator would not load the copy: not a rules file, so not a mutant that counts. */
  | { status: 'invalid'; seconds: number; error: string }
  /** Vitest ended without a test result (a crash, a time-out): nothing is known. */
  | { status: 'error'; seconds: number; error: string };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type RulesRun = {
  rules: string;
  /** Each run its own, so that runs at the same time do not clear each other's data. */
  projectId: string;
  /** Tests that killed a like mutant: tried alone first. */
  likelyKillers: Killer[];
  /** Every test that has killed a mutant: tried next, before the full run. */
  knownKillers: Killer[];
  /** Test files to run first in the full run (the others follow). */
  firstFiles: string[];
  /** Where its files go: `<stem>.rules`, the Vitest output `<stem>.log`, its report `<stem>.json`. */
  workDir: string;
  stem: string;
};

/**
 * Runs the rules tests against `rules`. A run that throws (an emulator that stopped answering)
 * is an error, like a Vitest run without a test result: the mutation run tries it again alone at
 * the end rather than stopping.
 */
export async function testRules(run: RulesRun): Promise<Outcome> {
  const started = performance.now();
  return runRulesTests(run, started).catch((error: unknown) => ({
    status: 'error' as const,
    seconds: secondsSince(started),
    error: error instanceof Error ? error.message : String(error),
  }));
}

const secondsSince = (started: number) => Number(((performance.now() - started) / 1000).toFixed(1));

async function runRulesTests(
  { rules, projectId, likelyKillers, knownKillers, firstFiles, workDir, stem }: RulesRun,
  started: number,
): Promise<Outcome> {
  const seconds = () => secondsSince(started);
  const rulesFile = path.join(workDir, `${stem}.rules`);
  const reportFile = path.join(workDir, `${stem}.json`);
  const logFile = path.join(workDir, `${stem}.log`);
  await writeFile(rulesFile, rules);

  const refused = await rulesLoadError(projectId, rules);
  if (refused) return { status: 'invalid', seconds: seconds(), error: refused };

  const env = {
    ...process.env,
    RULES_FILE: rulesFile,
    RULES_PROJECT_ID: projectId,
    MUTATION_TEST_ORDER: JSON.stringify(firstFiles),
    FORCE_COLOR: '0',
  };
  const tried = new Set(likelyKillers.map(killerKey));
  const rounds = [likelyKillers, knownKillers.filter((killer) => !tried.has(killerKey(killer)))];
  for (const tests of rounds.filter((round) => round.length > 0)) {
    // A name that no longer exists selects nothing, and the next round decides.
    const quick = await runVitest(
      env,
      [...filesOf(tests), '-t', namesPattern(tests)],
      reportFile,
      logFile,
    );
    const [killer] = quick.verdicts;
    if (killer) {
      return { status: 'killed', seconds: seconds(), killer, killers: quick.verdicts, alone: true };
    }
  }
  const full = await runVitest(env, [], reportFile, logFile);
  if (full.code === 0) return { status: 'survived', seconds: seconds() };
  const [killer] = full.verdicts;
  if (killer) {
    return { status: 'killed', seconds: seconds(), killer, killers: full.verdicts, alone: false };
  }
  const why =
    full.others.length > 0
      ? `only failures that say nothing about the rules (${full.others.map((other) => other.test).join('; ')})`
      : full.code === -1
        ? 'stopped after the time limit, and no test failed'
        : `Vitest exited with ${full.code}, and no test failed`;
  return { status: 'error', seconds: seconds(), error: `${why}: see ${logFile}` };
}

const killerKey = (killer: Killer) => `${killer.file} ${killer.test}`;

const filesOf = (tests: readonly Killer[]) => [...new Set(tests.map((test) => test.file))];

/** A Vitest -t pattern matching exactly these tests' full names. */
const namesPattern = (tests: readonly Killer[]) =>
  `(${tests.map((test) => escapeRegExp(test.test)).join('|')})$`;

/**
 * Which of `tests` fail on `rules` (the rules as they are, in the same mutation run): a kill by a
 * test that also fails without the mutant was not the mutant's doing.
 */
export async function failingOn(
  rules: string,
  tests: readonly Killer[],
  { projectId, workDir }: { projectId: string; workDir: string },
): Promise<Killer[]> {
  if (tests.length === 0) return [];
  const rulesFile = path.join(workDir, 'confirmation.rules');
  await writeFile(rulesFile, rules);
  const refused = await rulesLoadError(projectId, rules);
  if (refused) throw new Error(`The emulator refused the rules: ${refused}`);
  const env = {
    ...process.env,
    RULES_FILE: rulesFile,
    RULES_PROJECT_ID: projectId,
    MUTATION_TEST_ORDER: '[]',
    FORCE_COLOR: '0',
  };
  const run = await runVitest(
    env,
    [...filesOf(tests), '-t', namesPattern(tests)],
    path.join(workDir, 'confirmation.json'),
    path.join(workDir, 'confirmation.log'),
  );
  return [...run.verdicts, ...run.others];
}

import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { repoRoot } from '../lib/project';
import { rulesLoadError } from './emulator';

/**
 * Runs the rules tests against one copy of the rules, in Vitest processes of their own that load
 * the copy into a project of its own on the one emulator (RULES_FILE and RULES_PROJECT_ID, read
 * by tests/rules/harness.ts). First only the tests that killed a like mutant before, if any: one
 * of them usually fails at once. Then every test that has killed any mutant (a few dozen of the
 * thousand), and only if none of those fails, every test, stopping at the first failure.
 */

/** A test that failed on a mutant: its file, and its name with the names of its describe blocks. */
export type Killer = { file: string; test: string };

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

const vitestBin = path.join(repoRoot, 'node_modules', '.bin', 'vitest');
const config = path.join(repoRoot, 'scripts', 'mutation', 'vitest.config.ts');

/** A mutant that has not failed a test by then has hung somewhere. */
const TIME_LIMIT_MS = 10 * 60 * 1000;

type JsonReport = {
  testResults?: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
};

/**
 * A failure that tells the mutant from the rules: an assertion on what was allowed or refused, or
 * a refusal by the expression limit (the harness turns it into an error). Anything else (a time-out,
 * an emulator that did not answer in time on a busy machine) says nothing about the rules.
 */
export function isVerdict(failureMessages: readonly string[]): boolean {
  return failureMessages.some(
    (message) =>
      message.startsWith('AssertionError') || message.includes('Refused by the expression limit'),
  );
}

/** The failing tests of a Vitest JSON report: those that give a verdict, and the rest. */
function failuresOf(report: JsonReport): { verdicts: Killer[]; others: Killer[] } {
  const verdicts: Killer[] = [];
  const others: Killer[] = [];
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults) {
      if (test.status !== 'failed') continue;
      const killer = { file: path.relative(repoRoot, result.name), test: test.fullName };
      (isVerdict(test.failureMessages) ? verdicts : others).push(killer);
    }
  }
  return { verdicts, others };
}

type Attempt = { code: number; verdicts: Killer[]; others: Killer[] };

/** One Vitest run; `args` narrow it down (files, a test name pattern). */
function runVitest(
  env: NodeJS.ProcessEnv,
  args: string[],
  reportFile: string,
  logFile: string,
): Promise<Attempt> {
  const command = ['run', '--config', config, '--reporter', 'json', '--outputFile', reportFile];
  const exited = new Promise<number>((resolve, reject) => {
    const child = spawn(vitestBin, [...command, ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), TIME_LIMIT_MS);
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      void writeFile(logFile, Buffer.concat(output)).then(
        () => resolve(signal ? -1 : (code ?? -1)),
        reject,
      );
    });
  });
  return exited.then(async (code) => {
    const report = await readFile(reportFile, 'utf8').then(
      (text) => JSON.parse(text) as JsonReport,
      () => null,
    );
    return { code, ...(report ? failuresOf(report) : { verdicts: [], others: [] }) };
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type RulesRun = {
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

/** Runs the rules tests against `rules`. */
export async function testRules({
  rules,
  projectId,
  likelyKillers,
  knownKillers,
  firstFiles,
  workDir,
  stem,
}: RulesRun): Promise<Outcome> {
  const started = performance.now();
  const seconds = () => Number(((performance.now() - started) / 1000).toFixed(1));
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

/** The full names of every rules test, as Vitest reports them (no emulator needed to list). */
export async function listRulesTests(): Promise<string[]> {
  const listed = await new Promise<string>((resolve, reject) => {
    const child = spawn(vitestBin, ['list', '--config', config, '--json'], {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(output).toString('utf8'))
        : reject(new Error(`vitest list exited with ${code}`)),
    );
  });
  return (JSON.parse(listed) as { name: string }[]).map((test) => test.name);
}

/** How long each test file took in the run kept under `stem`, slowest first. */
export async function secondsPerFile(workDir: string, stem: string): Promise<[string, number][]> {
  const text = await readFile(path.join(workDir, `${stem}.json`), 'utf8');
  const report = JSON.parse(text) as JsonReport;
  return (report.testResults ?? [])
    .map((file): [string, number] => [
      path.relative(repoRoot, file.name),
      (file.endTime - file.startTime) / 1000,
    ])
    .sort((a, b) => b[1] - a[1]);
}

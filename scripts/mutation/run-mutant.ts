import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { repoRoot } from '../lib/project';

/**
 * Runs the rules tests against one copy of the rules, in a Vitest process of its own that loads
 * the copy into a project of its own on the one emulator (RULES_FILE and RULES_PROJECT_ID, read
 * by tests/rules/harness.ts), and stops at the first failing test.
 */

export type Outcome =
  | { status: 'killed'; seconds: number; by: string; file: string }
  | { status: 'survived'; seconds: number }
  /** The emulator would not load the copy: not a rules file, so not a mutant that counts. */
  | { status: 'invalid'; seconds: number; error: string }
  /** Vitest ended without a test result (a crash, a time-out): nothing is known. */
  | { status: 'error'; seconds: number; error: string };

const vitestBin = path.join(repoRoot, 'node_modules', '.bin', 'vitest');
const config = path.join(repoRoot, 'scripts', 'mutation', 'vitest.config.ts');

/** A mutant that has not failed a test by then has hung somewhere. */
const TIME_LIMIT_MS = 10 * 60 * 1000;

/** The compiler's complaint when the emulator refuses the rules, or null when it loads them. */
async function loadError(projectId: string, rules: string): Promise<string | null> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  return response.ok ? null : await response.text();
}

type JsonReport = {
  testResults?: {
    name: string;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
};

/** The first failing test of a Vitest JSON report: its file, and `file > test name`. */
function firstFailure(report: JsonReport): { file: string; by: string } | null {
  for (const result of report.testResults ?? []) {
    const file = path.relative(repoRoot, result.name);
    const failed = result.assertionResults.find((test) => test.status === 'failed');
    if (failed) return { file, by: `${file} > ${failed.fullName}` };
  }
  return null;
}

function runVitest(env: NodeJS.ProcessEnv, reportFile: string, logFile: string): Promise<number> {
  const args = ['run', '--config', config, '--reporter', 'json', '--outputFile', reportFile];
  return new Promise((resolve, reject) => {
    const child = spawn(vitestBin, args, {
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
}

export type RulesRun = {
  rules: string;
  /** Each run its own, so that runs at the same time do not clear each other's data. */
  projectId: string;
  /** Test files to run first (the others follow). */
  firstFiles: string[];
  /** Where its files go: `<stem>.rules`, the Vitest output `<stem>.log`, its report `<stem>.json`. */
  workDir: string;
  stem: string;
};

/** Runs the rules tests against `rules`. */
export async function testRules({
  rules,
  projectId,
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

  const refused = await loadError(projectId, rules);
  if (refused) return { status: 'invalid', seconds: seconds(), error: refused };

  const code = await runVitest(
    {
      ...process.env,
      RULES_FILE: rulesFile,
      RULES_PROJECT_ID: projectId,
      MUTATION_TEST_ORDER: JSON.stringify(firstFiles),
      FORCE_COLOR: '0',
    },
    reportFile,
    logFile,
  );
  if (code === 0) return { status: 'survived', seconds: seconds() };
  const report = await readFile(reportFile, 'utf8').then(
    (text) => JSON.parse(text) as JsonReport,
    () => null,
  );
  const failure = report && firstFailure(report);
  if (failure) return { status: 'killed', seconds: seconds(), ...failure };
  const why = code === -1 ? 'stopped after the time limit' : `Vitest exited with ${code}`;
  return {
    status: 'error',
    seconds: seconds(),
    error: `${why} and no test failed: see ${logFile}`,
  };
}

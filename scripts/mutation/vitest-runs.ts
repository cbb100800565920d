import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { repoRoot } from '../lib/project';

/**
 * Vitest runs of the rules tests (scripts/mutation/vitest.config.ts), each in a process of its own
 * with a JSON report: which tests failed, and whether a failure says anything about the rules.
 */

/** A test that failed on a mutant: its file, and its name with the names of its describe blocks. */
export type Killer = { file: string; test: string };

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

export type Attempt = { code: number; verdicts: Killer[]; others: Killer[] };

/** One Vitest run; `args` narrow it down (files, a test name pattern). */
export function runVitest(
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

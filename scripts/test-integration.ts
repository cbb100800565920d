/**
 * npm run test:integration: the rules tests and the other emulator tests
 * (vitest.integration.config.ts), as two Vitest runs at the same time. Each keeps to its own
 * files one at a time, and each file to its own emulator projects, so the two never touch each
 * other's data; one after the other they left a core idle a third of the time, waiting on the
 * emulator.
 *
 * The other tests' output is shown as it comes, the rules tests' when they end, so the two never
 * interleave. Exits 1 if either run failed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { repoRoot } from './lib/project';
import { runMain } from './lib/usage-error';

const commandLine = {
  usage: `Usage:
  npm run test:integration [-- <file filter>...] [-- -t <test name pattern>]
Options:
  -t, --testNamePattern <pattern>   only the tests whose name matches
  --help                            print this and exit

Runs the rules tests (tests/rules) and the other emulator tests (tests/) at the same time, against
the emulators that FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST name (npm test starts
them). File filters and -t go to both runs; a run they leave without tests passes.`,
  options: { testNamePattern: { type: 'string', short: 't' } },
  allowPositionals: true,
} as const;

type Finished = { project: string; status: number; output: string };

function runProject(project: string, extra: string[], live: boolean): Promise<Finished> {
  const vitest = path.join(repoRoot, 'node_modules', '.bin', 'vitest');
  const args = ['run', '--config', 'vitest.integration.config.ts', '--project', project, ...extra];
  return new Promise((resolve, reject) => {
    const child = spawn(vitest, args, {
      cwd: repoRoot,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) =>
      resolve({
        project,
        status: signal ? 1 : (code ?? 1),
        output: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}

runMain(commandLine, async ({ values, positionals }) => {
  const pattern = values.testNamePattern;
  const extra = [...positionals, ...(pattern === undefined ? [] : ['-t', pattern])];
  // A file named for one run is not there for the other: that run has nothing to do.
  if (extra.length > 0) extra.push('--passWithNoTests');
  const [rules, others] = await Promise.all([
    runProject('rules', extra, false),
    runProject('integration', extra, true),
  ]);
  process.stdout.write(`\n---- The rules tests ----\n${rules.output}`);
  const failed = [rules, others].filter((run) => run.status !== 0);
  for (const run of failed) console.error(`The ${run.project} tests failed (exit ${run.status}).`);
  return failed.length > 0 ? 1 : 0;
});

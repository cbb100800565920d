/**
 * npm run test:integration: the emulator tests (vitest.integration.config.ts) on two sides at the
 * same time: on one, the rules tests and then the rules budget; on the other, every other
 * emulator test. Each side keeps to its own files one at a time, and each file to its own
 * emulator projects, so the two never touch each other's data; one after the other they left a
 * core idle a third of the time, waiting on the emulator. The budget goes with the rules tests
 * because the two sides then take about as long as each other.
 *
 * The other tests' output is shown as it comes, the rules side's when it ends, so the two never
 * interleave. Exits 1 if any run failed.
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
  const rulesSide = async (): Promise<Finished[]> => [
    await runProject('rules', extra, false),
    await runProject('rules-budget', extra, false),
  ];
  const [rulesRuns, others] = await Promise.all([
    rulesSide(),
    runProject('integration', extra, true),
  ]);
  for (const run of rulesRuns) {
    process.stdout.write(`\n---- The ${run.project} tests ----\n${run.output}`);
  }
  const failed = [...rulesRuns, others].filter((run) => run.status !== 0);
  for (const run of failed) console.error(`The ${run.project} tests failed (exit ${run.status}).`);
  return failed.length > 0 ? 1 : 0;
});

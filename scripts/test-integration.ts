/**
 * npm run test:integration: the rules tests and the other emulator tests (vitest.integration.config.ts),
 * as two Vitest runs at the same time. Each keeps to its own files one at a time, and each file
 * to its own emulator project, so the two never touch each other's data; run one after the
 * other they leave a core idle for a third of the time, waiting on the emulator.
 *
 * The integration run's output is shown as it comes; the rules run's when it ends, so that the
 * two never interleave. Extra arguments (a file, -t) go to both runs. Exits with the first
 * failing run's status.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { repoRoot } from './lib/project';

const vitest = path.join(repoRoot, 'node_modules', '.bin', 'vitest');
const extra = process.argv.slice(2);

type Finished = { project: string; status: number; output: string };

function runProject(project: string, live: boolean): Promise<Finished> {
  const args = ['run', '--config', 'vitest.integration.config.ts', '--project', project, ...extra];
  // A file named for one run is not there for the other: that run has nothing to do.
  if (extra.length > 0) args.push('--passWithNoTests');
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

const [rules, integration] = await Promise.all([
  runProject('rules', false),
  runProject('integration', true),
]);
process.stdout.write(`\n---- The rules tests ----\n${rules.output}`);

const failed = [rules, integration].filter((run) => run.status !== 0);
for (const run of failed) console.error(`The ${run.project} tests failed (exit ${run.status}).`);
process.exitCode = failed[0]?.status ?? 0;

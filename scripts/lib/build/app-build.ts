import { spawn } from 'node:child_process';
import path from 'node:path';

import { exitOf, tailOf } from '../emulators/processes';
import { hostPort, repoRoot, type EmulatorAddresses } from '../project';
import { UsageError } from '../usage-error';

/** The app as `npm start` builds it: a production build pointed at the local emulators. */

function vite(): string {
  return path.join(repoRoot, 'node_modules', '.bin', 'vite');
}

/**
 * `vite build` with the environment forced to the demo project and these emulators, whatever a
 * local .env file says (variables already set win over .env files in Vite).
 */
export async function buildAppForEmulators(options: {
  outDir: string;
  projectId: string;
  emulators: EmulatorAddresses;
}): Promise<void> {
  const build = spawn(vite(), ['build', '--outDir', options.outDir, '--emptyOutDir'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      VITE_FIREBASE_PROJECT_ID: options.projectId,
      VITE_AUTH_EMULATOR_HOST: hostPort(options.emulators.auth),
      VITE_FIRESTORE_EMULATOR_HOST: hostPort(options.emulators.firestore),
    },
  });
  const output = tailOf(build);
  const status = await exitOf(build);
  if (status !== 0) throw new UsageError(`The build failed (exit status ${status}):\n${output()}`);
}

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { exitOf, tailOf, waitForHttp } from './processes';
import { hostPort, repoRoot, type Address, type EmulatorAddresses } from './project';

/** The app as `npm start` serves it: a production build pointed at the local emulators. */

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
  if (status !== 0) throw new Error(`The build failed (exit status ${status}):\n${output()}`);
}

export type PreviewServer = {
  child: ChildProcess;
  /** Resolves with the exit status when the server stops; `output` is what it printed last. */
  exited: Promise<{ status: number; output: string }>;
};

/** `vite preview` of that build, in its own process group; resolves once it answers. */
export async function serveBuild(options: { outDir: string; at: Address }): Promise<PreviewServer> {
  const args = ['preview', '--outDir', options.outDir, '--host', options.at.host];
  args.push('--port', String(options.at.port), '--strictPort');
  const child = spawn(vite(), args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = tailOf(child);
  const exited = exitOf(child).then((status) => ({ status, output: output() }));
  const failed = exited.then(({ status, output: printed }) => {
    throw new Error(`vite preview stopped (exit status ${status}):\n${printed}`);
  });
  await Promise.race([waitForHttp(`http://${hostPort(options.at)}/`, 30_000), failed]);
  return { child, exited };
}

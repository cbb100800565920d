import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

import { configureFirestoreEmulator, type FirestoreEmulatorSource } from './firestore-emulator-jar';
import { assertJavaAvailable } from './java';
import { assertPortsFree, type PortClaim } from './ports';
import { cacheDir, emulatorAddresses, localProjectId, repoRoot } from '../project';
import { UsageError } from '../usage-error';

/**
 * Everything `npm run emulators` and `npm start` do before firebase-tools runs: Java is there and
 * new enough, the Firestore emulator is found (docs/decisions/005-local-firebase-emulators.md),
 * and every port the emulators will open is free.
 */

const EMULATED_SERVICES = 'auth,firestore';

type EmulatorLaunch = {
  env: NodeJS.ProcessEnv;
  projectId: string;
  firestoreSource: FirestoreEmulatorSource;
};

function emulatorPortClaims(): PortClaim[] {
  const addresses = emulatorAddresses();
  return [
    { name: 'Auth emulator', ...addresses.auth },
    { name: 'Firestore emulator', ...addresses.firestore },
    { name: 'Firestore emulator websocket', ...addresses.firestoreWebsocket },
    { name: 'emulator hub', ...addresses.hub },
    { name: 'emulator logging', ...addresses.logging },
  ];
}

export async function prepareEmulators(extraPorts: PortClaim[] = []): Promise<EmulatorLaunch> {
  assertJavaAvailable();
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Nothing here needs Google credentials. Without this, the Admin SDK in the tests and scripts
  // probes for a cloud metadata server while looking for some, and warns about the answer.
  env.METADATA_SERVER_DETECTION ??= 'none';
  const firestoreSource = configureFirestoreEmulator(
    env,
    path.join(cacheDir, 'firestore-emulator'),
  );
  await assertPortsFree([...emulatorPortClaims(), ...extraPorts]);
  return { env, projectId: localProjectId(), firestoreSource };
}

export function describeFirestoreSource(source: FirestoreEmulatorSource): string {
  switch (source.kind) {
    case 'preset':
      return `Firestore emulator: ${source.path} (from FIRESTORE_EMULATOR_BINARY_PATH)`;
    case 'google-cloud-cli':
      return `Firestore emulator: ${source.googleJar} (google-cloud-cli), through ${path.relative(repoRoot, source.path)}`;
    case 'download':
      return 'Firestore emulator: firebase-tools will download its own (no google-cloud-cli emulator found)';
  }
}

function firebaseBin(): string {
  const bin = path.join(repoRoot, 'node_modules', '.bin', 'firebase');
  if (!existsSync(bin)) {
    throw new UsageError('firebase-tools is not installed: run `npm ci` first.');
  }
  return bin;
}

/** The arguments of `firebase emulators:start|exec` for this project, auth and Firestore only. */
export function firebaseEmulatorArgs(
  command: 'start' | 'exec',
  projectId: string,
  extra: readonly string[],
): string[] {
  return [`emulators:${command}`, '--only', EMULATED_SERVICES, '--project', projectId, ...extra];
}

/** Java children of a process, from /proc (Linux); an empty list anywhere else. */
function javaChildrenOf(parentPid: number): number[] {
  if (!existsSync('/proc')) return [];
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === parentPid && command === 'java') found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export type FirebaseProcess = {
  child: ChildProcess;
  /** Resolves with firebase-tools' exit status (128 + signal number when a signal ended it). */
  exited: Promise<number>;
};

/**
 * Runs firebase-tools. It starts the Firestore emulator as a detached Java process, so when
 * firebase-tools itself is killed (`emulators:exec` has no Ctrl-C handler) the emulator would
 * live on and hold its port. We note the Java processes it starts, by PID, and stop those that
 * outlive it.
 */
export function runFirebase(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  options: { stdio?: StdioOptions; detached?: boolean } = {},
): FirebaseProcess {
  const child = spawn(firebaseBin(), args, {
    cwd: repoRoot,
    env,
    stdio: options.stdio ?? 'inherit',
    detached: options.detached ?? false,
  });
  const javaPids = new Set<number>();
  const watch = setInterval(() => {
    if (child.pid) for (const pid of javaChildrenOf(child.pid)) javaPids.add(pid);
  }, 500);

  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', (error) => {
      clearInterval(watch);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearInterval(watch);
      const leftover = [...javaPids].filter(isAlive);
      for (const pid of leftover) process.kill(pid, 'SIGTERM');
      const status = signal ? 128 + constants.signals[signal] : (code ?? 1);
      resolve(status);
    });
  });
  return { child, exited };
}

/**
 * Runs `script` (the caller) again with the same arguments under `npm run emulators -- exec`
 * when no emulator is named, and returns its exit status; returns null when the emulators are
 * already there. `javaOptions` go to the Firestore emulator's Java (JAVA_TOOL_OPTIONS).
 */
export async function reRunUnderEmulators(
  script: string,
  args: readonly string[],
  { javaOptions }: { javaOptions?: string } = {},
): Promise<number | null> {
  if (process.env.FIRESTORE_EMULATOR_HOST) return null;
  const prepared = await prepareEmulators();
  const launch = javaOptions
    ? { ...prepared, env: { ...prepared.env, JAVA_TOOL_OPTIONS: javaOptions } }
    : prepared;
  console.log('No emulator named (FIRESTORE_EMULATOR_HOST): starting fresh ones for the run.');
  console.log(describeFirestoreSource(launch.firestoreSource));
  const quoted = args.map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`);
  const command = ['npx tsx', path.relative(repoRoot, script), ...quoted].join(' ');
  const firebase = runFirebase(
    firebaseEmulatorArgs('exec', launch.projectId, [command]),
    launch.env,
  );
  return firebase.exited;
}

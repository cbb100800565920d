import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import {
  describeFirestoreSource,
  firebaseEmulatorArgs,
  prepareEmulators,
  runFirebase,
  type FirebaseProcess,
} from './emulator-launcher';
import type { PortClaim } from './ports';
import { eachLine, waitForHttp } from './processes';
import { cacheDir, emulatorAddresses, hostPort, repoRoot } from '../project';
import { UsageError } from '../usage-error';

/**
 * The emulators as `npm start` runs them: data imported from a folder when a previous run saved
 * it there, and exported back into it when they stop (SIGINT, as Ctrl-C sends).
 */

/** firebase-tools lines that say nothing useful here (no login, no network, no UI), or that the
 * start-up banner says better. Everything else it prints is shown. */
const noise = [
  'Unable to fetch the CLI MOTD',
  'You are not currently authenticated',
  'Env variable override detected',
  'The Emulator UI is not starting',
  'Detected demo project ID',
  'Emulator Hub host:',
  'Other reserved ports:',
  'Issues? Report them at',
];

function isNoise(line: string): boolean {
  return /^[┌│├└]/.test(line.trim()) || noise.some((text) => line.includes(text));
}

type RunningEmulators = { firebase: FirebaseProcess; projectId: string };

export async function startPersistentEmulators(options: {
  dataDir: string;
  /** Ports the caller will open afterwards, checked with the emulators' own. */
  alsoNeeds: PortClaim[];
  /** Called as soon as firebase-tools runs, so Ctrl-C during start-up can stop it cleanly. */
  onSpawn: (firebase: FirebaseProcess) => void;
}): Promise<RunningEmulators> {
  const launch = await prepareEmulators(options.alsoNeeds);
  const dataDirName = `${path.relative(repoRoot, options.dataDir)}/`;
  const hasSavedData = existsSync(path.join(options.dataDir, 'firebase-export-metadata.json'));
  console.log(`Starting the Auth and Firestore emulators (project ${launch.projectId}).`);
  console.log(describeFirestoreSource(launch.firestoreSource));
  console.log(
    hasSavedData
      ? `Data: reusing what the last run saved in ${dataDirName}`
      : `Data: nothing saved yet; it will be kept in ${dataDirName} from now on`,
  );

  // firebase-tools finds a running hub through a file in the temporary directory, named after
  // the project. A private directory keeps another copy of the suite for the same project from
  // answering, and so receiving, our export when we stop.
  const hubDir = path.join(cacheDir, 'emulator-hub');
  mkdirSync(hubDir, { recursive: true });
  const args = firebaseEmulatorArgs('start', launch.projectId, [
    ...(hasSavedData ? ['--import', options.dataDir] : []),
    '--export-on-exit',
    options.dataDir,
  ]);
  const firebase = runFirebase(
    args,
    { ...launch.env, TMPDIR: hubDir },
    // Its own process group: Ctrl-C reaches it once, from us, rather than several times at once.
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  options.onSpawn(firebase);

  const ready = new Promise<void>((resolve) => {
    const onLine = (raw: string) => {
      const line = stripVTControlCharacters(raw).trimEnd();
      if (line.includes('All emulators ready')) resolve();
      if (line.trim() && !isNoise(line)) console.log(`  emulators │ ${line}`);
    };
    eachLine(firebase.child.stdout, onLine);
    eachLine(firebase.child.stderr, onLine);
  });
  const failed = firebase.exited.then((status) => {
    throw new UsageError(
      `The emulators stopped while starting (exit status ${status}); see above.`,
    );
  });
  await Promise.race([ready, failed]);
  const addresses = emulatorAddresses();
  await Promise.all([
    waitForHttp(`http://${hostPort(addresses.auth)}/`, 30_000),
    waitForHttp(`http://${hostPort(addresses.firestore)}/`, 30_000),
  ]);
  console.log('Emulators ready.');
  return { firebase, projectId: launch.projectId };
}

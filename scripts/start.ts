/**
 * `npm start`: the whole product on this machine, with no account and no network.
 *
 * 1. Starts the Auth and Firestore emulators, importing `.emulator-data/` when a previous run
 *    saved it there and saving it again when they stop (Ctrl-C).
 * 2. Seeds an empty database with the demo staff account and sample records (scripts/seed.ts).
 * 3. Builds the app for the emulators and serves the build as Hosting would (superstatic).
 * 4. Prints the address and the demo logins (two admins, and the staff of two centres), and
 *    stops everything cleanly on Ctrl-C.
 */
import path from 'node:path';

import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import { paths } from '../src/config/paths';
import { centreLabel } from '../src/domain/centres';
import { adminAppFor } from './lib/admin/admin-target';
import { buildAppForEmulators } from './lib/build/app-build';
import type { FirebaseProcess } from './lib/emulators/emulator-launcher';
import { serveHosting, type HostingServer } from './lib/build/hosting-server';
import { startPersistentEmulators } from './lib/emulators/persistent-emulators';
import { signalGroup } from './lib/emulators/processes';
import { cacheDir, emulatorAddresses, emulatorDataDir, hostPort, repoRoot } from './lib/project';
import { startBanner } from './lib/emulators/start-banner';
import { DEMO_CENTRES } from './lib/demo/demo-centres';
import { runMain } from './lib/usage-error';
import {
  DEMO_CENTRE_STAFF,
  DEMO_SECOND_STAFF,
  DEMO_STAFF,
  DEMO_VERIFIER,
  describeSeed,
  latestCertificate,
  seedDemoData,
} from './seed';

const commandLine = {
  usage: `Usage:
  npm start    the whole product on this machine: emulators with kept data, demo data, the app

It takes no options. The data is kept in .emulator-data/ (delete it to start afresh); the app is
at http://127.0.0.1:4173 and the emulators on the ports of firebase.json.`,
} as const;

const preview = { host: '127.0.0.1', port: 4173 };
const appUrl = `http://${preview.host}:${preview.port}`;
/** This build targets the emulators, so it is kept apart from `dist/`, which is deployed. */
const appBuildDir = path.join(cacheDir, 'app');
const addresses = emulatorAddresses();
const dataDirName = `${path.relative(repoRoot, emulatorDataDir)}/`;

let firebase: FirebaseProcess | undefined;
let appServer: HostingServer | undefined;
let stopping: Promise<number> | undefined;
let firstSignalAt = 0;

async function seed(projectId: string) {
  const app = adminAppFor(
    {
      kind: 'emulators',
      projectId,
      authHost: hostPort(addresses.auth),
      firestoreHost: hostPort(addresses.firestore),
    },
    'npm-start',
  );
  try {
    const db = getFirestore(app);
    console.log(describeSeed(await seedDemoData({ auth: getAuth(app), db })));
    return await latestCertificate(db);
  } finally {
    await deleteApp(app);
  }
}

/**
 * Stops the app server, then the emulators, which save their data on the way out; resolves with
 * the exit status that says how that went.
 */
function stopAll(): Promise<number> {
  stopping ??= (async () => {
    await appServer?.close();
    const emulators = firebase;
    if (emulators?.child.pid && emulators.child.exitCode === null) {
      console.log(`\nStopping the emulators and saving their data in ${dataDirName} ...`);
      process.kill(emulators.child.pid, 'SIGINT');
      const status = await emulators.exited;
      if (status !== 0) {
        console.log(`The emulators stopped with exit status ${status}; see the messages above.`);
        return 1;
      }
      console.log(`Stopped. The data is saved in ${dataDirName}; \`npm start\` picks it up again.`);
    }
    return 0;
  })();
  return stopping;
}

function onSignal(): void {
  if (!stopping) {
    firstSignalAt = Date.now();
    void stopAll().then((status) => process.exit(status));
    return;
  }
  // One Ctrl-C can reach us several times (terminal, npm, tsx); only a later one means "now".
  if (Date.now() - firstSignalAt < 3000) return;
  console.log('Stopping at once, without waiting for the data to be saved.');
  if (firebase) signalGroup(firebase.child, 'SIGKILL');
  process.exit(130);
}

function stopIfUnexpected(what: string, exited: Promise<number>): void {
  void exited.then((status) => {
    if (stopping) return;
    console.error(`\n${what} stopped unexpectedly (exit status ${status}); see above.`);
    void stopAll().then(() => process.exit(1));
  });
}

async function startEverything(): Promise<void> {
  const { projectId } = await startPersistentEmulators({
    dataDir: emulatorDataDir,
    alsoNeeds: [{ name: 'the app', ...preview }],
    onSpawn: (started) => {
      firebase = started;
    },
  });
  if (firebase) stopIfUnexpected('The emulators', firebase.exited);

  const sample = await seed(projectId);
  console.log('Building the app for the emulators (vite build)...');
  await buildAppForEmulators({ outDir: appBuildDir, projectId, emulators: addresses });
  appServer = await serveHosting({ buildDir: appBuildDir, ...preview });

  console.log(
    startBanner({
      appUrl,
      loginUrl: `${appUrl}${paths.login.getHref()}`,
      verifyUrl: `${appUrl}${paths.verify.getHref()}`,
      staff: DEMO_STAFF,
      secondStaff: DEMO_SECOND_STAFF,
      centreStaff: DEMO_CENTRE_STAFF.map(({ email, password, centreNumber }) => ({
        email,
        password,
        centre: centreLabel(
          DEMO_CENTRES.find((centre) => centre.centreNumber === centreNumber) ?? {
            centreNumber,
            name: '',
          },
        ),
      })),
      verifier: {
        email: DEMO_VERIFIER.email,
        password: DEMO_VERIFIER.password,
        organisation: DEMO_VERIFIER.organisation,
        batchUrl: `${appUrl}${paths.verifyBatch.getHref()}`,
      },
      sample,
      dataDir: emulatorDataDir,
      projectId,
      auth: addresses.auth,
      firestore: addresses.firestore,
    }),
  );
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
  try {
    await startEverything();
  } catch (error) {
    // After Ctrl-C, the signal handler is already stopping everything, and exits when done.
    if (stopping) return;
    await stopAll();
    throw error;
  }
}

runMain(commandLine, main);

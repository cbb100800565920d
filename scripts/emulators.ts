/**
 * The Firebase emulators (Auth and Firestore) of this repository's demo project.
 *
 *   npm run emulators -- exec "<command>"    start them, run the command, stop them; exits with the command's status
 *   npm run emulators -- start [--import DIR --export-on-exit]    run them until Ctrl-C
 *
 * Any other flag is passed to `firebase emulators:start|exec` as it is.
 */
import {
  describeFirestoreSource,
  firebaseEmulatorArgs,
  prepareEmulators,
  runFirebase,
} from './lib/emulator-launcher';
import { runMain, UsageError } from './lib/usage-error';

const usage = `Usage:
  npm run emulators -- exec "<command>"   run a command against fresh emulators, then stop them
  npm run emulators -- start [--import DIR --export-on-exit]   run the emulators until Ctrl-C`;

function firebaseArgs(command: string | undefined, rest: string[], projectId: string): string[] {
  if (command === 'start') return firebaseEmulatorArgs('start', projectId, rest);
  // The command to run comes last, as one argument; anything before it is a firebase flag.
  const script = rest.at(-1);
  return firebaseEmulatorArgs('exec', projectId, [...rest.slice(0, -1), script ?? '']);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'help' || command === '--help') {
    console.log(usage);
    return 0;
  }
  if ((command !== 'exec' && command !== 'start') || (command === 'exec' && rest.length === 0)) {
    throw new UsageError(usage);
  }

  const launch = await prepareEmulators();
  console.log(describeFirestoreSource(launch.firestoreSource));
  const firebase = runFirebase(firebaseArgs(command, rest, launch.projectId), launch.env);

  // Ctrl-C in a terminal reaches firebase-tools directly (same process group). A signal sent to
  // this process alone is passed on; firebase-tools ignores a duplicate that arrives within 100 ms.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (firebase.child.exitCode === null) firebase.child.kill(signal);
    });
  }
  return firebase.exited;
}

runMain(() => main(process.argv.slice(2)));

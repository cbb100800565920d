/**
 * The Firebase emulators (Auth and Firestore) of this repository's demo project.
 *
 *   npm run emulators -- exec "<command>"    start them, run the command, stop them; exits with the command's status
 *   npm run emulators -- start [--import DIR [--export-on-exit]]    run them until Ctrl-C
 */
import {
  describeFirestoreSource,
  firebaseEmulatorArgs,
  prepareEmulators,
  runFirebase,
} from './lib/emulators/emulator-launcher';
import { ArgumentError, runMain } from './lib/usage-error';

const commandLine = {
  usage: `Usage:
  npm run emulators -- exec "<command>"    run a command against fresh emulators, then stop them
  npm run emulators -- start [--import DIR [--export-on-exit]]    run the emulators until Ctrl-C
Options (with start):
  --import DIR        load the data saved in DIR
  --export-on-exit    save the data back into DIR when they stop`,
  options: {
    import: { type: 'string' },
    'export-on-exit': { type: 'boolean' },
  },
  allowPositionals: true,
} as const;

/** What to ask `firebase emulators:start|exec` for, from the command line, or an ArgumentError. */
function emulatorCommand(
  [command, ...rest]: string[],
  values: { import?: string; 'export-on-exit'?: boolean },
): { command: 'exec' | 'start'; extra: string[] } {
  if (command === 'exec') {
    const [script, ...extra] = rest;
    if (!script) throw new ArgumentError('exec needs the command to run, in quotes.');
    if (extra.length > 0) {
      throw new ArgumentError(`Unexpected argument ${extra[0]}: put the whole command in quotes.`);
    }
    if (values.import || values['export-on-exit']) {
      throw new ArgumentError('--import and --export-on-exit go with start.');
    }
    return { command, extra: [script] };
  }
  if (command === 'start') {
    if (rest.length > 0) throw new ArgumentError(`Unexpected argument ${rest[0]}.`);
    if (values['export-on-exit'] && !values.import) {
      throw new ArgumentError('--export-on-exit needs --import DIR: the folder it saves into.');
    }
    const data = values.import ? ['--import', values.import] : [];
    const save = values['export-on-exit'] ? ['--export-on-exit'] : [];
    return { command, extra: [...data, ...save] };
  }
  throw new ArgumentError(
    command ? `Unknown command ${command}.` : 'Which command? exec or start.',
  );
}

runMain(commandLine, async ({ values, positionals }) => {
  const { command, extra } = emulatorCommand(positionals, values);
  const launch = await prepareEmulators();
  console.log(describeFirestoreSource(launch.firestoreSource));
  const firebase = runFirebase(firebaseEmulatorArgs(command, launch.projectId, extra), launch.env);

  // Ctrl-C in a terminal reaches firebase-tools directly (same process group). A signal sent to
  // this process alone is passed on; firebase-tools ignores a duplicate that arrives within 100 ms.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (firebase.child.exitCode === null) firebase.child.kill(signal);
    });
  }
  return firebase.exited;
});

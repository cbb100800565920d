/**
 * Where the rules tests find the Firestore emulator. `firebase emulators:exec` sets
 * FIRESTORE_EMULATOR_HOST for the command it runs, so the same tests run on the project's ports
 * under `npm test` and on private ports beside a running `npm start`.
 */

/** The rules tests' own project: clearing it between tests never touches anyone else's data. */
export const RULES_PROJECT_ID = 'demo-larkfield-rules';

export type HostAndPort = { host: string; port: number };

export function firestoreEmulator(): HostAndPort {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set. Run the rules tests with the emulators started, ' +
        'for example with `npm test`, or under `firebase emulators:exec`.',
    );
  }
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(value);
  if (!match?.[1] || !match[2]) {
    throw new Error(`FIRESTORE_EMULATOR_HOST should be host:port, not '${value}'.`);
  }
  return { host: match[1], port: Number(match[2]) };
}

export function emulatorUrl({ host, port }: HostAndPort): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

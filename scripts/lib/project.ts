import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Facts about this repository that the scripts share, read from firebase.json and .firebaserc. */

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Emulator data kept between `npm start` runs (git-ignored). */
export const emulatorDataDir = path.join(repoRoot, '.emulator-data');

/** Generated files that are safe to delete: the wrapper jar, the `npm start` build (git-ignored). */
export const cacheDir = path.join(repoRoot, '.cache');

export type Address = { host: string; port: number };

export type EmulatorAddresses = {
  auth: Address;
  firestore: Address;
  firestoreWebsocket: Address;
  hub: Address;
  logging: Address;
};

type FirebaseJson = {
  emulators?: Record<string, { host?: string; port?: number; websocketPort?: number }>;
};

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
}

/** The project every local tool uses: the `demo-` project of .firebaserc. */
export function localProjectId(): string {
  const rc = readJson<{ projects?: { default?: string } }>('.firebaserc');
  const projectId = rc.projects?.default;
  if (!projectId) throw new Error('.firebaserc names no default project.');
  return projectId;
}

export function emulatorAddresses(): EmulatorAddresses {
  const emulators = readJson<FirebaseJson>('firebase.json').emulators ?? {};
  const address = (name: string, fallbackPort: number): Address => ({
    host: emulators[name]?.host ?? '127.0.0.1',
    port: emulators[name]?.port ?? fallbackPort,
  });
  const firestore = address('firestore', 8080);
  return {
    auth: address('auth', 9099),
    firestore,
    firestoreWebsocket: {
      host: firestore.host,
      port: emulators.firestore?.websocketPort ?? 9150,
    },
    hub: address('hub', 4400),
    logging: address('logging', 4500),
  };
}

export function hostPort(address: Address): string {
  return `${address.host}:${address.port}`;
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { storedZip } from '../build/stored-zip';

/**
 * firebase-tools downloads its Firestore emulator on first use, which fails on a machine without
 * internet. Google's own emulator, from the Debian package google-cloud-cli-firestore-emulator,
 * is the same program but its jar names no Main-Class. A manifest-only wrapper jar that names the
 * main class and puts Google's jar on the class path lets firebase-tools run it unchanged
 * (docs/decisions/005-local-firebase-emulators.md).
 */

export const FIRESTORE_BINARY_VARIABLE = 'FIRESTORE_EMULATOR_BINARY_PATH';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const JAR_INSIDE_SDK = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/** Where Google's jar may be: the Debian package's place first, then an SDK root from the env. */
export function googleFirestoreJarCandidates(env: NodeJS.ProcessEnv): string[] {
  const roots = [env.CLOUDSDK_ROOT_DIR, '/usr/lib/google-cloud-sdk'].filter(
    (root): root is string => Boolean(root),
  );
  return roots.map((root) => path.join(root, JAR_INSIDE_SDK));
}

/** A jar manifest: lines of at most 72 bytes, longer values continued on lines that start with a space. */
export function jarManifest(attributes: Record<string, string>): string {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    let rest = Buffer.from(`${key}: ${value}`, 'utf8');
    let limit = 72;
    while (rest.length > limit) {
      lines.push((limit === 72 ? '' : ' ') + rest.subarray(0, limit).toString('utf8'));
      rest = rest.subarray(limit);
      limit = 71; // a continuation line spends one byte on its leading space
    }
    lines.push((limit === 72 ? '' : ' ') + rest.toString('utf8'));
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

function wrapperJar(googleJar: string): Buffer {
  const manifest = jarManifest({
    'Manifest-Version': '1.0',
    'Main-Class': FIRESTORE_MAIN_CLASS,
    'Class-Path': pathToFileURL(googleJar).href,
    'Created-By': 'Larkfield Awards emulator launcher',
  });
  return storedZip([
    { name: 'META-INF/', data: Buffer.alloc(0) },
    { name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest, 'utf8') },
  ]);
}

/** Writes the wrapper jar into `cacheDir` unless an identical one is already there; returns its path. */
function ensureWrapperJar(googleJar: string, cacheDir: string): string {
  const target = path.join(cacheDir, 'cloud-firestore-emulator-wrapper.jar');
  const bytes = wrapperJar(googleJar);
  if (!existsSync(target) || !readFileSync(target).equals(bytes)) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(target, bytes);
  }
  return target;
}

export type FirestoreEmulatorSource =
  | { kind: 'preset'; path: string }
  | { kind: 'google-cloud-cli'; path: string; googleJar: string }
  | { kind: 'download' };

/**
 * Decides which Firestore emulator firebase-tools will run, and sets the variable it reads:
 * a path already in the environment wins; then Google's jar, through the wrapper; otherwise
 * firebase-tools downloads its own.
 */
export function configureFirestoreEmulator(
  env: NodeJS.ProcessEnv,
  cacheDir: string,
): FirestoreEmulatorSource {
  const preset = env[FIRESTORE_BINARY_VARIABLE];
  if (preset) return { kind: 'preset', path: preset };
  const googleJar = googleFirestoreJarCandidates(env).find((candidate) => existsSync(candidate));
  if (!googleJar) return { kind: 'download' };
  const wrapper = ensureWrapperJar(googleJar, cacheDir);
  env[FIRESTORE_BINARY_VARIABLE] = wrapper;
  return { kind: 'google-cloud-cli', path: wrapper, googleJar };
}

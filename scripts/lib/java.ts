import { spawnSync } from 'node:child_process';

import { UsageError } from './usage-error';

/** firebase-tools 13 runs the Firestore emulator on Java 11 or later. */
export const MINIMUM_JAVA_MAJOR = 11;

/** The major version from `java -version` output: 'version "17.0.15"' is 17, '"1.8.0_392"' is 8. */
export function javaMajorVersion(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/** Throws a one-line explanation when Java is missing or too old for the Firestore emulator. */
export function assertJavaAvailable(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) {
    throw new UsageError(
      `Java was not found: the Firestore emulator needs Java ${MINIMUM_JAVA_MAJOR} or later on the PATH (for example: sudo apt-get install openjdk-17-jre-headless).`,
    );
  }
  const major = javaMajorVersion(`${result.stderr}${result.stdout}`);
  if (major === null) {
    throw new UsageError(
      `Could not tell which Java this is from "java -version"; the Firestore emulator needs Java ${MINIMUM_JAVA_MAJOR} or later.`,
    );
  }
  if (major < MINIMUM_JAVA_MAJOR) {
    throw new UsageError(
      `Java ${major} is too old: the Firestore emulator needs Java ${MINIMUM_JAVA_MAJOR} or later (for example: sudo apt-get install openjdk-17-jre-headless).`,
    );
  }
  return major;
}

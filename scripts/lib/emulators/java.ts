import { spawnSync } from 'node:child_process';

import { UsageError } from '../usage-error';

/** firebase-tools 13 runs the Firestore emulator on Java 11 or later. */
const MINIMUM_JAVA_MAJOR = 11;

export const INSTALL_JAVA =
  'install one with `apt-get install openjdk-17-jre-headless` (Debian and Ubuntu, as root)';

/** The major version from `java -version` output: 'version "17.0.15"' is 17, '"1.8.0_392"' is 8. */
export function javaMajorVersion(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

/** What `java -version` printed, or null when there is no `java` to run. */
export type JavaProbe = () => string | null;

export const runJavaVersion: JavaProbe = () => {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return result.error ? null : `${result.stderr}${result.stdout}`;
};

type JavaCheck = { ok: true; major: number } | { ok: false; problem: string };

/** Java for the Firestore emulator: there, and new enough; or one line that says what to do. */
export function checkJava(probe: JavaProbe): JavaCheck {
  const output = probe();
  if (output === null) {
    return {
      ok: false,
      problem: `Java was not found: the Firestore emulator needs Java ${MINIMUM_JAVA_MAJOR} or later on the PATH; ${INSTALL_JAVA}.`,
    };
  }
  const major = javaMajorVersion(output);
  if (major === null) {
    return {
      ok: false,
      problem: `Could not tell which Java this is from \`java -version\`; the Firestore emulator needs Java ${MINIMUM_JAVA_MAJOR} or later.`,
    };
  }
  if (major < MINIMUM_JAVA_MAJOR) {
    return {
      ok: false,
      problem: `Java ${major} is too old: the Firestore emulator needs Java ${MINIMUM_JAVA_MAJOR} or later; ${INSTALL_JAVA}.`,
    };
  }
  return { ok: true, major };
}

/** Throws a one-line explanation when Java is missing or too old for the Firestore emulator. */
export function assertJavaAvailable(probe: JavaProbe = runJavaVersion): number {
  const java = checkJava(probe);
  if (!java.ok) throw new UsageError(java.problem);
  return java.major;
}

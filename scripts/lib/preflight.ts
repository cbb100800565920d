import { findChromium, type ChromiumProbes } from './build/chromium';
import { checkJava, type JavaProbe } from './emulators/java';

/**
 * What `npm test` needs from the machine beyond `npm ci`, checked before anything runs (it would
 * otherwise fail minutes in, after the unit tests, the build and the emulators): Java for the
 * Firestore emulator and a Chromium for the end-to-end tests.
 */

type PreflightProbes = { java: JavaProbe; chromium: ChromiumProbes };

export type Preflight = {
  /** One line per missing thing, each with the command that installs it. */
  problems: string[];
  /** What was found, for one line of reassurance when nothing is missing. */
  found: string[];
};

export function preflight(probes: PreflightProbes): Preflight {
  const problems: string[] = [];
  const found: string[] = [];
  const java = checkJava(probes.java);
  if (java.ok) found.push(`Java ${java.major}`);
  else problems.push(java.problem);
  const chromium = findChromium(probes.chromium);
  if (chromium.found) found.push(`Chromium ${chromium.path} (${chromium.source})`);
  else problems.push(chromium.problem);
  return { problems, found };
}

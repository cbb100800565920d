import { readFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';

import { applicationDefault, initializeApp, type App } from 'firebase-admin/app';

import { emulatorAddresses, hostPort, localProjectId } from '../project';
import { UsageError } from '../usage-error';

/**
 * Which Firebase the admin scripts talk to, decided once and said out loud:
 * - the emulators, when FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST are set (as
 *   `firebase emulators:exec` does) or when nothing else is given: this repository's demo project;
 * - a real project, when GOOGLE_APPLICATION_CREDENTIALS names a service-account key and a project
 *   id is given (--project, GOOGLE_CLOUD_PROJECT, or the key's own project_id).
 */

export type AdminTarget =
  | { kind: 'emulators'; projectId: string; authHost: string; firestoreHost: string }
  | { kind: 'project'; projectId: string; credentialsFile: string };

function projectOfKey(credentialsFile: string): string | undefined {
  try {
    const key = JSON.parse(readFileSync(credentialsFile, 'utf8')) as { project_id?: unknown };
    return typeof key.project_id === 'string' ? key.project_id : undefined;
  } catch {
    throw new UsageError(
      `GOOGLE_APPLICATION_CREDENTIALS points at ${credentialsFile}, which is not a readable service-account key.`,
    );
  }
}

export function resolveAdminTarget(
  env: NodeJS.ProcessEnv,
  options: { project?: string } = {},
): AdminTarget {
  const requested = options.project ?? env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT;
  const emulatorsNamed = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST || env.FIRESTORE_EMULATOR_HOST);
  const credentialsFile = env.GOOGLE_APPLICATION_CREDENTIALS;

  if (!emulatorsNamed && credentialsFile && !requested?.startsWith('demo-')) {
    const projectId = requested ?? projectOfKey(credentialsFile);
    if (!projectId) {
      throw new UsageError(
        'Which project? Pass --project <id> or set GOOGLE_CLOUD_PROJECT; the service-account key names none.',
      );
    }
    return { kind: 'project', projectId, credentialsFile };
  }
  if (!emulatorsNamed && options.project && !options.project.startsWith('demo-')) {
    throw new UsageError(
      `--project ${options.project} is a real project, which needs credentials: set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file of that project. Without --project the local emulators are used.`,
    );
  }

  const addresses = emulatorAddresses();
  const defaults = { auth: hostPort(addresses.auth), firestore: hostPort(addresses.firestore) };
  return {
    kind: 'emulators',
    projectId: requested ?? localProjectId(),
    authHost: env.FIREBASE_AUTH_EMULATOR_HOST || defaults.auth,
    firestoreHost: env.FIRESTORE_EMULATOR_HOST || defaults.firestore,
  };
}

/**
 * Who is acting through the Admin SDK, for the records it writes (who added a staff member):
 * the service account of a real project, or the local user on the emulators.
 */
export function operatorName(target: AdminTarget): string {
  if (target.kind === 'project') {
    try {
      const key = JSON.parse(readFileSync(target.credentialsFile, 'utf8')) as {
        client_email?: unknown;
      };
      if (typeof key.client_email === 'string') return key.client_email;
    } catch {
      // resolveAdminTarget has already checked the file; fall back to the local user.
    }
  }
  return `${userInfo().username}@${hostname()}`;
}

export function describeAdminTarget(target: AdminTarget): string {
  return target.kind === 'emulators'
    ? `the local emulators of project "${target.projectId}" (Auth ${target.authHost}, Firestore ${target.firestoreHost})`
    : `the real Firebase project "${target.projectId}" (service account ${target.credentialsFile})`;
}

/**
 * An Admin SDK app for the target. firebase-admin finds the emulators through these two
 * variables, so they are set here when the emulator target came from the defaults.
 */
export function adminAppFor(target: AdminTarget, name?: string): App {
  if (target.kind === 'emulators') {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = target.authHost;
    process.env.FIRESTORE_EMULATOR_HOST = target.firestoreHost;
    // The emulators need no Google credentials; without this the SDK probes for a cloud metadata
    // server while looking for some, and warns when the network answers oddly.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    return initializeApp({ projectId: target.projectId }, name);
  }
  return initializeApp({ credential: applicationDefault(), projectId: target.projectId }, name);
}

/**
 * Fails at once, saying what to run, when the target's emulators are not running; the Admin SDK
 * would otherwise retry for most of a minute before it gave up.
 */
export async function assertEmulatorsAnswer(target: AdminTarget): Promise<void> {
  if (target.kind !== 'emulators') return;
  const emulators = [
    ['Auth', target.authHost],
    ['Firestore', target.firestoreHost],
  ] as const;
  for (const [name, host] of emulators) {
    try {
      await fetch(`http://${host}/`, { signal: AbortSignal.timeout(5000) });
    } catch {
      throw new UsageError(
        `Nothing answers at ${host}, where the ${name} emulator should be. Start the emulators first, in another terminal: \`npm start\` or \`npm run emulators -- start\`.`,
      );
    }
  }
}

/** Turns "nothing is listening" into advice, leaving other errors alone. */
export function explainConnectionError(error: unknown, target: AdminTarget): unknown {
  const text = String((error as { message?: unknown })?.message ?? error);
  if (target.kind === 'emulators' && /ECONNREFUSED|connect|network/i.test(text)) {
    return new UsageError(
      `Could not reach the emulators (Auth ${target.authHost}). Start them first, with \`npm start\` or \`npm run emulators -- start\`, in another terminal.`,
    );
  }
  return error;
}

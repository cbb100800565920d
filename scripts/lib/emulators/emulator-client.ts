import { initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';

import { UsageError } from '../usage-error';

/**
 * The one way code beside the app (the scripts, the integration and rules tests, the end-to-end
 * fixtures) reaches the Firebase emulators: where they are, the emulators' own REST API for what
 * no SDK does (load rules into a project, empty one, write past the rules, read the e-mails the
 * Auth emulator "sent"), and clients of the app's own SDK signed in as someone. The app's own
 * wiring is src/lib/firebase.ts.
 */

type HostAndPort = { host: string; port: number };

type EmulatorVariable = 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST';

/** The host:port an emulator variable names; without one, a line saying how to start them. */
export function emulatorHost(variable: EmulatorVariable): string {
  const value = process.env[variable];
  if (!value) {
    throw new UsageError(
      `${variable} is not set. Start the emulators first (\`npm start\` or \`npm run emulators -- start\`), ` +
        'or run under `firebase emulators:exec` (`npm test` does this).',
    );
  }
  return value;
}

/** The Firestore emulator that FIRESTORE_EMULATOR_HOST names (an IPv6 host in brackets or not). */
export function firestoreEmulator(): HostAndPort {
  const value = emulatorHost('FIRESTORE_EMULATOR_HOST');
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(value);
  if (!match?.[1] || !match[2]) {
    throw new UsageError(`FIRESTORE_EMULATOR_HOST should be host:port, not '${value}'.`);
  }
  return { host: match[1], port: Number(match[2]) };
}

export function emulatorUrl({ host, port }: HostAndPort): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The project the emulators serve: a `demo-` one, which can never be a real project's. */
export function demoProjectId(): string {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-larkfield';
  if (!projectId.startsWith('demo-')) {
    throw new UsageError(`Only a demo- project runs on the emulators (got "${projectId}").`);
  }
  return projectId;
}

// ---- The emulators' REST API ------------------------------------------------------------------

/** How long the emulator may take to answer one request to its own API. */
const EMULATOR_ANSWER_MS = 120_000;

/**
 * A request to the Firestore emulator's own API for one project. If it stops answering in the
 * middle of a run, or takes longer than `answerWithinMs` to answer, the run ends with one line
 * saying so. The time limit's timer keeps the process alive, so a request whose connection was
 * lost without an error (an emulator restarted under it) still ends in that error rather than in
 * a process that quietly runs out of work.
 */
export async function emulatorRequest(
  projectId: string,
  path: string,
  init: RequestInit,
  { answerWithinMs = EMULATOR_ANSWER_MS }: { answerWithinMs?: number } = {},
): Promise<Response> {
  const host = emulatorUrl(firestoreEmulator());
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), answerWithinMs);
  try {
    return await fetch(`${host}/emulator/v1/projects/${projectId}${path}`, {
      ...init,
      signal: abort.signal,
    });
  } catch (error) {
    const cause = abort.signal.aborted
      ? `no answer in ${answerWithinMs / 1000} s`
      : ((error as { cause?: { code?: string } }).cause?.code ?? String(error));
    throw new UsageError(`The Firestore emulator at ${host} stopped answering (${cause}).`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads `rules` for one project (the emulator applies the rules file of firebase.json to the
 * default project only). The compiler's complaint when it refuses them, or null.
 */
export async function rulesLoadError(projectId: string, rules: string): Promise<string | null> {
  const response = await emulatorRequest(projectId, ':securityRules', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  return response.ok ? null : await response.text();
}

/** Loads `rules` for one project; rules the emulator refuses are an error. */
export async function loadRules(projectId: string, rules: string): Promise<void> {
  const refused = await rulesLoadError(projectId, rules);
  if (refused !== null) throw new Error(`Loading the rules failed: ${refused}`);
}

/** Deletes every document of a project's database. */
export async function clearProject(projectId: string, databaseId = '(default)'): Promise<void> {
  const cleared = await emulatorRequest(projectId, `/databases/${databaseId}/documents`, {
    method: 'DELETE',
  });
  if (!cleared.ok) throw new Error(`Clearing ${projectId} failed: ${await cleared.text()}`);
}

/** Creates a document of text and time fields past the rules, as the Admin SDK would write it. */
export async function createPastRules(
  projectId: string,
  collection: string,
  id: string,
  fields: Record<string, string | Date>,
): Promise<void> {
  const documents = `${emulatorUrl(firestoreEmulator())}/v1/projects/${projectId}/databases/(default)/documents`;
  const created = await fetch(`${documents}/${collection}?documentId=${encodeURIComponent(id)}`, {
    method: 'POST',
    // The emulator lets the `owner` token past the rules.
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({
      fields: Object.fromEntries(
        Object.entries(fields).map(([name, value]) => [
          name,
          value instanceof Date ? { timestampValue: value.toISOString() } : { stringValue: value },
        ]),
      ),
    }),
  });
  if (!created.ok) throw new Error(`Writing ${collection}/${id} failed: ${created.status}`);
}

/** The e-mails of one kind ('PASSWORD_RESET', 'VERIFY_EMAIL' ...) the Auth emulator has "sent". */
export async function emailsSentTo(email: string, requestType: string): Promise<number> {
  const authHost = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const response = await fetch(
    `http://${authHost}/emulator/v1/projects/${demoProjectId()}/oobCodes`,
  );
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: { email: string; requestType: string }[];
  };
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType).length;
}

// ---- Clients ----------------------------------------------------------------------------------

/** The claims of an ID token the Firestore emulator accepts unsigned (`mockUserToken`). */
export type EmulatorToken = { sub: string } & Record<string, unknown>;

/**
 * When the staff that tests and benchmarks seed were given access: before any session they open.
 * The rules give access only to a session begun after the directory entry was written
 * (docs/decisions/028-invitations.md); a client made with `liteClients().as` signed in when it
 * was made, unless its token says otherwise.
 */
export const ACCESS_GIVEN_AT = new Date('2026-01-05T09:00:00Z');

/** A session's sign-in time as a token gives it: whole seconds. */
export const signInSeconds = (at: Date = new Date()) => Math.floor(at.getTime() / 1000);

/**
 * An Admin SDK app on the emulators, past the rules. The SDK finds them through the variables;
 * without FIRESTORE_EMULATOR_HOST it would look for a real project, so it must be set.
 */
export function emulatorAdminApp(name: string, projectId = demoProjectId()) {
  emulatorHost('FIRESTORE_EMULATOR_HOST');
  // No Google credentials are needed; without this the SDK probes for a cloud metadata server.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  return initializeAdminApp({ projectId }, name);
}

let appsOpened = 0;

/**
 * Firestore Lite clients, the app's own SDK, each on an app of its own so that each can be
 * someone else; `close` deletes them all.
 */
export function liteClients(label: string) {
  const apps: FirebaseApp[] = [];
  const openApp = (projectId: string) => {
    appsOpened += 1;
    const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `${label}-${appsOpened}`);
    apps.push(app);
    return app;
  };
  const connect = (db: Firestore, token?: EmulatorToken) => {
    const { host, port } = firestoreEmulator();
    const mockUserToken = token ? { auth_time: signInSeconds(), ...token } : undefined;
    connectFirestoreEmulator(db, host, port, mockUserToken ? { mockUserToken } : {});
    return db;
  };
  /** Auth and Firestore Lite on one app, as a browser has them: nobody signed in yet. */
  const browser = (projectId: string, databaseId?: string): { auth: Auth; db: Firestore } => {
    const app = openApp(projectId);
    const auth = getAuth(app);
    const authHost = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
    connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
    return { auth, db: connect(databaseId ? getFirestore(app, databaseId) : getFirestore(app)) };
  };
  return {
    /** How many clients are open. */
    get count(): number {
      return apps.length;
    },

    /** A client carrying `token` (none: nobody signed in), in a named database if given. */
    as(projectId: string, token?: EmulatorToken, databaseId?: string): Firestore {
      const app = openApp(projectId);
      return connect(databaseId ? getFirestore(app, databaseId) : getFirestore(app), token);
    },

    browser,

    /** A client signed in through the Auth emulator with a password, as a person signs in. */
    async signedIn(
      projectId: string,
      account: { email: string; password: string },
      databaseId?: string,
    ): Promise<Firestore> {
      const { auth, db } = browser(projectId, databaseId);
      await signInWithEmailAndPassword(auth, account.email, account.password);
      return db;
    },

    async close(): Promise<void> {
      await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
    },
  };
}

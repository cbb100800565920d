import { readFileSync } from 'node:fs';

import {
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { doc, setLogLevel, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { beforeEach, expect } from 'vitest';

import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';

import { firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { ownerFirestore } from '../support/owner-client';
import { RULES_PROJECT_ID } from '../support/projects';
import {
  actorOf,
  authTime,
  centreCallers,
  centres,
  directory,
  everyone,
  identities,
  impostors,
  learnerClaims,
  learners,
  SIGNED_IN_AT,
  verifierAccounts,
  verifierCallers,
  type Caller,
  type Identity,
  type Who,
} from './callers';

// The callers are the harness's vocabulary: tests import them from here with the matrix.
export * from './callers';

/**
 * The rules test harness: one test environment for the whole run, clients for each kind of
 * caller, and a matrix helper that states what a caller may do to a collection in one call.
 */

// `npm run test:mutation` runs these tests against altered copies of the rules, each copy in a
// project of its own so that two can be tested at once on one emulator.
const rulesPath = process.env.RULES_FILE ?? new URL('../../firestore.rules', import.meta.url);
export const projectId = process.env.RULES_PROJECT_ID ?? RULES_PROJECT_ID;

let environment: Promise<RulesTestEnvironment> | undefined;

/** The one shared environment; the first call loads firestore.rules into the emulator. */
function rulesEnvironment(): Promise<RulesTestEnvironment> {
  environment ??= initializeTestEnvironment({
    projectId,
    firestore: { ...firestoreEmulator(), rules: readFileSync(rulesPath, 'utf8') },
  });
  return environment;
}

// A refused write is the expected outcome of most tests here; the SDK would warn about each.
setLogLevel('error');

/**
 * Empties the database and writes the staff directory, the centres, the learners' claims on
 * their addresses and the verifier accounts back.
 */
export async function resetDatabase(): Promise<void> {
  await (await rulesEnvironment()).clearFirestore();
  await seed(async (db) => {
    const batch = writeBatch(db);
    for (const [uid, entry] of Object.entries(directory)) {
      batch.set(doc(db, collections.staff, uid), entry);
    }
    for (const [centreNumber, centre] of Object.entries(centres)) {
      batch.set(doc(db, collections.centres, centreNumber), centre);
    }
    for (const [email, claim] of Object.entries(learnerClaims)) {
      batch.set(doc(db, collections.learners, email), claim);
    }
    for (const [uid, account] of Object.entries(verifierAccounts)) {
      batch.set(doc(db, collections.verifiers, uid), account);
    }
    await batch.commit();
  });
}

/**
 * Every test starts from an empty database but for the staff directory, the centres and the
 * learners' claims.
 */
export function startEachTestEmpty(): void {
  beforeEach(resetDatabase);
}

const clients = new Map<string, Firestore>();

async function client(key: string, identity: Identity): Promise<Firestore> {
  const cached = clients.get(key);
  if (cached) return cached;
  const env = await rulesEnvironment();
  // A session begun after the directory's entries were written, unless the token says otherwise.
  const context = identity
    ? env.authenticatedContext(identity.uid, {
        auth_time: authTime(SIGNED_IN_AT),
        ...identity.token,
      })
    : env.unauthenticatedContext();
  // The context hands out the compat client; the modular API used by the app accepts it.
  const db = context.firestore() as unknown as Firestore;
  clients.set(key, db);
  const token = identity
    ? mockUserToken({
        auth_time: authTime(SIGNED_IN_AT),
        ...identity.token,
        sub: identity.uid,
        user_id: identity.uid,
      })
    : null;
  restTokens.set(db, token);
  // The modular API's references name the client behind the compat one: a read finds it by that.
  const modular = (db as unknown as { _delegate?: Firestore })._delegate;
  if (modular) restTokens.set(modular, token);
  return db;
}

/**
 * The token the test environment gives a client, as the SDK makes it for the emulator: fixed
 * defaults, then the caller's claims; unsigned, as the emulator checks no signature.
 */
function mockUserToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    iat: 0,
    exp: 3600,
    auth_time: 0,
    firebase: { sign_in_provider: 'custom', identities: {} },
    ...claims,
  };
  return [part({ alg: 'none', type: 'JWT' }), part(payload), ''].join('.');
}

/** Each client's ID token, as the emulator reads it from a REST request; null for no one's. */
const restTokens = new WeakMap<Firestore, string | null>();

/** The token a client carries (server-reads.ts sends it over REST); undefined for the owner. */
export const restTokenOf = (db: Firestore): string | null | undefined => restTokens.get(db);

/** A Firestore client acting as one of the callers. */
export function firestoreAs(who: Caller): Promise<Firestore> {
  return client(who, identities[who]);
}

/**
 * An ID token for a caller, as a REST client would send it in `Authorization: Bearer`: the
 * emulator does not check signatures.
 */
export function restToken(who: Caller): string {
  const identity = identities[who];
  if (!identity) throw new Error(`${who} has no token.`);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    firebase: { sign_in_provider: 'password', identities: {} },
    ...identity.token,
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: identity.uid,
    user_id: identity.uid,
  };
  return [part({ alg: 'none', typ: 'JWT' }), part(claims), ''].join('.');
}

/** A client with any other token, for the edge cases (a claim that is not `true`, no e-mail). */
export function firestoreWithToken(uid: string, token: TokenOptions): Promise<Firestore> {
  return client(`custom:${uid}:${JSON.stringify(token)}`, { uid, token });
}

/** Writes the given data as an administrator would (the Admin SDK is not subject to rules). */
export async function seed(write: (db: Firestore) => Promise<unknown>): Promise<void> {
  // The rules are loaded before anything is written, as they were when the environment seeded.
  await rulesEnvironment();
  await write(ownerFirestore(projectId));
}

// ---- Outcomes ------------------------------------------------------------------------------

export type Outcome = 'allowed' | 'denied';

/**
 * The emulator's words when a rule ran out of its 1,000 expressions. Production refuses such a
 * request too, but a refusal should come from a condition that is false, not from a branch that
 * ran to its end: one more clause on that path and a write the app needs is refused as well.
 */
const EXPRESSION_LIMIT_MESSAGE = 'maximum of 1000 expressions to evaluate has been reached';

/**
 * Runs a request; 'denied' only for a plain rules refusal, any other error (a refusal by running
 * out of expressions among them) fails the test.
 */
export async function outcomeOf(request: Promise<unknown>): Promise<Outcome> {
  try {
    await request;
    return 'allowed';
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code !== 'permission-denied') throw error;
    if (message?.includes(EXPRESSION_LIMIT_MESSAGE)) {
      throw new Error(`Refused by the expression limit, not by a rule: ${message}`);
    }
    return 'denied';
  }
}

export async function expectAllowed(request: Promise<unknown>): Promise<void> {
  expect(await outcomeOf(request)).toBe('allowed');
}

export async function expectDenied(request: Promise<unknown>): Promise<void> {
  expect(await outcomeOf(request)).toBe('denied');
}

// ---- The who x what matrix -----------------------------------------------------------------

type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
const operations: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];

export type AccessRow = Record<Operation, Outcome>;

/** A row in which exactly the named operations are allowed and every other one is denied. */
export function allows(...allowed: Operation[]): AccessRow {
  return Object.fromEntries(
    operations.map((operation) => [operation, allowed.includes(operation) ? 'allowed' : 'denied']),
  ) as AccessRow;
}

/**
 * How each operation is attempted on one collection, done the way the app does it, naming the
 * caller as the one who acts. `seed` prepares the documents the operations act on; it runs afresh
 * before every cell.
 */
export type Scenario = {
  seed: () => Promise<void>;
  operations: Record<Operation, (db: Firestore, actor: StaffActor) => Promise<unknown>>;
};

/**
 * Checks whole rows at once and reports every cell that differs, not just the first. Each cell
 * starts from the scenario's seed; a read, or a write that was refused, changes nothing, so the
 * cell after it starts from the same state without seeding it again.
 */
export async function expectAccess(
  scenario: Scenario,
  rows: Partial<Record<Caller, AccessRow>>,
): Promise<void> {
  const differences: string[] = [];
  let seeded = false;
  for (const who of [
    ...everyone,
    ...impostors,
    ...centreCallers,
    ...learners,
    ...verifierCallers,
  ]) {
    const row = rows[who];
    if (!row) continue;
    for (const operation of operations) {
      if (!seeded) {
        await resetDatabase();
        await scenario.seed();
      }
      const db = await firestoreAs(who);
      const actual = await outcomeOf(scenario.operations[operation](db, actorOf(who)));
      seeded = actual === 'denied' || operation === 'get' || operation === 'list';
      if (actual !== row[operation]) {
        differences.push(`${who} ${operation}: expected ${row[operation]}, was ${actual}`);
      }
    }
  }
  expect(differences, 'cells of the access matrix that differ').toEqual([]);
}

/**
 * The whole who x what matrix for one collection. Each impostor, acting in its own name, gets
 * exactly the signed-in stranger's row: looking like staff opens nothing. So does each learner,
 * signed in by their address's link (a matrix of a learner's own collection states their rows
 * itself, with expectAccess), and each verifier account (an employer's:
 * docs/decisions/030-verifier-batch-checks.md): checking candidates opens nothing of the staff's.
 */
export function expectMatrix(scenario: Scenario, matrix: Record<Who, AccessRow>): Promise<void> {
  const strangerRows = Object.fromEntries(
    [...impostors, ...learners, ...verifierCallers].map((who) => [who, matrix.signedIn]),
  );
  return expectAccess(scenario, { ...matrix, ...strangerRows });
}

/**
 * A time set by the client rather than the server: its clock a few seconds out, as any client's
 * may be. (The client's "now" could equal the server's to the millisecond on a fast machine.)
 */
export function clientTime(): Timestamp {
  return Timestamp.fromMillis(Date.now() + 5_000);
}

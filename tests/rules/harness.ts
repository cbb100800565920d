import { readFileSync } from 'node:fs';

import {
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import { beforeEach, expect } from 'vitest';

import { firestoreEmulator, RULES_PROJECT_ID } from './emulator';

/**
 * The rules test harness: one test environment for the whole run, clients for each kind of
 * caller, and a matrix helper that states what a caller may do to a collection in one call.
 */

const rulesPath = new URL('../../firestore.rules', import.meta.url);

let environment: Promise<RulesTestEnvironment> | undefined;

/** The one shared environment; the first call loads firestore.rules into the emulator. */
export function rulesEnvironment(): Promise<RulesTestEnvironment> {
  environment ??= initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { ...firestoreEmulator(), rules: readFileSync(rulesPath, 'utf8') },
  });
  return environment;
}

// A refused write is the expected outcome of most tests here; the SDK would warn about each.
setLogLevel('error');

/** Every test starts from an empty database. */
export function startEachTestEmpty(): void {
  beforeEach(async () => {
    await (await rulesEnvironment()).clearFirestore();
  });
}

// ---- Callers -------------------------------------------------------------------------------

export const STAFF_EMAIL = 'j.okafor@larkfieldawards.example';
export const COLLEAGUE_EMAIL = 'r.patel@larkfieldawards.example';

/** The three kinds of caller every collection is tested against. */
export type Who = 'anonymous' | 'signedIn' | 'staff';
export const everyone: readonly Who[] = ['anonymous', 'signedIn', 'staff'];

type Identity = { uid: string; token: TokenOptions } | null;

const identities: Record<Who, Identity> = {
  anonymous: null,
  // Anyone can make an account with the public API key: signed in, verified, but no claim.
  signedIn: {
    uid: 'stranger',
    token: { email: 'someone@example.com', email_verified: true },
  },
  staff: { uid: 'staff-okafor', token: { email: STAFF_EMAIL, email_verified: true, staff: true } },
};

const clients = new Map<string, Firestore>();

async function client(key: string, identity: Identity): Promise<Firestore> {
  const cached = clients.get(key);
  if (cached) return cached;
  const env = await rulesEnvironment();
  const context = identity
    ? env.authenticatedContext(identity.uid, identity.token)
    : env.unauthenticatedContext();
  // The context hands out the compat client; the modular API used by the app accepts it.
  const db = context.firestore() as unknown as Firestore;
  clients.set(key, db);
  return db;
}

/** A Firestore client acting as one of the three callers. */
export function firestoreAs(who: Who): Promise<Firestore> {
  return client(who, identities[who]);
}

/** A client with any other token, for the edge cases (a claim that is not `true`, no e-mail). */
export function firestoreWithToken(uid: string, token: TokenOptions): Promise<Firestore> {
  return client(`custom:${uid}:${JSON.stringify(token)}`, { uid, token });
}

/** Writes the given data as an administrator would (the Admin SDK is not subject to rules). */
export async function seed(write: (db: Firestore) => Promise<unknown>): Promise<void> {
  const env = await rulesEnvironment();
  await env.withSecurityRulesDisabled(async (context) => {
    await write(context.firestore() as unknown as Firestore);
  });
}

// ---- Outcomes ------------------------------------------------------------------------------

export type Outcome = 'allowed' | 'denied';

/** Runs a request; 'denied' only for a rules refusal, any other error fails the test. */
export async function outcomeOf(request: Promise<unknown>): Promise<Outcome> {
  try {
    await request;
    return 'allowed';
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return 'denied';
    throw error;
  }
}

export async function expectAllowed(request: Promise<unknown>): Promise<void> {
  expect(await outcomeOf(request)).toBe('allowed');
}

export async function expectDenied(request: Promise<unknown>): Promise<void> {
  expect(await outcomeOf(request)).toBe('denied');
}

// ---- The who x what matrix -----------------------------------------------------------------

export type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
const operations: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];

export type AccessRow = Record<Operation, Outcome>;

/** A row in which exactly the named operations are allowed and every other one is denied. */
export function allows(...allowed: Operation[]): AccessRow {
  return Object.fromEntries(
    operations.map((operation) => [operation, allowed.includes(operation) ? 'allowed' : 'denied']),
  ) as AccessRow;
}

/**
 * How each operation is attempted on one collection, done the way the app does it. `seed`
 * prepares the documents the operations act on; it runs afresh before every cell.
 */
export type Scenario = {
  seed: () => Promise<void>;
  operations: Record<Operation, (db: Firestore) => Promise<unknown>>;
};

async function cell(scenario: Scenario, who: Who, operation: Operation): Promise<Outcome> {
  await (await rulesEnvironment()).clearFirestore();
  await scenario.seed();
  return outcomeOf(scenario.operations[operation](await firestoreAs(who)));
}

/** Checks whole rows at once and reports every cell that differs, not just the first. */
export async function expectAccess(
  scenario: Scenario,
  rows: Partial<Record<Who, AccessRow>>,
): Promise<void> {
  const differences: string[] = [];
  for (const who of everyone) {
    const row = rows[who];
    if (!row) continue;
    for (const operation of operations) {
      const actual = await cell(scenario, who, operation);
      if (actual !== row[operation]) {
        differences.push(`${who} ${operation}: expected ${row[operation]}, was ${actual}`);
      }
    }
  }
  expect(differences, 'cells of the access matrix that differ').toEqual([]);
}

/** The whole who x what matrix for one collection. */
export function expectMatrix(scenario: Scenario, matrix: Record<Who, AccessRow>): Promise<void> {
  return expectAccess(scenario, matrix);
}

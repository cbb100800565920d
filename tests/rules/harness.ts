import { readFileSync } from 'node:fs';

import {
  initializeTestEnvironment,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { doc, setLogLevel, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { beforeEach, expect } from 'vitest';

import { collections } from '@/domain/collections';
import type { StaffActor, StaffDirectoryEntry } from '@/domain/staff';

import { firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';
import { RULES_PROJECT_ID } from '../support/projects';

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
export function rulesEnvironment(): Promise<RulesTestEnvironment> {
  environment ??= initializeTestEnvironment({
    projectId,
    firestore: { ...firestoreEmulator(), rules: readFileSync(rulesPath, 'utf8') },
  });
  return environment;
}

// A refused write is the expected outcome of most tests here; the SDK would warn about each.
setLogLevel('error');

// ---- Callers -------------------------------------------------------------------------------

export const STAFF_EMAIL = 'j.okafor@larkfieldawards.example';
export const COLLEAGUE_EMAIL = 'r.patel@larkfieldawards.example';

/** The staff member most tests act as, and a second one. */
export const STAFF: StaffActor = { uid: 'staff-okafor', email: STAFF_EMAIL };
export const COLLEAGUE: StaffActor = { uid: 'staff-patel', email: COLLEAGUE_EMAIL };

/** The three kinds of caller every collection is tested against. */
export type Who = 'anonymous' | 'signedIn' | 'staff';
export const everyone: readonly Who[] = ['anonymous', 'signedIn', 'staff'];

/**
 * Accounts that look like staff but are not (docs/decisions/015-staff-identity.md). Every matrix
 * holds each of them to exactly what a signed-in stranger may do.
 */
export type Impostor = 'unlistedStaff' | 'unverifiedStaff' | 'renamedStaff';
export const impostors: readonly Impostor[] = ['unlistedStaff', 'unverifiedStaff', 'renamedStaff'];

/**
 * Visitors to the public check, signed in anonymously as the page signs them in: two, so that
 * one can try the other's check.
 */
export type Visitor = 'visitor' | 'otherVisitor';

export type Caller = Who | Impostor | Visitor;

type Identity = { uid: string; token: TokenOptions } | null;

const identities: Record<Caller, Identity> = {
  anonymous: null,
  // Anyone can make an account with the public API key: signed in, verified, but no claim.
  signedIn: {
    uid: 'stranger',
    token: { email: 'someone@example.com', email_verified: true },
  },
  staff: { uid: STAFF.uid, token: { email: STAFF.email, email_verified: true, staff: true } },
  // Removed with `npm run staff -- remove`: the ID token still carries the claim for up to an
  // hour, but the directory entry is gone.
  unlistedStaff: {
    uid: 'staff-removed',
    token: { email: 'removed@larkfieldawards.example', email_verified: true, staff: true },
  },
  // Someone who opened an account in a future colleague's name before they joined: the claim
  // and the entry were given to the address, but its owner never proved it.
  unverifiedStaff: {
    uid: 'staff-unverified',
    token: { email: 'unverified@larkfieldawards.example', email_verified: false, staff: true },
  },
  visitor: { uid: 'visitor-ada', token: { firebase: { sign_in_provider: 'anonymous' } } },
  otherVisitor: { uid: 'visitor-bo', token: { firebase: { sign_in_provider: 'anonymous' } } },
  // A staff member who changed their account's e-mail to an address nobody holds.
  renamedStaff: {
    uid: 'staff-renamed',
    token: { email: 'nobody@elsewhere.example', email_verified: true, staff: true },
  },
};

/** The staff directory every test starts with (the Admin SDK writes it in production). */
const directory: Record<string, StaffDirectoryEntry> = {
  [STAFF.uid]: { email: STAFF.email, addedBy: 'admin@larkfieldawards.example' },
  [COLLEAGUE.uid]: { email: COLLEAGUE.email, addedBy: 'admin@larkfieldawards.example' },
  'staff-unverified': {
    email: 'unverified@larkfieldawards.example',
    addedBy: 'admin@larkfieldawards.example',
  },
  'staff-renamed': {
    email: 'renamed@larkfieldawards.example',
    addedBy: 'admin@larkfieldawards.example',
  },
};

/** The uid and e-mail a caller's own writes would name; empty for a visitor. */
export function actorOf(who: Caller): StaffActor {
  const identity = identities[who];
  return identity
    ? { uid: identity.uid, email: String(identity.token.email ?? '') }
    : { uid: '', email: '' };
}

/** Empties the database and writes the staff directory back. */
export async function resetDatabase(): Promise<void> {
  await (await rulesEnvironment()).clearFirestore();
  await seed(async (db) => {
    const batch = writeBatch(db);
    for (const [uid, entry] of Object.entries(directory)) {
      batch.set(doc(db, collections.staff, uid), entry);
    }
    await batch.commit();
  });
}

/** Every test starts from an empty database but for the staff directory. */
export function startEachTestEmpty(): void {
  beforeEach(resetDatabase);
}

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

/** A Firestore client acting as one of the callers. */
export function firestoreAs(who: Caller): Promise<Firestore> {
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

/**
 * The emulator's words when a rule ran out of its 1,000 expressions. Production refuses such a
 * request too, but a refusal should come from a condition that is false, not from a branch that
 * ran to its end: one more clause on that path and a write the app needs is refused as well.
 */
export const EXPRESSION_LIMIT_MESSAGE = 'maximum of 1000 expressions to evaluate has been reached';

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
  for (const who of [...everyone, ...impostors]) {
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
 * exactly the signed-in stranger's row: looking like staff opens nothing.
 */
export function expectMatrix(scenario: Scenario, matrix: Record<Who, AccessRow>): Promise<void> {
  const impostorRows = Object.fromEntries(impostors.map((who) => [who, matrix.signedIn]));
  return expectAccess(scenario, { ...matrix, ...impostorRows });
}

/**
 * A time set by the client rather than the server: its clock a few seconds out, as any client's
 * may be. (The client's "now" could equal the server's to the millisecond on a fast machine.)
 */
export function clientTime(): Timestamp {
  return Timestamp.fromMillis(Date.now() + 5_000);
}

import { readFile } from 'node:fs/promises';

import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { checkKeysFor } from '@/domain/public-check';
import type { VerificationQuery } from '@/domain/verification-input';
import { logCheck } from '@/features/verification/api/log-check';
import { recordFailedVerification } from '@/features/verification/api/record-failed-verification';
import { publicSdk, type Checker } from '@/lib/public-firestore';

// Refused writes are an expected outcome here; the SDK would log each one.
setLogLevel('silent');

/**
 * Firestore Lite clients for the review queue tests, each under the real rules with a signed
 * token the emulator accepts (its `mockUserToken`), in a project of their own so clearing it
 * never touches another suite's data.
 */

export const REVIEW_PROJECT_ID = 'demo-larkfield-review';
export const STAFF_EMAIL = 'a.mensah@larkfieldawards.example';
export const COLLEAGUE_EMAIL = 'r.patel@larkfieldawards.example';

/** The anonymous visitor the visitor client signs in as. */
export const VISITOR_UID = 'review-visitor';

/** The staff member the staff client signs in as. */
export const STAFF: StaffActor = { uid: 'staff-mensah', email: STAFF_EMAIL };

function emulatorHost(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  const match = value ? /^\[?([^\]]+?)\]?:(\d+)$/.exec(value) : null;
  if (!match?.[1] || !match[2]) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set. Run these tests under `firebase emulators:exec` (npm test does this).',
    );
  }
  return { host: match[1], port: Number(match[2]) };
}

const apps: FirebaseApp[] = [];

function client(name: string, token?: Record<string, unknown> & { sub: string }): Firestore {
  const app = initializeApp({ projectId: REVIEW_PROJECT_ID, apiKey: 'demo-api-key' }, name);
  apps.push(app);
  const db = getFirestore(app);
  const { host, port } = emulatorHost();
  connectFirestoreEmulator(db, host, port, token ? { mockUserToken: token } : {});
  return db;
}

export function reviewClients() {
  return {
    staffDb: client('review-staff', {
      sub: STAFF.uid,
      email: STAFF.email,
      email_verified: true,
      staff: true,
    }),
    /** Signed in but without the staff claim: what anyone can make with the public API key. */
    memberDb: client('review-member', { sub: 'member', email: 'someone@example.com' }),
    visitorDb: client('review-visitor', {
      sub: VISITOR_UID,
      firebase: { sign_in_provider: 'anonymous' },
    }),
  };
}

export async function closeReviewClients(): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

/**
 * Loads firestore.rules for this suite's project: the emulator applies the rules file from
 * firebase.json to the default project only.
 */
export async function loadRules(): Promise<void> {
  const { host, port } = emulatorHost();
  const rules = await readFile(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const response = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${REVIEW_PROJECT_ID}:securityRules`,
    { method: 'PUT', body: JSON.stringify({ rules: { files: [{ content: rules }] } }) },
  );
  if (!response.ok) throw new Error(`Loading the rules failed: ${await response.text()}`);
}

/** Empties this suite's project, leaving only the staff client's entry in the staff directory. */
export async function clearReviewProject(): Promise<void> {
  const { host, port } = emulatorHost();
  const documents = `http://${host}:${port}/v1/projects/${REVIEW_PROJECT_ID}/databases/(default)/documents`;
  const cleared = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${REVIEW_PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!cleared.ok) throw new Error(`Clearing the emulator failed: ${cleared.status}`);
  // The emulator lets the `owner` token write past the rules, as the Admin SDK would.
  const registered = await fetch(`${documents}/${collections.staff}?documentId=${STAFF.uid}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({
      fields: { email: { stringValue: STAFF.email }, addedBy: { stringValue: 'tests' } },
    }),
  });
  if (!registered.ok) throw new Error(`Adding the staff entry failed: ${registered.status}`);
}

/** A visitor's failed attempt, written as the verification page writes it. Returns its id. */
/**
 * Records a failed attempt as the verification page does: a check that finds nothing, logged
 * under `uid`'s quota, then the attempt under the check's id. Resolves to the attempt's id.
 */
export async function recordAttempt(
  db: Firestore,
  query: VerificationQuery,
  uid: string = VISITOR_UID,
): Promise<string> {
  const checker: Checker = { db, sdk: publicSdk, uid, isNew: false };
  const keys = await checkKeysFor(query);
  const checkId = await logCheck(
    checker,
    keys.map(({ key }) => key),
  );
  await recordFailedVerification(query, checker, checkId, 'Mozilla/5.0 (integration test)');
  return checkId;
}

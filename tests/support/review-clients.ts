import { readFile } from 'node:fs/promises';

import { setLogLevel, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { checkKeysFor } from '@/domain/public-check';
import type { VerificationQuery } from '@/domain/verification-input';
import { MENSAH, PATEL } from '@/testing/staff';
import { logCheck, recordFailedVerification } from '@/lib/public-check';
import { publicSdk, type Checker } from '@/lib/public-firestore';

import {
  ACCESS_GIVEN_AT,
  clearProject,
  createPastRules,
  liteClients,
  loadRules as loadRulesInto,
} from '../../scripts/lib/emulators/emulator-client';
import { REVIEW_PROJECT_ID } from './projects';

// Refused writes are an expected outcome here; the SDK would log each one.
setLogLevel('silent');

/**
 * Firestore Lite clients for the review queue tests, each under the real rules with a signed
 * token the emulator accepts (its `mockUserToken`), in a project of their own so clearing it
 * never touches another suite's data.
 */

export const STAFF_EMAIL = MENSAH.email;
export const COLLEAGUE_EMAIL = PATEL.email;

/** The anonymous visitor the visitor client signs in as. */
const VISITOR_UID = 'review-visitor';

/** The staff member the staff client signs in as. */
export const STAFF: StaffActor = MENSAH;

const clients = liteClients('review');

export function reviewClients() {
  return {
    staffDb: clients.as(REVIEW_PROJECT_ID, {
      sub: STAFF.uid,
      email: STAFF.email,
      email_verified: true,
    }),
    /** Signed in but not in the staff directory: what anyone can make with the public API key. */
    memberDb: clients.as(REVIEW_PROJECT_ID, { sub: 'member', email: 'someone@example.com' }),
    visitorDb: clients.as(REVIEW_PROJECT_ID, {
      sub: VISITOR_UID,
      firebase: { sign_in_provider: 'anonymous' },
    }),
  };
}

export async function closeReviewClients(): Promise<void> {
  await clients.close();
}

/**
 * Loads firestore.rules for this suite's project: the emulator applies the rules file from
 * firebase.json to the default project only.
 */
export async function loadRules(): Promise<void> {
  const rules = await readFile(new URL('../../firestore.rules', import.meta.url), 'utf8');
  await loadRulesInto(REVIEW_PROJECT_ID, rules);
}

/** Empties this suite's project, leaving only the staff client's entry in the staff directory. */
export async function clearReviewProject(): Promise<void> {
  await clearProject(REVIEW_PROJECT_ID);
  await createPastRules(REVIEW_PROJECT_ID, collections.staff, STAFF.uid, {
    email: STAFF.email,
    addedBy: 'tests',
    addedAt: ACCESS_GIVEN_AT,
  });
}

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

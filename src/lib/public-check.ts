import type { DocumentData } from 'firebase/firestore/lite';

import { statusFrom } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import type { PlannedWrite } from '@/domain/plans/plan';
import { planFailedAttempt, planLogCheck } from '@/domain/plans/public-check';
import { resolvedWrites } from '@/domain/plans/plan';
import {
  quotaSteps,
  windowEndsAt,
  type CheckKey,
  type FoundCertificate,
  type Quota,
  type QuotaStep,
} from '@/domain/public-check';
import { dateFrom, textFrom } from '@/domain/stored-values';
import type { VerificationQuery } from '@/domain/verification-input';

import type { Checker } from './public-firestore';

/**
 * The public check's reads and writes (docs/decisions/023-throttled-public-check.md), shared by
 * every way a check is made: the verification page, the dashboard's check, and whatever else
 * opens an index entry for a caller. Each runs with the checker's own copy of the SDK (the public
 * page's, or the staff app's); the writes are planned in src/domain/plans/public-check.ts.
 */

/** The checker has made as many checks as the rules allow in an hour. */
export class TooManyChecksError extends Error {
  constructor(readonly retryAt: Date) {
    super('Too many checks in the last hour.');
    this.name = 'TooManyChecksError';
  }
}

/** Commits planned writes in one batch with the checker's SDK. */
async function commitWith({ db, sdk }: Checker, writes: PlannedWrite[]): Promise<void> {
  const sentinels = {
    serverTime: sdk.serverTimestamp,
    increment: sdk.increment,
    remove: () => {
      throw new Error('A check removes no field.');
    },
  };
  const batch = sdk.writeBatch(db);
  for (const write of resolvedWrites({ writes }, sentinels)) {
    const ref = sdk.doc(db, write.path);
    if (write.op === 'set') batch.set(ref, write.data);
    else if (write.op === 'update') batch.update(ref, write.data);
    else batch.delete(ref);
  }
  await batch.commit();
}

/** What this page last knew of each checker's quota, so later checks need not read it. */
const knownQuotas = new Map<string, Quota | null>();

async function readQuota({ db, sdk }: Checker, uid: string): Promise<Quota | null> {
  const snapshot = await sdk.getDoc(sdk.doc(db, collections.verifierQuota, uid));
  if (!snapshot.exists()) return null;
  const windowStart = dateFrom(snapshot.get('windowStart'));
  const count: unknown = snapshot.get('count');
  return windowStart && typeof count === 'number' ? { windowStart, count } : null;
}

/**
 * The step was not the server's: the rules said no (by its code: the public page's SDK is a
 * copy of its own), or there was no quota to count on.
 */
function isWrongStep(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied' || code === 'not-found';
}

async function commitCheck(
  checker: Checker,
  keys: readonly string[],
  step: QuotaStep,
  now: Date,
): Promise<string> {
  const { db, sdk, uid } = checker;
  const checkId = sdk.doc(sdk.collection(db, collections.verificationChecks)).id;
  await commitWith(checker, planLogCheck({ uid, checkId, keys, step, now }).writes);
  return checkId;
}

/**
 * Logs a check of these index keys before any of them is read, as the rules require, and
 * resolves to its id (a failed attempt is filed under it). Throws TooManyChecksError when the
 * checker's quota for the hour is used up; any other failure means the check did not run.
 */
export async function logCheck(checker: Checker, keys: readonly string[]): Promise<string> {
  const { uid } = checker;
  let known = knownQuotas.has(uid)
    ? (knownQuotas.get(uid) ?? null)
    : checker.isNew
      ? null
      : await readQuota(checker, uid);

  // At most two rounds: what this page knew, then what the server holds, if that differs.
  for (let round = 0; round < 2; round += 1) {
    const now = new Date();
    for (const step of quotaSteps(known, now)) {
      try {
        const checkId = await commitCheck(checker, keys, step, now);
        knownQuotas.set(uid, {
          windowStart: step.kind === 'start' || !known ? now : known.windowStart,
          count: step.count,
        });
        return checkId;
      } catch (error) {
        if (!isWrongStep(error)) throw error;
      }
    }
    const held = await readQuota(checker, uid);
    knownQuotas.set(uid, held);
    const unchanged =
      held?.count === known?.count && held?.windowStart.getTime() === known?.windowStart.getTime();
    if (held && unchanged && windowEndsAt(held).getTime() > Date.now()) {
      throw new TooManyChecksError(windowEndsAt(held));
    }
    known = held;
  }
  throw new Error('The check could not be logged.');
}

/** Only the public fields, as strings and a date, whatever else a document might hold. */
function toEntry(data: DocumentData): FoundCertificate {
  return {
    certificateId: textFrom(data.certificateId),
    qualification: textFrom(data.qualification),
    learner: textFrom(data.learner),
    awardedDate: textFrom(data.awardedDate),
    certificateNumber: textFrom(data.certificateNumber),
    centreNumber: textFrom(data.centreNumber),
    status: statusFrom(data.status),
    statusChangedAt: dateFrom(data.statusChangedAt),
  };
}

/**
 * The check's lookup (docs/product.md, The public check): one `get` by key for the certificate
 * number, then one for the student number only if the first found nothing. A checker may read
 * only the keys of their own check, logged first (logCheck). Null means no certificate matches; a
 * network or permission failure is thrown, so it is never mistaken for a learner's wrong details.
 */
export async function lookupKeys(
  { db, sdk }: Pick<Checker, 'db' | 'sdk'>,
  keys: readonly CheckKey[],
): Promise<FoundCertificate | null> {
  for (const { key } of keys) {
    const snapshot = await sdk.getDoc(sdk.doc(db, collections.verificationIndex, key));
    if (snapshot.exists()) return toEntry(snapshot.data());
  }
  return null;
}

/**
 * Adds the failed attempt to the staff's review log, under the id of the check that found
 * nothing (one attempt per check); `attemptedAt` is the server's clock.
 */
export async function recordFailedVerification(
  query: VerificationQuery,
  checker: Checker,
  checkId: string,
  userAgent: string = globalThis.navigator?.userAgent ?? '',
): Promise<void> {
  await commitWith(checker, planFailedAttempt({ checkId, query, userAgent }).writes);
}

/** What a PDF's fingerprint says: the issue it names, and its certificate as the index shows it. */
export type FingerprintAnswer = {
  issuedAt: Date | null;
  version: number;
  /** The certificate's public entry today; null when its numbers or names have since changed. */
  certificate: FoundCertificate | null;
};

/**
 * The PDF check's lookup (docs/decisions/033-issued-pdfs.md): the fingerprint's entry, once the
 * check of it is logged (logCheck with the fingerprint as its one key), then the index entry it
 * names. Null means we issued no file with this fingerprint.
 */
export async function lookupFingerprint(
  { db, sdk }: Pick<Checker, 'db' | 'sdk'>,
  fingerprint: string,
): Promise<FingerprintAnswer | null> {
  const snapshot = await sdk.getDoc(sdk.doc(db, collections.pdfFingerprints, fingerprint));
  if (!snapshot.exists()) return null;
  const indexKey: unknown = snapshot.get('indexKey');
  const version: unknown = snapshot.get('version');
  const entry =
    typeof indexKey === 'string'
      ? await sdk.getDoc(sdk.doc(db, collections.verificationIndex, indexKey))
      : null;
  return {
    issuedAt: dateFrom(snapshot.get('issuedAt')),
    version: typeof version === 'number' ? version : 1,
    certificate: entry?.exists() ? toEntry(entry.data()) : null,
  };
}

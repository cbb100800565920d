import type { DocumentData } from 'firebase/firestore/lite';

import { statusFrom } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import type { StoredStanding } from '@/domain/plans/batch-check';
import type { PlannedWrite } from '@/domain/plans/plan';
import { CHECKS_PER_HOUR } from '@/domain/limits';
import { planFailedAttempt, planFileReport, planLogCheck } from '@/domain/plans/public-check';
import { planShareView } from '@/domain/plans/share';
import { resolvedWrites } from '@/domain/plans/plan';
import {
  quotaSteps,
  windowEndsAt,
  type CheckKey,
  type FoundCertificate,
  type Quota,
  type QuotaStep,
} from '@/domain/public-check';
import type { Report } from '@/domain/reports';
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

/** The rules refused the check, and not for the quota: a view of a share that opens nothing. */
export class CheckRefusedError extends Error {
  constructor() {
    super('The check could not be logged.');
    this.name = 'CheckRefusedError';
  }
}

/**
 * Commits planned writes in one batch with the checker's SDK (a check's, a verifier's batch's,
 * a receipt's).
 */
export async function commitWith(
  { db, sdk }: Pick<Checker, 'db' | 'sdk'>,
  writes: readonly PlannedWrite[],
): Promise<void> {
  const sentinels = {
    serverTime: sdk.serverTimestamp,
    increment: sdk.increment,
    remove: () => {
      throw new Error('A check removes no field.');
    },
  };
  const batch = sdk.writeBatch(db);
  for (const write of resolvedWrites({ writes: [...writes] }, sentinels)) {
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

/** The writes of a check logged with the checker's quota: a plain check, or a view of a share. */
type CheckPlan = (checkId: string, step: QuotaStep, now: Date) => PlannedWrite[];

async function commitCheck(
  checker: Checker,
  plan: CheckPlan,
  step: QuotaStep,
  now: Date,
): Promise<string> {
  const { db, sdk } = checker;
  const checkId = sdk.doc(sdk.collection(db, collections.verificationChecks)).id;
  await commitWith(checker, plan(checkId, step, now));
  return checkId;
}

/**
 * Logs a check of these index keys before any of them is read, as the rules require, and
 * resolves to its id (a failed attempt is filed under it). Throws TooManyChecksError when the
 * checker's quota for the hour is used up; any other failure means the check did not run.
 */
export async function logCheck(checker: Checker, keys: readonly string[]): Promise<string> {
  const { uid } = checker;
  return logCounted(
    checker,
    (checkId, step, now) => planLogCheck({ uid, checkId, keys, step, now }).writes,
  );
}

/**
 * Commits a check with the checker's quota, the step the checker's quota is at (a new window or
 * the next check in the open one), as far as this page knows it, then as the server holds it.
 * Throws TooManyChecksError when the quota for the hour is used up, and CheckRefusedError when
 * the rules refuse the check with the quota as the server holds it and room left in it.
 */
async function logCounted(checker: Checker, plan: CheckPlan): Promise<string> {
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
        const checkId = await commitCheck(checker, plan, step, now);
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
      if (held.count >= CHECKS_PER_HOUR) throw new TooManyChecksError(windowEndsAt(held));
      // Room left in the hour, and still refused: it was not the quota that said no.
      throw new CheckRefusedError();
    }
    known = held;
  }
  throw new CheckRefusedError();
}

/** What a view of a share did: opened its certificate, or was logged with another surname. */
export type ShareViewLogged = 'opened' | 'wrong-surname';

/**
 * A view of a share code (docs/decisions/031-learners.md): a check of the share, counted on the
 * quota like any, with the key of the surname typed. It counts the view on the share when the
 * surname is the holder's; with another surname the rules refuse that, and the check is logged
 * on its own. A share withdrawn, expired or never made logs nothing: CheckRefusedError.
 */
export async function logShareView(
  checker: Checker,
  shareId: string,
  surnameKey: string,
): Promise<ShareViewLogged> {
  const { uid } = checker;
  const view = (opens: boolean) => (checkId: string, step: QuotaStep, now: Date) =>
    planShareView({ uid, checkId, shareId, surnameKey, step, now, opens }).writes;
  try {
    await logCounted(checker, view(true));
    return 'opened';
  } catch (error) {
    if (!(error instanceof CheckRefusedError)) throw error;
  }
  await logCounted(checker, view(false));
  return 'wrong-surname';
}

/** The one index key a share opens, read by the visitor whose view of it just opened. */
export async function sharedKey({ db, sdk }: Checker, shareId: string): Promise<string> {
  const snapshot = await sdk.getDoc(sdk.doc(db, collections.shares, shareId));
  const key: unknown = snapshot.get('indexKey');
  if (typeof key !== 'string') throw new Error('The share names no certificate.');
  return key;
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
 * only the keys of their own check, logged first (logCheck). Resolves to the certificate and the
 * key that found it, with its place among `keys` (a receipt of the check names it), or to null
 * when no certificate matches; a network or permission failure is thrown, so it is never mistaken
 * for a learner's wrong details.
 */
export async function lookupKeys(
  { db, sdk }: Pick<Checker, 'db' | 'sdk'>,
  keys: readonly CheckKey[],
): Promise<{ certificate: FoundCertificate; key: string; row: number } | null> {
  for (const [row, { key }] of keys.entries()) {
    const snapshot = await sdk.getDoc(sdk.doc(db, collections.verificationIndex, key));
    if (snapshot.exists()) return { certificate: toEntry(snapshot.data()), key, row };
  }
  return null;
}

/**
 * One index entry read by key, for a verifier's batch (docs/decisions/030-verifier-batch-
 * checks.md): its public fields, and its standing exactly as stored, which the row's result must
 * copy. Null when no certificate has the key.
 */
export async function readIndexEntry(
  { db, sdk }: Pick<Checker, 'db' | 'sdk'>,
  key: string,
): Promise<{ certificate: FoundCertificate; standing: StoredStanding } | null> {
  const snapshot = await sdk.getDoc(sdk.doc(db, collections.verificationIndex, key));
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  return {
    certificate: toEntry(data),
    standing: { status: String(data.status), statusChangedAt: data.statusChangedAt ?? null },
  };
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

/**
 * Files a visitor's report of a certificate they doubt under the id of the check logged for it
 * (a check of the report's own key: reportKeyFor), at the server's time. It reads nothing.
 */
export async function recordReport(
  checker: Checker,
  checkId: string,
  report: Report,
): Promise<void> {
  await commitWith(checker, planFileReport({ checkId, report }).writes);
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

import { collections } from '@/domain/collections';
import { dateFrom } from '@/domain/stored-values';
import {
  checkExpiry,
  quotaExpiry,
  quotaSteps,
  windowEndsAt,
  type Quota,
  type QuotaStep,
} from '@/domain/public-check';
import type { Checker } from '@/lib/public-firestore';

/** The visitor has made as many checks as the rules allow in an hour. */
export class TooManyChecksError extends Error {
  constructor(readonly retryAt: Date) {
    super('Too many checks in the last hour.');
    this.name = 'TooManyChecksError';
  }
}

/** What this page last knew of each visitor's quota, so later checks need not read it. */
const knownQuotas = new Map<string, Quota | null>();

async function readQuota({ db, sdk }: Checker, uid: string): Promise<Quota | null> {
  const snapshot = await sdk.getDoc(sdk.doc(db, collections.verifierQuota, uid));
  if (!snapshot.exists()) return null;
  const windowStart = dateFrom(snapshot.get('windowStart'));
  const count: unknown = snapshot.get('count');
  return windowStart && typeof count === 'number' ? { windowStart, count } : null;
}

/** The rules said no. (By its code: the public page's SDK is a copy of its own.) */
function isRefusal(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
}

/** One commit: the check with its keys, and the quota counting it. Resolves to the check's id. */
async function commitCheck(
  { db, sdk, uid }: Checker,
  keys: readonly string[],
  step: QuotaStep,
  now: Date,
): Promise<string> {
  const { collection, doc, increment, serverTimestamp, Timestamp, writeBatch } = sdk;
  const check = doc(collection(db, collections.verificationChecks));
  const quota = doc(db, collections.verifierQuota, uid);
  const latest = {
    lastCheckId: check.id,
    lastKeys: keys,
    lastAt: serverTimestamp(),
    expiresAt: Timestamp.fromDate(quotaExpiry(now)),
  };
  const batch = writeBatch(db);
  batch.set(check, {
    uid,
    keys,
    at: serverTimestamp(),
    expiresAt: Timestamp.fromDate(checkExpiry(now)),
  });
  if (step.kind === 'start') {
    batch.set(quota, { windowStart: serverTimestamp(), count: 1, ...latest });
  } else {
    // The window's start stays exactly as the server stored it; the count goes up by one
    // whatever this page last saw.
    batch.set(quota, { count: increment(1), ...latest }, { merge: true });
  }
  await batch.commit();
  return check.id;
}

/**
 * Logs a check of these index keys before any of them is read, as the rules require, and
 * resolves to its id (a failed attempt is filed under it). Throws TooManyChecksError when the
 * visitor's quota for the hour is used up; any other failure means the check did not run.
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
        if (!isRefusal(error)) throw error;
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

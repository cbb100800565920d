import { CHECK_RETENTION_DAYS, CHECK_WINDOW_MINUTES, QUOTA_RETENTION_DAYS } from './limits';
import type { VerificationQuery } from './verification-input';
import {
  verificationKey,
  type NumberKind,
  type VerificationIndexEntry,
} from './verification-index';

/**
 * The logged, throttled public check (docs/decisions/023-throttled-public-check.md). Its limits
 * are in ./limits.ts (the rules state them again, held to them by a test); what the page needs to
 * know is the window, which it reads from the visitor's quota document.
 */

/** A certificate's public face, as a check finds it. */
export type FoundCertificate = VerificationIndexEntry<Date>;

/** One index key a check looks up, in the order it is looked up. */
export type CheckKey = { kind: NumberKind; key: string };

/** The certificate number's key first, then the student number's, for the numbers given. */
export async function checkKeysFor(query: VerificationQuery): Promise<CheckKey[]> {
  const keys: Promise<CheckKey>[] = [];
  if (query.certificateNumber) {
    const number = query.certificateNumber;
    keys.push(
      verificationKey('certificate', number, query.firstName, query.surname).then((key) => ({
        kind: 'certificate',
        key,
      })),
    );
  }
  if (query.studentNumber) {
    const number = query.studentNumber;
    keys.push(
      verificationKey('student', number, query.firstName, query.surname).then((key) => ({
        kind: 'student',
        key,
      })),
    );
  }
  return Promise.all(keys);
}

/**
 * A check just made, as a receipt of it needs it ("Keep a record of this check",
 * docs/decisions/030-verifier-batch-checks.md): the check's id; the key at `row` of its keys,
 * the one that found the certificate (or the first, when none did); and the number its receipt
 * files the row under, by which anyone holding the receipt finds it: the number of the
 * certificate found, or else the number typed (the certificate number, failing that the
 * student number).
 */
export type CheckMade = { checkId: string; key: string; row: number; number: string };

/** A visitor's quota as stored: when their window opened and how many checks it holds. */
export type Quota = { windowStart: Date; count: number };

/** The quota a check is logged with: a new window, or the next check in the open one. */
export type QuotaStep = { kind: 'start'; count: 1 } | { kind: 'continue'; count: number };

/**
 * The steps to try, most likely first. The visitor's clock decides whether the window has
 * ended; the server's decides in the end, so the other step is tried if the first is refused
 * (a clock a few minutes out near the end of the hour).
 */
export function quotaSteps(known: Quota | null, now: Date): QuotaStep[] {
  if (!known) return [{ kind: 'start', count: 1 }];
  const next: QuotaStep = { kind: 'continue', count: known.count + 1 };
  const start: QuotaStep = { kind: 'start', count: 1 };
  return windowEndsAt(known).getTime() <= now.getTime() ? [start, next] : [next, start];
}

export function windowEndsAt(quota: Quota): Date {
  return new Date(quota.windowStart.getTime() + CHECK_WINDOW_MINUTES * 60 * 1000);
}

/** When a check logged now may be deleted: the visitor's clock, which the rules allow a day. */
const DAY_MS = 24 * 60 * 60 * 1000;

export function checkExpiry(now: Date): Date {
  return new Date(now.getTime() + CHECK_RETENTION_DAYS * DAY_MS);
}

/**
 * When a visitor's quota is deleted by its TTL policy: a day after their latest check, long after
 * its hour has passed and well before the checks it names are deleted.
 */
export function quotaExpiry(now: Date): Date {
  return new Date(now.getTime() + QUOTA_RETENTION_DAYS * DAY_MS);
}

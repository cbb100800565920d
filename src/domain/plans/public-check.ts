import { collections } from '../collections';
import { checkExpiry, quotaExpiry, type QuotaStep } from '../public-check';
import { filedReportFor, type Report } from '../reports';
import { failedAttemptFor, type VerificationQuery } from '../verification-input';
import { ADD_ONE, pathOf, SERVER_TIME, type PlannedWrite } from './plan';

/**
 * The public check's writes (docs/decisions/023-throttled-public-check.md), planned once for the
 * verification page, the dashboard's check, the rules tests and the benchmarks. A check is not a
 * register change and files no event: the check itself is the record.
 */

const checkPathOf = (checkId: string) => pathOf(collections.verificationChecks, checkId);
const quotaPathOf = (uid: string) => pathOf(collections.verifierQuota, uid);
export const attemptPathOf = (checkId: string) => pathOf(collections.failedVerifications, checkId);
export const reportPathOf = (checkId: string) => pathOf(collections.reports, checkId);

/**
 * A check of these index keys, logged before any of them is read, with the checker's quota: a
 * new window (`start`), or one more check in the open one (`continue`, counted on whatever the
 * server holds). `now` is the checker's clock, for the expiry times its TTL policies go by.
 */
export function planLogCheck({
  uid,
  checkId,
  keys,
  step,
  now,
}: {
  uid: string;
  checkId: string;
  keys: readonly string[];
  step: QuotaStep;
  now: Date;
}): { writes: PlannedWrite[] } {
  const latest = {
    lastCheckId: checkId,
    lastKeys: [...keys],
    lastAt: SERVER_TIME,
    expiresAt: quotaExpiry(now),
  };
  const check: PlannedWrite = {
    op: 'set',
    path: checkPathOf(checkId),
    data: { uid, keys: [...keys], at: SERVER_TIME, expiresAt: checkExpiry(now) },
  };
  const quota: PlannedWrite =
    step.kind === 'start'
      ? {
          op: 'set',
          path: quotaPathOf(uid),
          data: { windowStart: SERVER_TIME, count: 1, ...latest },
        }
      : // The window's start stays as the server stored it.
        { op: 'update', path: quotaPathOf(uid), data: { count: ADD_ONE, ...latest } };
  return { writes: [check, quota] };
}

/**
 * A check that found nothing, filed for the staff's fraud review under the check's id (one
 * attempt per check), at the server's time.
 */
export function planFailedAttempt({
  checkId,
  query,
  userAgent,
}: {
  checkId: string;
  query: VerificationQuery;
  userAgent: string;
}): { writes: PlannedWrite[] } {
  return {
    writes: [
      {
        op: 'set',
        path: attemptPathOf(checkId),
        data: { ...failedAttemptFor(query, userAgent), attemptedAt: SERVER_TIME },
      },
    ],
  };
}

/**
 * A visitor's report of a certificate they doubt (docs/decisions/032-fraud-signals.md), filed for
 * the admins' review under the id of the check that counted it (its one key the report's:
 * reportKeyFor), at the server's time, with every review field empty.
 */
export function planFileReport({ checkId, report }: { checkId: string; report: Report }): {
  writes: PlannedWrite[];
} {
  return {
    writes: [
      {
        op: 'set',
        path: reportPathOf(checkId),
        data: { ...filedReportFor(report), reportedAt: SERVER_TIME },
      },
    ],
  };
}

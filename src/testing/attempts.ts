import { appliedInMemory } from '@/domain/plans/apply-in-memory';
import type { PlannedData } from '@/domain/plans/plan';
import { batchAttemptIdOf, planBatchAttempt } from '@/domain/plans/batch-check';
import { attemptPathOf, planFailedAttempt } from '@/domain/plans/public-check';
import type { VerificationQuery } from '@/domain/verification-input';

import { siobhan } from './learners';

/**
 * Failed verification attempts as the public check files them (planFailedAttempt), for the suites
 * that seed attempts and the review screen's fake api (fake-review-api.ts reads them as the
 * screen does).
 */

/** A check that found nothing: Siobhán's certificate number under a stranger's name. */
export const unmatchedQuery: VerificationQuery = {
  certificateNumber: siobhan.certificateNumber,
  studentNumber: null,
  firstName: 'mary',
  surname: 'smith',
};

const VISITOR_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0';

/** When the tests' attempts were made, unless a test is about when. */
export const ATTEMPTED_AT = new Date(2025, 2, 12, 14, 5);

type AttemptOptions = {
  /** The check's id, which the attempt is filed under. */
  checkId?: string;
  /** What the visitor typed, where it differs from unmatchedQuery. */
  query?: Partial<VerificationQuery>;
  userAgent?: string;
  /** The server's time of the commit. */
  at?: unknown;
  /** The employer whose batch check filed it: a row of its batch that matched nothing. */
  organisation?: string;
};

/**
 * The attempt's document as the check files it: failed, awaiting review. With an organisation,
 * as an employer's batch check files a row that matched nothing (its first row, under the batch
 * `checkId`).
 */
export function filedAttempt({
  checkId = 'attempt-1',
  query = {},
  userAgent = VISITOR_USER_AGENT,
  at = ATTEMPTED_AT,
  organisation,
}: AttemptOptions = {}): PlannedData {
  const typed = { ...unmatchedQuery, ...query };
  const filed = organisation
    ? appliedInMemory(
        new Map(),
        {
          writes: [
            planBatchAttempt({ batchId: checkId, row: 0, query: typed, organisation, userAgent }),
          ],
        },
        at,
      ).get(attemptPathOf(batchAttemptIdOf(checkId, 0)))
    : appliedInMemory(new Map(), planFailedAttempt({ checkId, query: typed, userAgent }), at).get(
        attemptPathOf(checkId),
      );
  if (!filed) throw new Error(`The check filed no attempt ${checkId}.`);
  return filed;
}

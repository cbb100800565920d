import { checkKeysFor, type CheckMade, type FoundCertificate } from '@/domain/public-check';
import type { VerificationQuery } from '@/domain/verification-input';
import { getVisitor, type Checker } from '@/lib/public-firestore';
import {
  logCheck,
  lookupKeys,
  recordFailedVerification,
  TooManyChecksError,
} from '@/lib/public-check';

/** An answer carries the check it came from, so that the visitor can keep a record of it. */
export type VerificationOutcome =
  | { status: 'verified'; certificate: FoundCertificate; check: CheckMade }
  | { status: 'failed'; check: CheckMade }
  /** The visitor's checks for the hour are used up; they may check again from `retryAt`. */
  | { status: 'throttled'; retryAt: Date }
  /** Signing in, logging the check or the lookup failed: the check did not run. */
  | { status: 'unavailable' };

export type VerifyCertificate = (query: VerificationQuery) => Promise<VerificationOutcome>;

/**
 * One verification (docs/decisions/023-throttled-public-check.md): the check is logged and
 * counted first, then the index is read for the keys it named. Details that match nothing are
 * logged for the staff's fraud review under the check's id; a failure anywhere before the
 * answer is not the learner's details failing and is never logged as an attempt. Failing to
 * log an attempt is itself only reported.
 */
export async function verifyCertificate(
  query: VerificationQuery,
  checker: () => Promise<Checker> = getVisitor,
): Promise<VerificationOutcome> {
  let found: Awaited<ReturnType<typeof lookupKeys>>;
  let who: Checker;
  let checkId: string;
  let firstKey: string;
  try {
    who = await checker();
    const keys = await checkKeysFor(query);
    const [first] = keys;
    if (!first) throw new Error('A check needs a certificate number or a student number.');
    firstKey = first.key;
    checkId = await logCheck(
      who,
      keys.map(({ key }) => key),
    );
    found = await lookupKeys(who, keys);
  } catch (error) {
    if (error instanceof TooManyChecksError) return { status: 'throttled', retryAt: error.retryAt };
    console.error('The certificate check did not run', error);
    return { status: 'unavailable' };
  }
  if (found) {
    const { certificate, key, row } = found;
    const check = { checkId, key, row, number: certificate.certificateNumber };
    return { status: 'verified', certificate, check };
  }

  try {
    await recordFailedVerification(query, who, checkId);
  } catch (error) {
    console.error('Could not record the failed verification attempt', error);
  }
  // A receipt files a row that matched nothing under the number typed (the first key's).
  const number = query.certificateNumber ?? query.studentNumber ?? '';
  return { status: 'failed', check: { checkId, key: firstKey, row: 0, number } };
}

import { planVerifierRequest } from '@/domain/plans/verifier-request';
import { accountRequestKey, type VerifierRequest } from '@/domain/verifier-requests';
import { commitWith, logCheck } from '@/lib/public-check';
import type { Checker } from '@/lib/public-firestore';

/**
 * A visitor's request for a verifier account (docs/decisions/030-verifier-batch-checks.md): a
 * check is logged whose one key is the request's (counted in the visitor's hourly quota: it
 * throws TooManyChecksError past it), and the request is filed under it.
 */
export async function fileVerifierRequest(
  checker: Checker,
  request: VerifierRequest,
): Promise<string> {
  const key = await accountRequestKey(request.organisation, request.email);
  const checkId = await logCheck(checker, [key]);
  await commitWith(checker, planVerifierRequest({ checkId, request }).writes);
  return checkId;
}

import type { VerifierRequest } from '@/domain/verifier-requests';
import { TooManyChecksError } from '@/lib/public-check';
import { getVisitor, type Checker } from '@/lib/public-firestore';

import { fileVerifierRequest } from './file-verifier-request';

export type AccountRequestOutcome =
  | { status: 'sent' }
  /** The visitor's checks for the hour are used up; a request counts as one. */
  | { status: 'throttled'; retryAt: Date }
  /** Signing in, logging the check or filing the request failed: nothing was filed. */
  | { status: 'failed' };

export type RequestAccount = (request: VerifierRequest) => Promise<AccountRequestOutcome>;

/**
 * An employer asks for a verifier account from the public page for employers: the request is
 * filed under a check of the visitor's own, as anonymous as the certificate check, and an admin
 * answers it with an invitation (docs/decisions/030-verifier-batch-checks.md).
 */
export async function requestAccount(
  request: VerifierRequest,
  checker: () => Promise<Checker> = getVisitor,
): Promise<AccountRequestOutcome> {
  try {
    await fileVerifierRequest(await checker(), request);
    return { status: 'sent' };
  } catch (error) {
    if (error instanceof TooManyChecksError) return { status: 'throttled', retryAt: error.retryAt };
    console.error('The request for a verifier account could not be sent', error);
    return { status: 'failed' };
  }
}

import { doc, runTransaction, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { planCloseVerifierRequest, planVerifierRequest } from '@/domain/plans/verifier-request';
import type { StaffActor } from '@/domain/staff';
import { accountRequestKey, type VerifierRequest } from '@/domain/verifier-requests';
import { applyPlan } from '@/lib/apply-plan';
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

/** An admin closes a request, with the event named after it. */
export async function closeVerifierRequest(
  db: Firestore,
  requestId: string,
  actor: StaffActor,
): Promise<void> {
  const ref = doc(db, collections.verifierRequests, requestId);
  await runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    if (!stored) throw new Error('This request has been closed already.');
    const request = { organisation: String(stored.organisation), email: String(stored.email) };
    applyPlan(db, transaction, planCloseVerifierRequest({ requestId, request, actor }));
  });
}

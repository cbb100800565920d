import { doc, runTransaction, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { planCloseVerifierRequest } from '@/domain/plans/verifier-request';
import type { StaffActor } from '@/domain/staff';
import { applyPlan } from '@/lib/apply-plan';

/** A request that is no longer open: another admin closed it meanwhile. */
export class RequestClosedError extends Error {
  constructor() {
    super('This request has been closed already.');
    this.name = 'RequestClosedError';
  }
}

/**
 * An admin closes a request for a verifier account (docs/decisions/030-verifier-batch-checks.md),
 * with the event named after it: read in a transaction, refused when it is gone.
 */
export async function closeVerifierRequest(
  db: Firestore,
  requestId: string,
  actor: StaffActor,
): Promise<void> {
  const ref = doc(db, collections.verifierRequests, requestId);
  await runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    if (!stored) throw new RequestClosedError();
    const request = { organisation: String(stored.organisation), email: String(stored.email) };
    applyPlan(db, transaction, planCloseVerifierRequest({ requestId, request, actor }));
  });
}

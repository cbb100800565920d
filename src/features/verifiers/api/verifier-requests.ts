import { doc, runTransaction, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { planCloseVerifierRequest } from '@/domain/plans/verifier-request';
import type { StaffActor } from '@/domain/staff';
import { applyPlan } from '@/lib/apply-plan';

/**
 * An admin closes a request for a verifier account, with the event named after it. A visitor
 * files one with ./file-verifier-request.ts.
 */
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

import { collection, doc, runTransaction, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { planVerifierStep, verifierStepRefusal, type VerifierStep } from '@/domain/plans/verifier';
import type { StaffActor } from '@/domain/staff';
import { dateFrom } from '@/domain/stored-values';
import { verifierFrom } from '@/domain/verifiers';
import { applyPlan } from '@/lib/apply-plan';

/** A step an admin may not take on the account as it stands. */
export class VerifierStepRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VerifierStepRefusedError';
  }
}

/**
 * An admin suspends a verifier account, reactivates it or sets its rows a day
 * (docs/decisions/030-verifier-batch-checks.md): read in a transaction, refused when the step is
 * not open, planned and written with its event, which follows the account's last.
 */
export async function takeVerifierStep(
  db: Firestore,
  uid: string,
  step: VerifierStep,
  actor: StaffActor,
): Promise<void> {
  const ref = doc(db, collections.verifiers, uid);
  const eventId = doc(collection(db, collections.auditEvents)).id;
  await runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    const account = stored ? verifierFrom(uid, stored, dateFrom) : null;
    if (!account) throw new VerifierStepRefusedError('This verifier account is not on record.');
    const refusal = verifierStepRefusal(account, step);
    if (refusal) throw new VerifierStepRefusedError(refusal);
    applyPlan(db, transaction, planVerifierStep({ account, step, actor, eventId }));
  });
}

import { collection, doc, runTransaction, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { planReviewStep, reviewEventId, type ReviewStep } from '@/domain/plans/review-step';
import type { StaffActor } from '@/domain/staff';
import { applyPlan } from '@/lib/apply-plan';

export type { ReviewStep };

/** The attempt is gone: someone else closed it meanwhile. */
class AttemptMissingError extends Error {
  constructor() {
    super('This attempt has already been closed by someone else.');
    this.name = 'AttemptMissingError';
  }
}

/**
 * One review step on a failed verification attempt (Flag Suspicious, Mark Under Investigation, Mark
 * Investigated: docs/product.md, Verification Review), in one transaction with the event that
 * records it (docs/decisions/016-audit-trail.md): reads the attempt and applies the step's plan
 * (src/domain/plans/review-step.ts), with the reviewer and the time the rules hold it to.
 */
export async function takeReviewStep(
  db: Firestore,
  attemptId: string,
  step: ReviewStep,
  /** The signed-in staff member: the rules accept no other uid and e-mail as the reviewer. */
  actor: StaffActor,
): Promise<void> {
  const attempt = doc(db, collections.failedVerifications, attemptId);
  const eventId = reviewEventId(
    step,
    attemptId,
    () => doc(collection(db, collections.auditEvents)).id,
  );
  await runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(attempt)).data();
    if (!stored) throw new AttemptMissingError();
    applyPlan(db, transaction, planReviewStep({ attemptId, stored, step, actor, eventId }));
  });
}

import { serverTimestamp, type Firestore } from 'firebase/firestore/lite';

import type { StaffActor } from '@/domain/staff';
import { getDb } from '@/lib/firebase';

import type { ReviewAction } from './flag-suspicious';
import { reviewStep } from './review-step';

/**
 * SPEC §4 'Mark Under Investigation' on a suspicious record: exactly the four investigation
 * fields, and the event that records the step. The record stays in the suspicious queue.
 */
export async function markUnderInvestigation(
  { attemptId, note }: ReviewAction,
  /** The signed-in staff member: the rules accept no other uid and e-mail as the investigator. */
  reviewer: StaffActor,
  db?: Firestore,
): Promise<void> {
  await reviewStep(db ?? (await getDb()), attemptId, reviewer, {
    action: 'attempt.investigated',
    changes: () => ({
      investigationNote: { from: null, to: note },
      isUnderInvestigation: { from: false, to: true },
    }),
    write: (transaction, attempt, _stored, eventId) =>
      transaction.update(attempt, {
        investigationNote: note,
        investigatedBy: reviewer.email,
        investigatedByUid: reviewer.uid,
        investigatedAt: serverTimestamp(),
        isUnderInvestigation: true,
        lastEventId: eventId,
      }),
  });
}

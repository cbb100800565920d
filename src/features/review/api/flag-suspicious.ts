import { serverTimestamp, type Firestore } from 'firebase/firestore/lite';

import type { StaffActor } from '@/domain/staff';
import { getDb } from '@/lib/firebase';

import { reviewStep } from './review-step';

export type ReviewAction = { attemptId: string; note: string };

/**
 * SPEC §4 'Flag Suspicious': exactly these four fields change, with the reviewer and the time
 * recorded by the server's rules rather than trusted from the browser, and the event that records
 * the step. The record leaves the failed queue for the suspicious one.
 */
export async function flagSuspicious(
  { attemptId, note }: ReviewAction,
  /** The signed-in staff member: the rules accept no other uid and e-mail as the reviewer. */
  reviewer: StaffActor,
  db?: Firestore,
): Promise<void> {
  await reviewStep(db ?? (await getDb()), attemptId, reviewer, {
    action: 'attempt.flagged',
    changes: () => ({
      status: { from: 'failed', to: 'suspicious' },
      reviewNote: { from: null, to: note },
    }),
    write: (transaction, attempt, _stored, eventId) =>
      transaction.update(attempt, {
        status: 'suspicious',
        reviewedBy: reviewer.email,
        reviewedByUid: reviewer.uid,
        reviewedAt: serverTimestamp(),
        reviewNote: note,
        lastEventId: eventId,
      }),
  });
}

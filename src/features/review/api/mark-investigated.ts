import type { Firestore } from 'firebase/firestore/lite';

import { closingEventId } from '@/domain/audit';
import type { StaffActor } from '@/domain/staff';
import { getDb } from '@/lib/firebase';

import { reviewStep } from './review-step';

/**
 * SPEC §4 'Mark Investigated': the record is closed by removing it from the queue. The event
 * that records who closed it, and in what status, stays in the history under an id derived from
 * the attempt's.
 */
export async function markInvestigated(
  attemptId: string,
  /** The signed-in staff member: the rules accept no other uid and e-mail as the one closing. */
  reviewer: StaffActor,
  db?: Firestore,
): Promise<void> {
  await reviewStep(db ?? (await getDb()), attemptId, reviewer, {
    action: 'attempt.closed',
    eventId: closingEventId,
    changes: (stored) => ({
      status: { from: typeof stored.status === 'string' ? stored.status : null, to: 'closed' },
    }),
    write: (transaction, attempt) => transaction.delete(attempt),
  });
}

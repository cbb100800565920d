import {
  collection,
  doc,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';

import { attemptEvent, attemptSubject, type AttemptAction, type Changes } from '@/domain/audit';
import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';

/** The attempt is gone: someone else closed it meanwhile. */
export class AttemptMissingError extends Error {
  constructor() {
    super('This attempt has already been closed by someone else.');
    this.name = 'AttemptMissingError';
  }
}

type Step = {
  action: AttemptAction;
  /** What the step changes on the attempt, from the attempt as stored. */
  changes: (stored: DocumentData) => Changes;
  /** Writes the step itself; `eventId` is the id of the event recording it. */
  write: (
    transaction: Transaction,
    attempt: ReturnType<typeof doc>,
    stored: DocumentData,
    eventId: string,
  ) => void;
  /** The event's id, for a step whose write cannot name it (a delete); otherwise a new one. */
  eventId?: (attemptId: string) => string;
};

/**
 * One review step on a failed verification attempt, in one transaction with the event that
 * records it (docs/decisions/016-audit-trail.md): reads the attempt, makes the step's change and
 * adds the event, continuing the attempt's history from its last event.
 */
export async function reviewStep(
  db: Firestore,
  attemptId: string,
  actor: StaffActor,
  { action, changes, write, eventId }: Step,
): Promise<void> {
  const attempt = doc(db, collections.failedVerifications, attemptId);
  const event = eventId
    ? doc(db, collections.auditEvents, eventId(attemptId))
    : doc(collection(db, collections.auditEvents));
  await runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(attempt);
    const stored = snapshot.data();
    if (!stored) throw new AttemptMissingError();
    write(transaction, attempt, stored, event.id);
    transaction.set(event, {
      ...attemptEvent({
        attemptId,
        action,
        actor,
        subject: attemptSubject({
          firstName: String(stored.firstName),
          surname: String(stored.surname),
          certificateNumber:
            typeof stored.certificateNumber === 'string' ? stored.certificateNumber : null,
          studentNumber: typeof stored.studentNumber === 'string' ? stored.studentNumber : null,
        }),
        changes: changes(stored),
        prevEventId: typeof stored.lastEventId === 'string' ? stored.lastEventId : null,
      }),
      at: serverTimestamp(),
    });
  });
}

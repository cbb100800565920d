import { attemptEvent, attemptSubject, closingEventId, type AttemptAction } from '../audit';
import { collections } from '../collections';
import type { StaffActor } from '../staff';
import { eventPathOf, pathOf, SERVER_TIME, type Plan, type PlannedWrite } from './plan';
import type { StoredData } from './certificate-step';

/** A review step on a failed verification attempt (docs/product.md, Verification Review). */
export type ReviewStep =
  { kind: 'flag'; note: string } | { kind: 'investigate'; note: string } | { kind: 'close' };

type ReviewStepInput = {
  attemptId: string;
  /** The attempt as read. */
  stored: StoredData;
  step: ReviewStep;
  actor: StaffActor;
  /** The event's id; a closing's is derived from the attempt's (closingEventId). */
  eventId: string;
};

/** The id of the event a step writes: a delete carries no data, so a closing's is derived. */
export function reviewEventId(step: ReviewStep, attemptId: string, freshId: () => string): string {
  return step.kind === 'close' ? closingEventId(attemptId) : freshId();
}

/**
 * What one review step writes with the event that records it, continuing the attempt's history:
 * 'Flag Suspicious' sets the status, the reviewer and the note; 'Mark Under Investigation' the
 * investigation's four fields; 'Mark Investigated' removes the attempt, its event recording the
 * status it was closed in.
 */
export function planReviewStep({ attemptId, stored, step, actor, eventId }: ReviewStepInput): Plan {
  const attemptPath = pathOf(collections.failedVerifications, attemptId);
  const eventPath = eventPathOf(eventId);
  let action: AttemptAction;
  let attemptWrite: PlannedWrite;
  let changes;
  switch (step.kind) {
    case 'flag':
      action = 'attempt.flagged';
      changes = {
        status: { from: 'failed', to: 'suspicious' },
        reviewNote: { from: null, to: step.note },
      };
      attemptWrite = {
        op: 'update',
        path: attemptPath,
        data: {
          status: 'suspicious',
          reviewedBy: actor.email,
          reviewedByUid: actor.uid,
          reviewedAt: SERVER_TIME,
          reviewNote: step.note,
          lastEventId: eventId,
        },
      };
      break;
    case 'investigate':
      action = 'attempt.investigated';
      changes = {
        investigationNote: { from: null, to: step.note },
        isUnderInvestigation: { from: false, to: true },
      };
      attemptWrite = {
        op: 'update',
        path: attemptPath,
        data: {
          investigationNote: step.note,
          investigatedBy: actor.email,
          investigatedByUid: actor.uid,
          investigatedAt: SERVER_TIME,
          isUnderInvestigation: true,
          lastEventId: eventId,
        },
      };
      break;
    case 'close':
      action = 'attempt.closed';
      changes = {
        status: { from: typeof stored.status === 'string' ? stored.status : null, to: 'closed' },
      };
      attemptWrite = { op: 'delete', path: attemptPath };
      break;
  }
  const event: PlannedWrite = {
    op: 'set',
    path: eventPath,
    data: {
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
        changes,
        prevEventId: typeof stored.lastEventId === 'string' ? stored.lastEventId : null,
      }),
      at: SERVER_TIME,
    },
  };
  return { writes: [attemptWrite, event], eventPath };
}

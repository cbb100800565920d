import type { AuditEventRecord } from '../audit';
import { collections } from '../collections';
import {
  requestStepOutcome,
  type LearnerRequest,
  type LearnerRequestKind,
  type LearnerRequestStep,
} from '../learner-requests';
import type { StaffActor } from '../staff';
import { eventPathOf, pathOf, SERVER_TIME, type Plan } from './plan';

/**
 * A learner's request to their centre (src/domain/learner-requests.ts), opened by the learner and
 * answered or closed by staff of the certificate's centre, each step with its event
 * (`entity: 'learner-request'`), which the request names as its latest.
 */

export const requestPathOf = (requestId: string) => pathOf(collections.learnerRequests, requestId);

/** The learner as an event names them: their account and their proved address. */
export type LearnerActor = StaffActor;

function requestEvent(
  request: Pick<LearnerRequest, 'id' | 'centreNumber' | 'email'>,
  actor: StaffActor,
  action: AuditEventRecord['action'],
  changes: AuditEventRecord['changes'],
  prevEventId: string | null,
) {
  return {
    actorUid: actor.uid,
    actorEmail: actor.email,
    action,
    entity: 'learner-request',
    requestId: request.id,
    centreNumber: request.centreNumber,
    subject: request.email,
    changes,
    prevEventId,
    at: SERVER_TIME,
  };
}

/** A new request about one of the learner's certificates, open, with its first event. */
export function planOpenRequest({
  requestId,
  eventId,
  certificate,
  kind,
  text,
  learner,
}: {
  requestId: string;
  eventId: string;
  certificate: { id: string; centreNumber: string };
  kind: LearnerRequestKind;
  text: string;
  learner: LearnerActor;
}): Plan {
  const request = { id: requestId, centreNumber: certificate.centreNumber, email: learner.email };
  const eventPath = eventPathOf(eventId);
  return {
    eventPath,
    writes: [
      {
        op: 'set',
        path: requestPathOf(requestId),
        data: {
          certificateId: certificate.id,
          centreNumber: certificate.centreNumber,
          kind,
          text: text.trim(),
          ownerUid: learner.uid,
          email: learner.email,
          status: 'open',
          at: SERVER_TIME,
          lastEventId: eventId,
        },
      },
      {
        op: 'set',
        path: eventPath,
        data: requestEvent(
          request,
          learner,
          'learner-request.opened',
          { status: { from: null, to: 'open' } },
          null,
        ),
      },
    ],
  };
}

/** Staff mark a request answered (the change made) or close it; null when the step is not open. */
export function planRequestStep({
  request,
  step,
  eventId,
  actor,
}: {
  request: LearnerRequest;
  step: LearnerRequestStep;
  eventId: string;
  actor: StaffActor;
}): Plan | null {
  const to = requestStepOutcome(request.status, step);
  if (!to) return null;
  const eventPath = eventPathOf(eventId);
  const action = step === 'answer' ? 'learner-request.answered' : 'learner-request.closed';
  return {
    eventPath,
    writes: [
      { op: 'update', path: requestPathOf(request.id), data: { status: to, lastEventId: eventId } },
      {
        op: 'set',
        path: eventPath,
        data: requestEvent(
          request,
          actor,
          action,
          { status: { from: request.status, to } },
          request.lastEventId,
        ),
      },
    ],
  };
}

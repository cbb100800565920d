import { verifierRequestEvent } from '../access-events';
import { collections } from '../collections';
import type { VERIFIER_REQUEST_KEYS } from '../document-keys';
import type { StaffActor } from '../staff';
import { answeredEventId, type VerifierRequest } from '../verifier-requests';
import { verifierSubject } from '../verifiers';
import { eventPathOf, pathOf, SERVER_TIME, type Plan, type PlannedWrite } from './plan';

/**
 * Requests for a verifier account (docs/decisions/030-verifier-batch-checks.md): filed by a
 * visitor under their own check, closed by an admin with an event named after the request.
 */

export const verifierRequestPathOf = (requestId: string) =>
  pathOf(collections.verifierRequests, requestId);

/** The request, filed under the id of the visitor's check that counted it, at the server's time. */
export function planVerifierRequest({
  checkId,
  request,
}: {
  checkId: string;
  request: VerifierRequest;
}): { writes: PlannedWrite[] } {
  const data: Record<(typeof VERIFIER_REQUEST_KEYS)[number], unknown> = {
    organisation: request.organisation,
    name: request.name,
    email: request.email,
    message: request.message,
    requestedAt: SERVER_TIME,
  };
  return { writes: [{ op: 'set', path: verifierRequestPathOf(checkId), data }] };
}

/**
 * An admin closes a request (having invited its sender, or not): it is removed, with an event
 * named after it (`answered-<requestId>`, reserved to this step), so nothing is filed under that
 * check again.
 */
export function planCloseVerifierRequest({
  requestId,
  request,
  actor,
}: {
  requestId: string;
  request: Pick<VerifierRequest, 'organisation' | 'email'>;
  actor: StaffActor;
}): Plan {
  const eventId = answeredEventId(requestId);
  const event = verifierRequestEvent({
    requestId,
    action: 'verifier-request.closed',
    actor,
    subject: verifierSubject(request.organisation, request.email),
    changes: { status: { from: 'open', to: 'closed' } },
    prevEventId: null,
  });
  return {
    writes: [
      { op: 'delete', path: verifierRequestPathOf(requestId) },
      { op: 'set', path: eventPathOf(eventId), data: { ...event, at: SERVER_TIME } },
    ],
    eventPath: eventPathOf(eventId),
  };
}

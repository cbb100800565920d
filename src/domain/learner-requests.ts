import { LEARNER_REQUEST_TEXT_LIMIT } from './limits';

/**
 * A learner's request to their centre about one of their certificates
 * (`learnerRequests/{id}`, docs/decisions/031-learners.md): a change of name, a correction, or
 * a replacement for a certificate lost. Staff of the certificate's centre (and the admins) see
 * it on Learner Requests, make the change through the record's edit or a two-person
 * replacement, and mark it answered, or close it; the learner sees where it stands. Each step
 * is an event of the history.
 */

export const learnerRequestKinds = ['name-change', 'correction', 'lost-certificate'] as const;
export type LearnerRequestKind = (typeof learnerRequestKinds)[number];

export const learnerRequestKindLabels: Record<LearnerRequestKind, string> = {
  'name-change': 'A change of name',
  correction: 'A correction',
  'lost-certificate': 'A replacement for a lost certificate',
};

export type LearnerRequestStatus = 'open' | 'answered' | 'closed';

/** The status as staff read it, in the history and on Learner Requests. */
export const learnerRequestStatusLabels: Record<LearnerRequestStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** The status as the learner reads it. */
export const learnerRequestStatusForLearner: Record<LearnerRequestStatus, string> = {
  open: 'Sent: your centre will answer',
  answered: 'Answered: see your certificates',
  closed: 'Closed',
};

/** A staff member's step on a request: answered (the change made), or closed. */
export type LearnerRequestStep = 'answer' | 'close';

/** Where a step takes a request, or null when it does not apply to one in this status. */
export function requestStepOutcome(
  status: LearnerRequestStatus,
  step: LearnerRequestStep,
): LearnerRequestStatus | null {
  if (step === 'answer') return status === 'open' ? 'answered' : null;
  return status === 'closed' ? null : 'closed';
}

export type LearnerRequest = {
  id: string;
  certificateId: string;
  centreNumber: string;
  kind: LearnerRequestKind;
  text: string;
  ownerUid: string;
  email: string;
  status: LearnerRequestStatus;
  at: Date;
  lastEventId: string;
};

const statuses: readonly LearnerRequestStatus[] = ['open', 'answered', 'closed'];

/** A stored request, or null for one the rules would not have written. */
export function learnerRequestFrom(
  id: string,
  data: Readonly<Record<string, unknown>>,
  toDate: (value: unknown) => Date | null,
): LearnerRequest | null {
  const { certificateId, centreNumber, kind, text, ownerUid, email, status, lastEventId } = data;
  const at = toDate(data.at);
  const texts = [certificateId, centreNumber, text, ownerUid, email, lastEventId];
  if (!at || !texts.every((value) => typeof value === 'string')) return null;
  if (!learnerRequestKinds.includes(kind as LearnerRequestKind)) return null;
  if (!statuses.includes(status as LearnerRequestStatus)) return null;
  return {
    id,
    certificateId: certificateId as string,
    centreNumber: centreNumber as string,
    kind: kind as LearnerRequestKind,
    text: text as string,
    ownerUid: ownerUid as string,
    email: email as string,
    status: status as LearnerRequestStatus,
    at,
    lastEventId: lastEventId as string,
  };
}

/** Why a request's text cannot be sent, or null when it can. */
export function requestTextError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Say what should change, so that your centre can act on it.';
  return trimmed.length > LEARNER_REQUEST_TEXT_LIMIT
    ? `Keep it to ${LEARNER_REQUEST_TEXT_LIMIT.toLocaleString('en-GB')} characters.`
    : null;
}

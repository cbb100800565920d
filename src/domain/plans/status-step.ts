import {
  availableStatusActions,
  openStatusActions,
  pendingStatusFrom,
  statusFrom,
  type PendingStatus,
  type StatusReason,
} from '../certificate-status';
import type { StaffActor, StaffRole } from '../staff';
import {
  listedKeys,
  planCertificateStep,
  type CertificateStepAction,
  type StoredData,
} from './certificate-step';
import type { Plan } from './plan';

/**
 * The status steps staff take from a certificate's dialog (docs/decisions/019-certificate-status.md).
 * Completing a replacement is not here: it adds a certificate (replacement.ts).
 */
export type StatusStep =
  | { kind: 'suspend'; reason: StatusReason }
  | { kind: 'reinstate' }
  | { kind: 'request-withdrawal'; reason: StatusReason }
  | { kind: 'approve-withdrawal' }
  | { kind: 'reject-withdrawal' }
  | { kind: 'request-replacement'; reason: StatusReason }
  | { kind: 'reject-replacement' };

/** The step is not open to this person on this certificate now; the message says why. */
export class StatusStepRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatusStepRefusedError';
  }
}

type Outcome = {
  /** The fields the step sets on the certificate; `null` removes one (but for statusReason). */
  fields: Record<string, unknown>;
  action: Exclude<CertificateStepAction, 'certificate.replaced'>;
  /** What a request step files, or whether a decision removes the request. */
  request: PendingStatus | 'remove' | null;
};

/**
 * What a status step sets on the certificate, the action its event records, and the request it
 * files or removes. A decision takes its reason from the request it decides.
 */
export function statusStepOutcome(step: StatusStep, request: StoredData | undefined): Outcome {
  switch (step.kind) {
    case 'suspend':
      return {
        fields: { status: 'suspended', statusReason: step.reason },
        action: 'certificate.suspended',
        request: null,
      };
    case 'reinstate':
      return {
        fields: { status: 'valid', statusReason: null },
        action: 'certificate.reinstated',
        request: null,
      };
    case 'request-withdrawal':
      return {
        fields: { pendingStatus: 'withdrawn' },
        action: 'certificate.withdrawal-requested',
        request: 'withdrawn',
      };
    case 'approve-withdrawal':
      return {
        fields: { status: 'withdrawn', statusReason: request?.reason ?? null, pendingStatus: null },
        action: 'certificate.withdrawn',
        request: 'remove',
      };
    case 'reject-withdrawal':
      return {
        fields: { pendingStatus: null },
        action: 'certificate.withdrawal-rejected',
        request: 'remove',
      };
    case 'request-replacement':
      return {
        fields: { pendingStatus: 'replaced' },
        action: 'certificate.replacement-requested',
        request: 'replaced',
      };
    case 'reject-replacement':
      return {
        fields: { pendingStatus: null },
        action: 'certificate.replacement-rejected',
        request: 'remove',
      };
  }
}

export type StatusStepInput = {
  certificateId: string;
  /** The certificate as read. */
  stored: StoredData;
  /** Its pending request as read, if it has one. */
  request: StoredData | undefined;
  step: StatusStep;
  actor: StaffActor;
  /** The id of the event the step writes. */
  eventId: string;
};

/**
 * Why the step cannot be taken now by this person, or null when it can: the steps the rules
 * allow from where the certificate stands, those their role takes (a centre's staff only ask for
 * a withdrawal), and a record that lists its index keys. Without a role (a script that acts as
 * it is told), only the standing is checked; the rules still refuse a step the role does not take.
 */
export function statusStepRefusal(
  { stored, request, step, actor }: StatusStepInput,
  role?: StaffRole,
): string | null {
  const standing = {
    status: statusFrom(stored.status),
    pending: pendingStatusFrom(stored.pendingStatus),
  };
  const askedByActor = request?.requestedByUid === actor.uid;
  const open = openStatusActions(standing, askedByActor);
  if (
    role &&
    open.includes(step.kind) &&
    !availableStatusActions(standing, askedByActor, role).includes(step.kind)
  ) {
    return 'Only the awarding body’s administrators take this step; your centre can ask for a withdrawal.';
  }
  if (!open.includes(step.kind)) {
    return standing.pending && askedByActor
      ? `You asked for this ${standing.pending === 'withdrawn' ? 'withdrawal' : 'replacement'}, so another staff member must decide it.`
      : 'This certificate’s status has changed since you opened it. Close the dialog and open it again.';
  }
  if (!listedKeys(stored)) {
    return 'This record does not list its verification entries yet; an administrator must run the backfill first.';
  }
  return null;
}

/**
 * What one status step writes (planCertificateStep), from the step taken. It plans the step
 * whether or not it is open (statusStepRefusal says that), so a test can send what the app
 * never would.
 */
export function planStatusStep({
  certificateId,
  stored,
  request,
  step,
  actor,
  eventId,
}: StatusStepInput): Plan {
  const { fields, action, request: requestChange } = statusStepOutcome(step, request);
  return planCertificateStep({
    certificateId,
    stored,
    fields,
    action,
    actor,
    eventId,
    request:
      requestChange === 'remove' || requestChange === null
        ? requestChange
        : { status: requestChange, reason: (step as { reason: StatusReason }).reason },
  });
}

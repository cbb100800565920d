import { pendingStatusFrom, statusFrom } from '../certificate-status';
import type { StaffActor } from '../staff';
import type { Plan } from './plan';
import { listedKeys, planCertificateStep, type StoredData } from './certificate-step';

/** The old certificate cannot be replaced now, or not by this person; the message says why. */
export class ReplacementRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplacementRefusedError';
  }
}

type ReplacementInput = {
  /** The certificate replaced, as read, and its pending request. */
  certificateId: string;
  stored: StoredData | undefined;
  request: StoredData | undefined;
  /** The new certificate, added in the same commit. */
  replacementId: string;
  actor: StaffActor;
  eventId: string;
};

/**
 * Why this person cannot complete the replacement now, or null: only a valid certificate whose
 * replacement another staff member asked for, listing its index keys.
 */
export function replacementRefusal({ stored, request, actor }: ReplacementInput): string | null {
  if (!stored) return 'The certificate to replace is not on the register.';
  if (
    statusFrom(stored.status) !== 'valid' ||
    pendingStatusFrom(stored.pendingStatus) !== 'replaced' ||
    !request
  ) {
    return 'Only a valid certificate whose replacement has been requested can be replaced.';
  }
  if (request.requestedByUid === actor.uid) {
    return 'You asked for this replacement, so another staff member must complete it.';
  }
  if (!listedKeys(stored)) {
    return 'The certificate to replace does not list its verification entries yet; an administrator must run the backfill first.';
  }
  return null;
}

/**
 * The old certificate's side of a replacement (docs/decisions/019-certificate-status.md): replaced,
 * by the new certificate, for the reason given with the request, its index entries showing it at
 * once, the request removed, and the event that records it. The new certificate is added in the
 * same commit (planAddCertificate with `replaces`).
 */
export function planReplacement({
  certificateId,
  stored = {},
  request,
  replacementId,
  actor,
  eventId,
}: ReplacementInput): Plan {
  return planCertificateStep({
    certificateId,
    stored,
    fields: {
      status: 'replaced',
      statusReason: request?.reason ?? null,
      replacedBy: replacementId,
      pendingStatus: null,
    },
    action: 'certificate.replaced',
    actor,
    eventId,
    request: 'remove',
  });
}

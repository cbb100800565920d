import {
  basicsOf,
  type AuditEventRecord,
  type CentreAction,
  type Changes,
  type EventBasics,
  type InvitationAction,
  type StaffAction,
  type VerifierAction,
  type VerifierRequestAction,
} from './audit';
import type { StaffActor } from './staff';

/**
 * The events of who may act on the register (docs/decisions/027-centres.md,
 * docs/decisions/028-invitations.md): a centre approved, suspended or reactivated, an invitation
 * sent or withdrawn, and staff access given or taken away. Each names the centre it concerns at
 * the top, so that the centre's staff read it on Activity with the admins.
 */

/** The event recording a centre's approval, suspension or reactivation. */
export function centreEvent({
  centreNumber,
  ...basics
}: EventBasics<CentreAction> & { centreNumber: string }): AuditEventRecord {
  return { ...basicsOf(basics), entity: 'centre', centreNumber };
}

/**
 * The event recording staff access given, taken up or taken away: `staff.added` by an admin's
 * tool, `staff.joined` by the invitee accepting an invitation (docs/decisions/028-invitations.md),
 * `staff.removed` by an admin. A centre account's names its centre at the top, so that the
 * centre's staff read it on Activity with the admins; an admin's names none.
 */
export function staffEvent({
  staffUid,
  email,
  action,
  centreNumber,
  actor,
  prevEventId = null,
}: {
  staffUid: string;
  email: string;
  action: StaffAction;
  centreNumber: string | null;
  actor: StaffActor;
  prevEventId?: string | null;
}): AuditEventRecord {
  const granted = action !== 'staff.removed';
  const changes: Changes = { staffAccess: { from: !granted, to: granted } };
  if (centreNumber !== null) {
    changes.centreNumber = granted
      ? { from: null, to: centreNumber }
      : { from: centreNumber, to: null };
  }
  return {
    ...basicsOf({ action, actor, subject: email, changes, prevEventId }),
    entity: 'staff',
    staffUid,
    ...(centreNumber === null ? {} : { centreNumber }),
  };
}

/**
 * The event recording an invitation sent (or sent again) or withdrawn: the role offered, and the
 * centre of an invitation to a centre's staff at the top, for its staff to read.
 */
export function invitationEvent({
  email,
  action,
  role,
  centreNumber,
  actor,
  prevEventId,
}: {
  email: string;
  action: InvitationAction;
  role: string;
  centreNumber: string | null;
  actor: StaffActor;
  prevEventId: string | null;
}): AuditEventRecord {
  const sent = action === 'invitation.sent';
  return {
    ...basicsOf({
      action,
      actor,
      subject: email,
      changes: { role: sent ? { from: null, to: role } : { from: role, to: null } },
      prevEventId,
    }),
    entity: 'invitation',
    ...(centreNumber === null ? {} : { centreNumber }),
  };
}

/**
 * The event recording a verifier account's step (docs/decisions/030-verifier-batch-checks.md):
 * its joining (by accepting an invitation), a suspension or reactivation, or a new daily
 * allowance. It names no centre, so only admins read it on Activity.
 */
export function verifierEvent({
  verifierUid,
  ...basics
}: EventBasics<VerifierAction> & { verifierUid: string }): AuditEventRecord {
  return { ...basicsOf(basics), entity: 'verifier', verifierUid };
}

/** The event recording a request for a verifier account closed by an admin. */
export function verifierRequestEvent({
  requestId,
  ...basics
}: EventBasics<VerifierRequestAction> & { requestId: string }): AuditEventRecord {
  return { ...basicsOf(basics), entity: 'verifierRequest', requestId };
}

import { invitationEvent, staffEvent } from '../access-events';
import { collections } from '../collections';
import type { INVITATION_KEYS } from '../document-keys';
import {
  INVITATION_DAYS,
  invitationExpiry,
  isInvitationLive,
  type Invitation,
  type InvitedRole,
} from '../invitations';
import { centreOf, type StaffActor } from '../staff';
import { eventPathOf, pathOf, SERVER_TIME, type Plan } from './plan';
import { staffEntryRecord } from './staff-access';
import { planJoinAsVerifier } from './verifier';

/**
 * Invitations to the staff (docs/decisions/028-invitations.md): an admin sends one (or sends it
 * again, which starts its seven days afresh) and withdraws one; the invitee, signed in by the link
 * sent to the address, accepts it. Each writes its event; the rules hold each write to its event
 * and the acceptance to the invitation.
 */

/** An invitation cannot be used now; the message says why. */
export class InvitationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvitationRefusedError';
  }
}

type InvitationRecord = Record<(typeof INVITATION_KEYS)[number], unknown>;

/** The centre an invitation names: a centre's staff's; none for an admin or a verifier. */
const invitedCentre = (role: InvitedRole): string | null =>
  role.role === 'verifier' ? null : centreOf(role);

/** What an invitation to a verifier keeps beside the rest: the organisation and its rows a day. */
const verifierFields = (role: InvitedRole) =>
  role.role === 'verifier'
    ? { organisation: role.organisation, dailyAllowance: role.dailyAllowance }
    : {};

export const invitationPathOf = (email: string) => pathOf(collections.invitations, email);

/**
 * An invitation sent to `email` (an address from emailAddressFrom) for a role, by an admin,
 * lasting INVITATION_DAYS from `now` (the sender's clock: the rules accept it within an hour of
 * seven days from the commit). It keeps only the hash of the code its link carries. Sending again
 * overwrites the invitation with a new code and a new event.
 */
export function planSendInvitation({
  email,
  role,
  actor,
  eventId,
  now,
  codeHash,
}: {
  email: string;
  role: InvitedRole;
  actor: StaffActor;
  eventId: string;
  now: Date;
  /** invitationCodeHash of the code the link carries. */
  codeHash: string;
}): Plan {
  const record: InvitationRecord & Partial<Record<'organisation' | 'dailyAllowance', unknown>> = {
    role: role.role,
    centreNumber: invitedCentre(role),
    invitedBy: actor.email,
    invitedByUid: actor.uid,
    invitedAt: SERVER_TIME,
    expiresAt: invitationExpiry(now),
    codeHash,
    lastEventId: eventId,
    ...verifierFields(role),
  };
  const event = invitationEvent({
    email,
    action: 'invitation.sent',
    role: role.role,
    centreNumber: invitedCentre(role),
    actor,
    prevEventId: null,
  });
  return {
    writes: [
      { op: 'set', path: invitationPathOf(email), data: record },
      { op: 'set', path: eventPathOf(eventId), data: { ...event, at: SERVER_TIME } },
    ],
    eventPath: eventPathOf(eventId),
  };
}

/** A delete carries no data: the event of a withdrawal is named after the invitation's last. */
export function withdrawalEventId(invitation: Pick<Invitation, 'lastEventId'>): string {
  return `withdrawn-${invitation.lastEventId}`;
}

/** An invitation withdrawn by an admin: it is deleted, and its link no longer opens the staff. */
export function planWithdrawInvitation({
  invitation,
  actor,
}: {
  invitation: Invitation;
  actor: StaffActor;
}): Plan {
  const eventId = withdrawalEventId(invitation);
  const event = invitationEvent({
    email: invitation.email,
    action: 'invitation.withdrawn',
    role: invitation.role.role,
    centreNumber: invitedCentre(invitation.role),
    actor,
    prevEventId: invitation.lastEventId,
  });
  return {
    writes: [
      { op: 'delete', path: invitationPathOf(invitation.email) },
      { op: 'set', path: eventPathOf(eventId), data: { ...event, at: SERVER_TIME } },
    ],
    eventPath: eventPathOf(eventId),
  };
}

/**
 * An invitation accepted by the account signed in with its address: the account's own directory
 * entry with exactly the invitation's role and centre, the invitation used up, and the event,
 * which follows the invitation's and carries the code of the link (the rules compare its hash
 * with the invitation's). An invitation to a verifier writes the account's verifier entry
 * instead (./verifier.ts), never a staff entry.
 */
export function planAcceptInvitation({
  invitation,
  uid,
  eventId,
  now,
  linkCode,
}: {
  invitation: Invitation;
  /** The invitee's account, signed in with the invited address. */
  uid: string;
  eventId: string;
  now: Date;
  /** The code the invitation's link carried (invitationCodeFrom). */
  linkCode: string;
}): Plan {
  if (!isInvitationLive(invitation, now)) {
    throw new InvitationRefusedError(
      `This invitation has expired: invitations last ${INVITATION_DAYS} days. Ask an administrator to send it again.`,
    );
  }
  const { role } = invitation;
  if (role.role === 'verifier') {
    return planJoinAsVerifier({ invitation, role, uid, eventId, linkCode });
  }
  const invitee: StaffActor = { uid, email: invitation.email };
  const entry = staffEntryRecord({
    email: invitation.email,
    role,
    addedBy: invitation.invitedBy,
    accessEventId: eventId,
  });
  const event = staffEvent({
    staffUid: uid,
    email: invitation.email,
    action: 'staff.joined',
    centreNumber: centreOf(role),
    actor: invitee,
    prevEventId: invitation.lastEventId,
  });
  return {
    writes: [
      { op: 'set', path: pathOf(collections.staff, uid), data: entry },
      { op: 'delete', path: invitationPathOf(invitation.email) },
      { op: 'set', path: eventPathOf(eventId), data: { ...event, linkCode, at: SERVER_TIME } },
    ],
    eventPath: eventPathOf(eventId),
  };
}

import { createHash } from 'node:crypto';

import type { Firestore } from 'firebase/firestore';

import { collections } from '@/domain/collections';
import type { Invitation, InvitedRole } from '@/domain/invitations';
import {
  planAcceptInvitation,
  planSendInvitation,
  planWithdrawInvitation,
} from '@/domain/plans/invitation';
import type { StaffActor, StaffRole } from '@/domain/staff';

import {
  actorOf,
  authTime,
  CENTRE_A,
  expectAllowed,
  firestoreAs,
  firestoreWithToken,
  SIGNED_IN_AT,
  STAFF,
} from './harness';
import { commit, planned, type Write } from './writes';

/** Invitations and the joining they lead to, for the rules tests, from the staff screen's plans. */

export const INVITEE = 'd.moss@northgate-training.example';
export const INVITEE_UID = 'invitee-moss';
export const centreRole: StaffRole = { role: 'centre', centreNumber: CENTRE_A };
export const DAY = 24 * 60 * 60 * 1000;

/** The code the invitation's link carries, and what the invitation keeps of it. */
export const LINK_CODE = 'dGhlLWxpbmtzLWNvZGUtMQ';
export const codeHashOf = (code: string) => createHash('sha256').update(code).digest('hex');
export const LINK_CODE_HASH = codeHashOf(LINK_CODE);

export const entryPath = (uid: string) => `${collections.staff}/${uid}`;

/**
 * The invitee's own account, signed in by the link: the address is proved. The session began at
 * `signedInAt` (by default long before the invitation: the link's own session, or one that someone
 * who opened the account beforehand still holds).
 */
export const inviteeAs = (
  email = INVITEE,
  verified = true,
  uid = INVITEE_UID,
  signedInAt = SIGNED_IN_AT,
): Promise<Firestore> =>
  firestoreWithToken(uid, { email, email_verified: verified, auth_time: authTime(signedInAt) });

/** The invitee signed in again after joining, in a session begun after their entry was written. */
export const inviteeSignedInAgain = (uid = INVITEE_UID, email = INVITEE): Promise<Firestore> =>
  inviteeAs(email, true, uid, new Date(Date.now() + 2_000));

export function sendWrites(
  actor: StaffActor,
  {
    email = INVITEE,
    role = centreRole as InvitedRole,
    eventId = 'i-sent',
    now = new Date(),
    codeHash = LINK_CODE_HASH,
  } = {},
): Write[] {
  return planned(planSendInvitation({ email, role, actor, eventId, now, codeHash }));
}

/** The invitation as the plans would read it back, sent now by the admin. */
export function invitation(overrides: Partial<Invitation> = {}): Invitation {
  const now = new Date();
  return {
    email: INVITEE,
    role: centreRole,
    invitedBy: STAFF.email,
    invitedByUid: STAFF.uid,
    invitedAt: now,
    expiresAt: new Date(now.getTime() + 7 * DAY),
    codeHash: LINK_CODE_HASH,
    lastEventId: 'i-sent',
    ...overrides,
  };
}

/** An invitation on the register, sent by the admin through the rules. */
/** An admin withdrawing the invitation, as the Staff screen plans it. */
export const withdrawWrites = (actor: StaffActor, overrides: Partial<Invitation> = {}) =>
  planned(planWithdrawInvitation({ invitation: invitation(overrides), actor }));

export async function sent(role: StaffRole = centreRole, email = INVITEE, eventId = 'i-sent') {
  await expectAllowed(
    commit(await firestoreAs('staff'), sendWrites(actorOf('staff'), { role, email, eventId })),
  );
}

/**
 * The invitee's acceptance of `invitation(overrides)`: their entry, its event with the link's
 * code, the invitation gone.
 */
export function acceptWrites({
  uid = INVITEE_UID,
  eventId = 'j-joined',
  linkCode = LINK_CODE,
  ...overrides
}: Partial<Invitation> & {
  uid?: string;
  eventId?: string;
  linkCode?: string;
} = {}): Write[] {
  return planned(
    planAcceptInvitation({
      invitation: invitation(overrides),
      uid,
      eventId,
      now: new Date(),
      linkCode,
    }),
  );
}

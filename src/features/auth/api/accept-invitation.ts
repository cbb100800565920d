import { collection, doc, getDoc, runTransaction, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { invitationFrom, type Invitation } from '@/domain/invitations';
import { InvitationRefusedError, planAcceptInvitation } from '@/domain/plans/invitation';
import type { StaffActor } from '@/domain/staff';
import { dateFrom } from '@/domain/stored-values';
import { applyPlan } from '@/lib/apply-plan';

export { InvitationRefusedError };

const noInvitation = (email: string) =>
  new InvitationRefusedError(
    `There is no invitation to ${email}: it has been withdrawn, or used already. Ask an administrator to invite you again.`,
  );

/**
 * The invitation to the address the signed-in account has proved (docs/decisions/028-invitations.md),
 * or null when there is none (withdrawn, used, or never sent). Only its invitee may read it.
 */
export async function readOwnInvitation(db: Firestore, email: string): Promise<Invitation | null> {
  const stored = (await getDoc(doc(db, collections.invitations, email))).data();
  return stored ? invitationFrom(email, stored, dateFrom) : null;
}

/**
 * Accepts the invitation to the invitee's proved address, as read in the transaction: their own
 * directory entry with exactly its role and centre, the invitation used up, and the event of
 * their joining, which carries the link's code (src/domain/plans/invitation.ts). Refused with a
 * reason when it has gone or expired meanwhile.
 */
export async function acceptInvitation(
  db: Firestore,
  invitee: StaffActor,
  /** The code of the invitation's link. */
  linkCode: string,
  now: Date = new Date(),
): Promise<void> {
  const ref = doc(db, collections.invitations, invitee.email);
  const eventId = doc(collection(db, collections.auditEvents)).id;
  await runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    const invitation = stored ? invitationFrom(invitee.email, stored, dateFrom) : null;
    if (!invitation) throw noInvitation(invitee.email);
    applyPlan(
      db,
      transaction,
      planAcceptInvitation({ invitation, uid: invitee.uid, eventId, now, linkCode }),
    );
  });
}

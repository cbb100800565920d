import { collection, doc, runTransaction, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { invitationCodeHash, invitationFrom, newInvitationCode } from '@/domain/invitations';
import {
  InvitationRefusedError,
  planSendInvitation,
  planWithdrawInvitation,
} from '@/domain/plans/invitation';
import type { InvitedRole } from '@/domain/invitations';
import type { StaffActor } from '@/domain/staff';
import { dateFrom } from '@/domain/stored-values';
import { applyPlan } from '@/lib/apply-plan';

export { InvitationRefusedError };

const newEventId = (db: Firestore) => doc(collection(db, collections.auditEvents)).id;

/**
 * Sends an invitation to the staff (docs/decisions/028-invitations.md): the invitation under the
 * address, for seven days, with the event that records it (src/domain/plans/invitation.ts).
 * Sending again to the same address overwrites it, for seven days more, with a new code. Only an
 * admin's is accepted by the rules. Returns the code, which the invitation keeps only as a hash:
 * the e-mail with the sign-in link carries it, and is sent afterwards (./invitation-link.ts), as
 * an invitation is worth sending only once it is saved.
 */
export async function sendInvitation(
  db: Firestore,
  invitation: { email: string; role: InvitedRole },
  actor: StaffActor,
  now: Date = new Date(),
): Promise<string> {
  const eventId = newEventId(db);
  const code = newInvitationCode();
  const codeHash = await invitationCodeHash(code);
  await runTransaction(db, async (transaction) => {
    applyPlan(
      db,
      transaction,
      planSendInvitation({ ...invitation, actor, eventId, now, codeHash }),
    );
  });
  return code;
}

/**
 * Withdraws an invitation, from the invitation as read in the transaction (its event follows the
 * invitation's last): its link no longer opens the staff.
 */
export async function withdrawInvitation(
  db: Firestore,
  email: string,
  actor: StaffActor,
): Promise<void> {
  const ref = doc(db, collections.invitations, email);
  await runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    const invitation = stored ? invitationFrom(email, stored, dateFrom) : null;
    if (!invitation) {
      throw new InvitationRefusedError(
        `There is no invitation to ${email}: it has been accepted or withdrawn already.`,
      );
    }
    applyPlan(db, transaction, planWithdrawInvitation({ invitation, actor }));
  });
}

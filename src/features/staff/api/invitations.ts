import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  type Firestore,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { invitationFrom, type Invitation } from '@/domain/invitations';
import { dateFrom } from '@/domain/stored-values';

/** The invitations the Staff screen lists: the newest. */
const INVITATIONS_SHOWN = 25;

/** The newest invitations waiting, and how many are waiting in all. */
export type InvitationsWaiting = { invitations: Invitation[]; total: number };

/**
 * The invitations not yet accepted or withdrawn (`invitations/{email}`,
 * docs/decisions/028-invitations.md), newest first, at most INVITATIONS_SHOWN of them, with the
 * count of them all: what only an admin may list. Expired ones stay until an admin sends them
 * again or withdraws them.
 */
export async function readInvitationsWaiting(db: Firestore): Promise<InvitationsWaiting> {
  const invitations = collection(db, collections.invitations);
  const [newest, total] = await Promise.all([
    getDocs(query(invitations, orderBy('invitedAt', 'desc'), limit(INVITATIONS_SHOWN))),
    getCount(invitations),
  ]);
  return {
    invitations: newest.docs
      .map((entry) => invitationFrom(entry.id, entry.data(), dateFrom))
      .filter((invitation): invitation is Invitation => invitation !== null),
    total: total.data().count,
  };
}

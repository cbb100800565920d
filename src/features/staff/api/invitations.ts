import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { invitationFrom, type Invitation } from '@/domain/invitations';
import { dateFrom } from '@/domain/stored-values';

/**
 * Every invitation not yet accepted or withdrawn (`invitations/{email}`,
 * docs/decisions/028-invitations.md), by address: what only an admin may list. Expired ones stay
 * until an admin sends them again or withdraws them. There are as many as people being brought
 * on, so they are read in one go.
 */
export async function listInvitations(db: Firestore): Promise<Invitation[]> {
  const snapshot = await getDocs(collection(db, collections.invitations));
  return snapshot.docs
    .map((entry) => invitationFrom(entry.id, entry.data(), dateFrom))
    .filter((invitation): invitation is Invitation => invitation !== null)
    .sort((a, b) => a.email.localeCompare(b.email, 'en-GB'));
}

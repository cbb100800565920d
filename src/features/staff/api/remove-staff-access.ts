import { doc, runTransaction, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { planRemoveStaffAccess } from '@/domain/plans/staff-access';
import type { StaffActor } from '@/domain/staff';
import { textFrom } from '@/domain/stored-values';
import { applyPlan } from '@/lib/apply-plan';

/** A removal that cannot be made; the message says why. */
class StaffRemovalRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffRemovalRefusedError';
  }
}

/**
 * Takes away someone's staff access (docs/decisions/028-invitations.md): their directory entry,
 * as read in the transaction, removed with the event that records it
 * (src/domain/plans/staff-access.ts). Access ends on their next request. An admin never removes
 * themself (the rules refuse it too), so the last admin always stays.
 */
export async function removeStaffAccess(
  db: Firestore,
  uid: string,
  actor: StaffActor,
): Promise<void> {
  if (uid === actor.uid) throw new StaffRemovalRefusedError('You cannot remove yourself.');
  const ref = doc(db, collections.staff, uid);
  await runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    if (!stored) throw new StaffRemovalRefusedError('This person has no staff access already.');
    const email = textFrom(stored.email);
    applyPlan(db, transaction, planRemoveStaffAccess({ uid, email, stored, actor }));
  });
}

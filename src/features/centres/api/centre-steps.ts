import { collection, doc, runTransaction, type Firestore } from 'firebase/firestore/lite';

import type { CentreStatus } from '@/domain/centres';
import { collections } from '@/domain/collections';
import {
  CentreChangeRefusedError,
  planApproveCentre,
  planCentreStatus,
} from '@/domain/plans/centre';
import type { StaffActor } from '@/domain/staff';
import { applyPlan } from '@/lib/apply-plan';

export { CentreChangeRefusedError };

const newEventId = (db: Firestore) => doc(collection(db, collections.auditEvents)).id;

/**
 * Approves a training centre (docs/decisions/027-centres.md): in one transaction, refuses a
 * number already on the register, then writes the centre, active, with the event that records
 * its approval (src/domain/plans/centre.ts). Only an admin's is accepted by the rules.
 */
export async function approveCentre(
  db: Firestore,
  centre: { centreNumber: string; name: string },
  actor: StaffActor,
): Promise<void> {
  const ref = doc(db, collections.centres, centre.centreNumber);
  const eventId = newEventId(db);
  await runTransaction(db, async (transaction) => {
    if ((await transaction.get(ref)).exists()) {
      throw new CentreChangeRefusedError(
        `Centre ${centre.centreNumber} is on the register already.`,
      );
    }
    applyPlan(db, transaction, planApproveCentre({ ...centre, actor, eventId }));
  });
}

/**
 * Suspends a centre (its staff add nothing; its certificates keep verifying) or reactivates it,
 * from the centre as read in the transaction, with the event that records the step.
 */
export async function changeCentreStatus(
  db: Firestore,
  centreNumber: string,
  to: CentreStatus,
  actor: StaffActor,
): Promise<void> {
  const ref = doc(db, collections.centres, centreNumber);
  const eventId = newEventId(db);
  await runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    applyPlan(db, transaction, planCentreStatus({ centreNumber, stored, to, actor, eventId }));
  });
}

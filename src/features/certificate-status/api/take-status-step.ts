import { collection, doc, runTransaction, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import {
  planStatusStep,
  statusStepRefusal,
  StatusStepRefusedError,
  type StatusStep,
} from '@/domain/plans/status-step';
import type { StaffActor, StaffRole } from '@/domain/staff';
import { applyPlan } from '@/lib/apply-plan';

export { StatusStepRefusedError, type StatusStep };

/**
 * Takes one status step in one transaction (docs/decisions/019-certificate-status.md): reads the
 * certificate and a pending request, refuses a step the rules would refuse, and applies the
 * step's plan (src/domain/plans/status-step.ts).
 */
export async function takeStatusStep(
  db: Firestore,
  certificateId: string,
  step: StatusStep,
  /** The signed-in staff member: the rules accept no other uid and e-mail as the one acting. */
  actor: StaffActor,
  /** Their role, as the session read it: a centre's staff only ask for a withdrawal. */
  role?: StaffRole,
): Promise<void> {
  const certificateRef = doc(db, collections.certificates, certificateId);
  const requestRef = doc(db, collections.statusRequests, certificateId);
  const eventId = doc(collection(db, collections.auditEvents)).id;

  await runTransaction(db, async (transaction) => {
    const stored = (await transaction.get(certificateRef)).data();
    if (!stored) throw new StatusStepRefusedError('This certificate is not on the register.');
    // A request exists only while its certificate is marked pending (read-standing.ts says why
    // it is read only then).
    const request = stored.pendingStatus ? (await transaction.get(requestRef)).data() : undefined;
    const input = { certificateId, stored, request, step, actor, eventId };
    const refusal = statusStepRefusal(input, role);
    if (refusal) throw new StatusStepRefusedError(refusal);
    applyPlan(db, transaction, planStatusStep(input));
  });
}

import { doc, type Firestore, type Transaction } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import {
  planReplacement,
  replacementRefusal,
  ReplacementRefusedError,
} from '@/domain/plans/replacement';
import type { Plan } from '@/domain/plans/plan';
import type { StaffActor } from '@/domain/staff';

export { ReplacementRefusedError };

/** The certificate a new one replaces (docs/decisions/019-certificate-status.md). */
export type Replacing = { certificateId: string };

/**
 * The old certificate's side of a replacement, inside the transaction that adds the new one:
 * reads the old certificate and its request (a transaction reads before it writes), refuses what
 * the rules would, and returns the plan (src/domain/plans/replacement.ts).
 */
export async function prepareReplacement(
  db: Firestore,
  transaction: Transaction,
  { certificateId }: Replacing,
  replacementId: string,
  actor: StaffActor,
  eventId: string,
): Promise<Plan> {
  const [stored, request] = await Promise.all([
    transaction.get(doc(db, collections.certificates, certificateId)).then((s) => s.data()),
    transaction.get(doc(db, collections.statusRequests, certificateId)).then((s) => s.data()),
  ]);
  const input = { certificateId, stored, request, replacementId, actor, eventId };
  const refusal = replacementRefusal(input);
  if (refusal) throw new ReplacementRefusedError(refusal);
  return planReplacement(input);
}

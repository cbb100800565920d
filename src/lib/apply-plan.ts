import {
  Bytes,
  deleteField,
  doc,
  increment,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore/lite';

import { resolvedWrites, type Plan } from '@/domain/plans/plan';

/**
 * Applies a register change's plan (src/domain/plans) in a client transaction or batch: the one
 * place the app turns a plan into Firestore writes.
 */
/** What a transaction and a write batch both do. */
type Writer = {
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
};

export function applyPlan(db: Firestore, writer: Writer, plan: Pick<Plan, 'writes'>): void {
  const sentinels = {
    serverTime: serverTimestamp,
    remove: deleteField,
    increment,
    bytes: (value: Uint8Array) => Bytes.fromUint8Array(value),
  };
  for (const write of resolvedWrites(plan, sentinels)) {
    const ref = doc(db, write.path);
    if (write.op === 'set') writer.set(ref, write.data);
    else if (write.op === 'update') writer.update(ref, write.data);
    else writer.delete(ref);
  }
}

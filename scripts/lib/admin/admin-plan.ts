import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';

import { collections } from '../../../src/domain/collections';
import type { DocumentsByPath } from '../../../src/domain/plans/apply-in-memory';
import { resolvedWrites, type Plan } from '../../../src/domain/plans/plan';

/**
 * Applies a register change's plan (src/domain/plans) with the Admin SDK, in a transaction or a
 * write batch: the one place the scripts turn a plan into Firestore writes, as
 * src/lib/apply-plan.ts is for the app.
 */

/** What an Admin SDK transaction and write batch both do. */
export type AdminWriter = {
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
  create(ref: DocumentReference, data: DocumentData): unknown;
};

/** A new event's id, as the Admin SDK makes ids: what a plan's event is filed under. */
export const newEventId = (db: Firestore) => db.collection(collections.auditEvents).doc().id;

const eventsPath = `${collections.auditEvents}/`;

/**
 * An event already stored under the id a plan files its event under: the Admin SDK passes the
 * rules, which keep an event from ever being rewritten, so the scripts refuse to themselves.
 */
export class EventExistsError extends Error {
  constructor(path: string, options?: ErrorOptions) {
    super(
      `The event ${path} is on the register already, and the history is never rewritten: nothing was changed. Look at that event before trying again.`,
      options,
    );
    this.name = 'EventExistsError';
  }
}

/**
 * Applies a plan's writes. A new event is created, never set: a step whose event id is taken
 * (by a step that filed its event there first) fails, rather than overwrite that history.
 */
export function applyPlanAdmin(
  db: Firestore,
  writer: AdminWriter,
  /** A plan, or writes planned without an event (a backfill's, for a record with a history). */
  plan: Pick<Plan, 'writes'>,
): void {
  const sentinels = {
    serverTime: FieldValue.serverTimestamp,
    remove: FieldValue.delete,
    increment: FieldValue.increment,
  };
  for (const write of resolvedWrites(plan, sentinels)) {
    const ref = db.doc(write.path);
    if (write.op === 'set' && write.path.startsWith(eventsPath)) writer.create(ref, write.data);
    else if (write.op === 'set') writer.set(ref, write.data);
    else if (write.op === 'update') writer.update(ref, write.data);
    else writer.delete(ref);
  }
}

/**
 * Awaits the commit of a plan applied with applyPlanAdmin, reporting an event already on the
 * register (Firestore's ALREADY_EXISTS, code 6) as such rather than as the SDK's bare error.
 */
export async function committed(commit: Promise<unknown>, plan: Pick<Plan, 'eventPath'>) {
  try {
    await commit;
  } catch (error) {
    if ((error as { code?: unknown }).code === 6) {
      throw new EventExistsError(plan.eventPath, { cause: error });
    }
    throw error;
  }
}

/**
 * Creates each document built in memory (appliedInMemory): a create, so that nothing already
 * stored is overwritten.
 */
export function createDocuments(
  db: Firestore,
  writer: Pick<AdminWriter, 'create'>,
  documents: DocumentsByPath,
): void {
  for (const [path, data] of documents) writer.create(db.doc(path), data);
}

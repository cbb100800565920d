import {
  Bytes,
  deleteField,
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { collections } from '@/domain/collections';
import { resolvedWrites, type Plan } from '@/domain/plans/plan';

/**
 * The writes a rules test commits: the app's plan (src/domain/plans) with the web SDK's own
 * values, as a plain list a test can alter (drop a write, change a field) before committing.
 * The builders beside this file (certificate-, edit-, status-, attempt- and public-check-
 * documents.ts) make the app's writes with its planners.
 */

export type Write =
  { op: 'set' | 'update'; path: string; data: DocumentData } | { op: 'delete'; path: string };

/** The web SDK's own values for a plan's server time, removal, count and bytes. */
export const sdkValues = {
  serverTime: serverTimestamp,
  remove: deleteField,
  increment,
  bytes: (value: Uint8Array) => Bytes.fromUint8Array(value),
};

/** A plan's writes, as the app's transaction sends them. */
export function planned(plan: Pick<Plan, 'writes'>): Write[] {
  return resolvedWrites(plan, sdkValues);
}

/** Commits the writes in one batch, as the app's transactions do. */
export async function commit(db: Firestore, writes: readonly Write[]): Promise<void> {
  const batch = writeBatch(db);
  for (const write of writes) {
    const ref = doc(db, write.path);
    if (write.op === 'set') batch.set(ref, write.data);
    else if (write.op === 'update') batch.update(ref, write.data);
    else batch.delete(ref);
  }
  await batch.commit();
}

/** The same list without the write to `path`. */
export function without(writes: readonly Write[], path: string): Write[] {
  const kept = writes.filter((write) => write.path !== path);
  if (kept.length === writes.length) throw new Error(`No write to ${path}`);
  return kept;
}

/** The same list with the data written to `path` changed (`undefined` removes a key). */
export function altering(
  writes: readonly Write[],
  path: string,
  changes: Record<string, unknown>,
): Write[] {
  if (!writes.some((write) => write.path === path)) throw new Error(`No write to ${path}`);
  return writes.map((write) => {
    if (write.path !== path || write.op === 'delete') return write;
    return { ...write, data: merged(write.data, changes) };
  });
}

/** `changes` over `data`, where `undefined` removes a key. */
export function merged(data: object, changes: Record<string, unknown>): DocumentData {
  return Object.fromEntries(
    Object.entries({ ...data, ...changes }).filter(([, value]) => value !== undefined),
  );
}

export function eventPath(id: string): string {
  return `${collections.auditEvents}/${id}`;
}

export const isEventWrite = (write: Write) => write.path.startsWith(eventPath(''));

/**
 * The writes of one step with its event filed a second time under another id: a history entry
 * about the record that the record does not name.
 */
export function withSecondEvent(writes: Write[], id: string): Write[] {
  const events = writes.filter(isEventWrite);
  if (events.length !== 1) throw new Error(`Expected one event write, found ${events.length}.`);
  return [...writes, { ...events[0]!, path: eventPath(id) }];
}

import { collections } from '../collections';
import type { StaffActor } from '../staff';

/**
 * A register change as a plan (docs/decisions/026-write-plans.md): the documents it writes, each
 * a path and its data, the audit event among them, worked out from the documents as read with
 * no Firebase code. The app applies a plan in a client transaction, the scripts in an Admin SDK
 * batch, the rules tests in a batch of their own, or altered, to try what the rules refuse.
 */

/** Stands for the server's time of the commit (serverTimestamp() in an SDK). */
export const SERVER_TIME = Symbol('the server time of the commit');

/** Stands for removing a field in an update (deleteField() in an SDK). */
export const REMOVE = Symbol('remove the field');

/**
 * Stands for one more than the stored number, whatever the writer last read (increment(1) in an
 * SDK): a count that concurrent writes must not lose.
 */
export const ADD_ONE = Symbol('one more than stored');

type PlannedValue = unknown;
export type PlannedData = Record<string, PlannedValue>;

/** The whole document, created or overwritten; `Data` says its shape where a reader needs it. */
export type PlannedSet<Data extends PlannedData = PlannedData> = {
  op: 'set';
  path: string;
  data: Data;
};

export type PlannedWrite =
  | PlannedSet
  /** Only these fields of a document that exists (REMOVE takes one away). */
  | { op: 'update'; path: string; data: PlannedData }
  | { op: 'delete'; path: string };

export type Plan = {
  writes: PlannedWrite[];
  /** The path of the audit event the change writes (one of `writes`). */
  eventPath: string;
};

export function pathOf(collection: string, id: string): string {
  return `${collection}/${id}`;
}

/** The id of the document at `path`: its last segment. */
export function idOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export const eventPathOf = (eventId: string) => pathOf(collections.auditEvents, eventId);

/** What every change of a certificate sets besides its own fields: who, when, and its event. */
export function stampedBy(actor: StaffActor, eventId: string): PlannedData {
  return {
    updatedAt: SERVER_TIME,
    updatedBy: actor.email,
    updatedByUid: actor.uid,
    lastEventId: eventId,
  };
}

/**
 * What an SDK puts where a plan says SERVER_TIME, REMOVE or ADD_ONE, and for bytes (a PDF's),
 * which a client SDK stores only as its own Bytes; without `bytes` they go as they are.
 */
export type Sentinels = {
  serverTime: () => unknown;
  remove: () => unknown;
  increment: (by: number) => unknown;
  bytes?: (value: Uint8Array) => unknown;
};

function resolvedValue(value: unknown, sentinels: Sentinels): unknown {
  if (value instanceof Uint8Array) return sentinels.bytes ? sentinels.bytes(value) : value;
  if (value === SERVER_TIME) return sentinels.serverTime();
  if (value === REMOVE) return sentinels.remove();
  if (value === ADD_ONE) return sentinels.increment(1);
  if (Array.isArray(value)) return value.map((item) => resolvedValue(item, sentinels));
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolvedValue(item, sentinels)]),
    );
  }
  return value;
}

/** The plan's writes with the SDK's own values for the server's time, a removal and a count. */
export function resolvedWrites(plan: Pick<Plan, 'writes'>, sentinels: Sentinels): PlannedWrite[] {
  return plan.writes.map((write) =>
    write.op === 'delete'
      ? write
      : { ...write, data: resolvedValue(write.data, sentinels) as PlannedData },
  );
}

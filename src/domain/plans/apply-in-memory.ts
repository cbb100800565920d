import { ADD_ONE, REMOVE, resolvedWrites, type Plan, type PlannedData } from './plan';

/** Documents by path ('certificates/abc'), each its fields. */
export type DocumentsByPath = ReadonlyMap<string, PlannedData>;

/**
 * The documents as they stand after a plan, from those before, without Firebase: `time` where
 * the plan says SERVER_TIME, a field marked REMOVE taken away, one marked ADD_ONE counted one
 * more than stored. The seed builds its register
 * this way, each change at a time of its own in the past, and then writes what is left.
 */
export function appliedInMemory(
  documents: DocumentsByPath,
  plan: Pick<Plan, 'writes'>,
  time: unknown,
): Map<string, PlannedData> {
  const after = new Map(documents);
  const sentinels = { serverTime: () => time, remove: () => REMOVE, increment: () => ADD_ONE };
  for (const write of resolvedWrites(plan, sentinels)) {
    if (write.op === 'delete') {
      after.delete(write.path);
      continue;
    }
    const stored = after.get(write.path);
    // As Firestore refuses them: an update of nothing, a removal in a whole new document.
    if (write.op === 'update' && !stored) throw new Error(`No document to update at ${write.path}`);
    const removed = Object.keys(write.data).find((key) => write.data[key] === REMOVE);
    if (write.op === 'set' && removed) {
      throw new Error(`A set cannot remove ${removed} at ${write.path}`);
    }
    const counted = Object.fromEntries(
      Object.entries(write.data).map(([key, value]) => [
        key,
        value === ADD_ONE ? Number(stored?.[key] ?? 0) + 1 : value,
      ]),
    );
    const fields = { ...(write.op === 'update' ? stored : {}), ...counted };
    after.set(
      write.path,
      Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== REMOVE)),
    );
  }
  return after;
}

/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;

/** The values in groups small enough for one `in` filter each. */
export function inBatches<T>(values: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < values.length; start += IN_LIMIT) {
    batches.push(values.slice(start, start + IN_LIMIT));
  }
  return batches;
}

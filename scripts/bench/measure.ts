import { performance } from 'node:perf_hooks';

/**
 * Timing for the benchmarks: one warm-up run (connections, JIT), then the timed runs, of which
 * the median (p50) and the 95th percentile are reported: the median is least moved by one slow
 * run on a busy machine, the 95th shows how slow the slow ones get.
 */

export type RunOutcome = {
  /** Documents Firestore bills as read: see `billedReads`. */
  documentsRead: number;
  /** The documents' data as JSON, in bytes: roughly what crosses the network to the browser. */
  payloadBytes?: number;
};

export type Measurement = {
  label: string;
  /** Each timed run's wall time in milliseconds, in the order they ran. */
  runs: number[];
  p50Ms: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
  /** Per run, averaged over the timed runs (runs may differ, as verification attempts do). */
  documentsRead: number;
  payloadBytes?: number;
};

/**
 * The nearest-rank percentile: the smallest value with at least `percent`% of the values at or
 * below it. The 50th of an even count is the lower middle value.
 */
export function percentile(values: readonly number[], percent: number): number {
  if (values.length === 0) throw new Error('No values.');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((percent / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/**
 * What Firestore bills for a count aggregation: one read for each batch of up to 1,000 index
 * entries it matches, and at least one. A query that returns documents costs one read each, and
 * one when it returns none; so does a `get` of a document that does not exist.
 */
export function billedReads(count: number): number {
  return Math.max(1, Math.ceil(count / 1000));
}

/**
 * Times `runs` calls of `run`, after one warm-up call. Each call is given its index (the warm-up
 * gets `runs`), so a benchmark can send a different attempt each time.
 */
export async function measure(
  label: string,
  runs: number,
  run: (index: number) => Promise<RunOutcome>,
): Promise<Measurement> {
  await run(runs);
  const times: number[] = [];
  let documentsRead = 0;
  let last: RunOutcome = { documentsRead: 0 };
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    last = await run(index);
    times.push(performance.now() - started);
    documentsRead += last.documentsRead;
  }
  return {
    label,
    runs: times,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    documentsRead: documentsRead / runs,
    ...(last.payloadBytes === undefined ? {} : { payloadBytes: last.payloadBytes }),
  };
}

/** The size of some documents' data as JSON, in bytes. */
export function jsonBytes(documents: readonly unknown[]): number {
  return documents.reduce<number>(
    (total, data) => total + Buffer.byteLength(JSON.stringify(data)),
    0,
  );
}

/** Times a one-off step (seeding) and returns its result with the seconds it took. */
export async function timed<T>(what: string, step: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  process.stdout.write(`${what}... `);
  const result = await step();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${seconds.toFixed(1)} s`);
  return [result, seconds];
}

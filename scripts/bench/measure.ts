import { performance } from 'node:perf_hooks';

/**
 * Timing for the benchmarks: one warm-up run (connections, JIT), then several timed runs, of
 * which the median is reported, as it is least moved by one slow run on a busy machine.
 */

export type RunOutcome = {
  /** Documents Firestore bills as read: see `billedReads`. */
  documentsRead: number;
  /** The documents' data as JSON, in bytes: roughly what crosses the network to the browser. */
  payloadBytes?: number;
};

export type Measurement = {
  label: string;
  runs: number[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  documentsRead: number;
  payloadBytes?: number;
};

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) throw new Error('No values.');
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/**
 * What Firestore bills for a count aggregation: one read for each batch of up to 1,000 index
 * entries it matches, and at least one. A query that returns documents costs one read each.
 */
export function billedReads(count: number): number {
  return Math.max(1, Math.ceil(count / 1000));
}

export async function measure(
  label: string,
  runs: number,
  run: () => Promise<RunOutcome>,
): Promise<Measurement> {
  await run();
  const times: number[] = [];
  let last: RunOutcome = { documentsRead: 0 };
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    last = await run();
    times.push(performance.now() - started);
  }
  return {
    label,
    runs: times,
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    documentsRead: last.documentsRead,
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

/** Times a one-off step (seeding) and says how long it took. */
export async function timed<T>(what: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stdout.write(`${what}... `);
  const result = await step();
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

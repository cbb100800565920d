import { performance } from 'node:perf_hooks';

import { openTally, rulesReadsUnder, type RulesReads, type WireTally } from './wire';

/**
 * Timing for the benchmarks: one warm-up run (connections, JIT), then the timed runs, of which
 * the median (p50) and the 95th percentile are reported: the median is least moved by one slow
 * run on a busy machine, the 95th shows how slow the slow ones get. A task too long to repeat
 * (an import, an export) is timed once and reported in the same shape.
 */

type RunOutcome = {
  /** The documents' data as JSON, in bytes: roughly what crosses the network to the browser. */
  payloadBytes?: number;
};

/** Under what an approach runs, stated on its row, and the model of what its rules read. */
export type Conditions = {
  /** The rules loaded and who is asking, e.g. 'firestore.rules, as staff'. */
  conditions: string;
  rulesReads: RulesReads;
};

export type Measurement = {
  label: string;
  conditions: string;
  /** Each timed run's wall time in milliseconds, in the order they ran. */
  runs: number[];
  p50Ms: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
  /**
   * Per run, averaged over the timed runs (runs may differ, as verification attempts do):
   * documents the run fetched, counted on the wire (see wire.ts); the reads its requests made
   * the rules do, derived; documents it wrote and deleted, counted on the wire.
   */
  documentsRead: number;
  rulesReads: number;
  documentsWritten: number;
  documentsDeleted: number;
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

/** The payload a run reported, if it reported one. */
function payloadOf(outcome: unknown): RunOutcome {
  const bytes = (outcome as RunOutcome | undefined)?.payloadBytes;
  return typeof bytes === 'number' ? { payloadBytes: bytes } : {};
}

/**
 * Times `runs` calls of `run`, after one warm-up call. Each call is given its index (the warm-up
 * gets `runs`), so a benchmark can send a different attempt each time.
 */
export async function measure(
  label: string,
  { conditions, rulesReads }: Conditions,
  runs: number,
  /** A run may return what it brought back (RunOutcome) or nothing. */
  run: (index: number) => Promise<unknown>,
): Promise<Measurement> {
  await run(runs);
  const times: number[] = [];
  const totals = { documentsRead: 0, rulesReads: 0, documentsWritten: 0, documentsDeleted: 0 };
  let last: unknown;
  for (let index = 0; index < runs; index += 1) {
    const tally = openTally();
    const started = performance.now();
    try {
      last = await run(index);
      times.push(performance.now() - started);
    } finally {
      const counted = await tally.finish();
      totals.documentsRead += counted.documentsRead;
      totals.documentsWritten += counted.documentsWritten;
      totals.documentsDeleted += counted.documentsDeleted;
      totals.rulesReads += counted.requests.reduce(
        (total, request) => total + rulesReads(request),
        0,
      );
    }
  }
  return {
    label,
    conditions,
    runs: times,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    documentsRead: totals.documentsRead / runs,
    rulesReads: totals.rulesReads / runs,
    documentsWritten: totals.documentsWritten / runs,
    documentsDeleted: totals.documentsDeleted / runs,
    ...payloadOf(last),
  };
}

/** Runs `work` with the requests it sends tallied on the wire, and times it. */
export async function tallied<T>(work: () => Promise<T>): Promise<[T, number, WireTally]> {
  const tally = openTally();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  return [result, ms, await tally.finish()];
}

/**
 * One timed run as a Measurement: documents counted on the wire, the rules' reads derived from
 * each request as for staff. `scale` stands a sample in for the whole (its note says so).
 */
export function measuredOnce(label: string, ms: number, tally: WireTally, scale = 1): Measurement {
  const rulesReads = tally.requests.reduce(
    (total, request) => total + rulesReadsUnder.staff(request),
    0,
  );
  return {
    label,
    conditions: 'firestore.rules, as staff',
    runs: [ms],
    p50Ms: ms,
    p95Ms: ms,
    minMs: ms,
    maxMs: ms,
    documentsRead: tally.documentsRead * scale,
    rulesReads: rulesReads * scale,
    documentsWritten: tally.documentsWritten * scale,
    documentsDeleted: tally.documentsDeleted * scale,
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

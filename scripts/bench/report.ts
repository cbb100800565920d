import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { repoRoot } from '../lib/project';
import type { Measurement } from './measure';

/**
 * Benchmark output: a table per benchmark as it finishes, one table of everything at the end,
 * and the same figures as JSON in bench-results.json (git-ignored).
 */

const RESULTS_FILE = path.join(repoRoot, 'bench-results.json');

/** One thing the app does, timed the app's way and the spec's original way in the same run. */
export type Comparison = {
  task: string;
  ours: Measurement;
  original: Measurement;
};

export type BenchmarkResult = {
  title: string;
  comparisons: Comparison[];
  /** Checks and figures worth keeping beside the timings, such as how many attempts matched. */
  notes: Record<string, number | string>;
  /** False when the two ways disagreed on what they found: then the timings mean nothing. */
  agreed: boolean;
};

export type BenchRun = {
  ranAt: string;
  dataset: Record<string, number>;
  seedingSeconds: number;
  benchmarks: Record<string, BenchmarkResult>;
};

const formatMs = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`;
const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const formatCount = (count: number) => numberFormat.format(count);
const formatBytes = (bytes: number | undefined) =>
  bytes === undefined
    ? '-'
    : bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
      : `${(bytes / 1024).toFixed(1)} KB`;

/** How many times the original's figure is ours, e.g. '12.3x'; '1.0x' means no difference. */
export function ratio(original: number, ours: number): string {
  if (ours === 0) return original === 0 ? '1.0x' : '-';
  const times = original / ours;
  return `${times >= 100 ? numberFormat.format(Math.round(times)) : times.toFixed(1)}x`;
}

/** Rows of cells as an aligned plain-text table with a header rule. */
function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

/** One benchmark in detail: every approach's spread and the data it brought back. */
export function printResult(result: BenchmarkResult): void {
  console.log(`\n${result.title}\n`);
  console.log(
    formatTable(
      ['Approach', 'p50', 'p95', 'Fastest', 'Slowest', 'Runs', 'Documents read', 'Data (approx.)'],
      result.comparisons.flatMap(({ ours, original }) =>
        [ours, original].map((measurement) => [
          measurement.label,
          formatMs(measurement.p50Ms),
          formatMs(measurement.p95Ms),
          formatMs(measurement.minMs),
          formatMs(measurement.maxMs),
          String(measurement.runs.length),
          formatCount(measurement.documentsRead),
          formatBytes(measurement.payloadBytes),
        ]),
      ),
    ),
  );
  console.log('');
  for (const [name, value] of Object.entries(result.notes)) console.log(`${name}: ${value}`);
}

/**
 * Every benchmark in one table: for each task, ours and the original, their median and 95th
 * percentile wall times, the documents each read per run, and how many times slower and more
 * reading the original was.
 */
export function combinedTable(results: readonly BenchmarkResult[]): string {
  return formatTable(
    ['Task', 'Approach', 'p50', 'p95', 'Docs read', 'Time, orig/ours', 'Reads, orig/ours'],
    results.flatMap((result) =>
      result.comparisons.flatMap(({ task, ours, original }) => [
        [
          task,
          'ours',
          formatMs(ours.p50Ms),
          formatMs(ours.p95Ms),
          formatCount(ours.documentsRead),
          ratio(original.p50Ms, ours.p50Ms),
          ratio(original.documentsRead, ours.documentsRead),
        ],
        [
          '',
          'original',
          formatMs(original.p50Ms),
          formatMs(original.p95Ms),
          formatCount(original.documentsRead),
          '',
          '',
        ],
      ]),
    ),
  );
}

export function saveResults(run: BenchRun): void {
  writeFileSync(RESULTS_FILE, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`Figures saved to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
}

export { formatCount };

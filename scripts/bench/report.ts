import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { repoRoot } from '../lib/project';
import type { Measurement } from './measure';

/**
 * Benchmark output: a table on the console and a JSON file (git-ignored) that every benchmark
 * adds its own section to, so one `npm run bench` can print and keep all of them together.
 */

export const RESULTS_FILE = path.join(repoRoot, 'bench-results.json');

export type BenchmarkResult = {
  title: string;
  /** What was in the database, e.g. { certificates: 10000 }. */
  dataset: Record<string, number>;
  measurements: Measurement[];
  /** Free-form figures worth keeping, such as ratios. */
  summary: Record<string, number | string>;
};

type ResultsFile = {
  updatedAt: string;
  benchmarks: Record<string, BenchmarkResult & { ranAt: string }>;
};

const formatMs = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`;
const formatCount = (count: number) => new Intl.NumberFormat('en-GB').format(count);
const formatBytes = (bytes: number | undefined) =>
  bytes === undefined
    ? '-'
    : bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
      : `${(bytes / 1024).toFixed(1)} KB`;

/** Rows of cells as an aligned plain-text table with a header rule. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
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

export function measurementTable(measurements: readonly Measurement[]): string {
  return formatTable(
    ['Approach', 'Median', 'Fastest', 'Slowest', 'Runs', 'Documents read', 'Data (approx.)'],
    measurements.map((measurement) => [
      measurement.label,
      formatMs(measurement.medianMs),
      formatMs(measurement.minMs),
      formatMs(measurement.maxMs),
      String(measurement.runs.length),
      formatCount(measurement.documentsRead),
      formatBytes(measurement.payloadBytes),
    ]),
  );
}

export function printResult(result: BenchmarkResult): void {
  const dataset = Object.entries(result.dataset)
    .map(([name, count]) => `${formatCount(count)} ${name}`)
    .join(', ');
  console.log(`\n${result.title} (${dataset})\n`);
  console.log(measurementTable(result.measurements));
  console.log('');
  for (const [name, value] of Object.entries(result.summary)) console.log(`${name}: ${value}`);
  console.log('');
}

/** Adds or replaces one benchmark's section in bench-results.json. */
export function saveResult(key: string, result: BenchmarkResult): void {
  const existing: ResultsFile = existsSync(RESULTS_FILE)
    ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as ResultsFile)
    : { updatedAt: '', benchmarks: {} };
  const now = new Date().toISOString();
  existing.updatedAt = now;
  existing.benchmarks[key] = { ...result, ranAt: now };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(existing, null, 2)}\n`);
  console.log(`Saved to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

export { formatCount, formatMs };

/** Every benchmark's measurements in one table, for a run of all of them. */
export function combinedTable(results: readonly BenchmarkResult[]): string {
  return formatTable(
    ['Benchmark', 'Approach', 'Median', 'Documents read'],
    results.flatMap((result) =>
      result.measurements.map((measurement) => [
        result.title,
        measurement.label,
        formatMs(measurement.medianMs),
        formatCount(measurement.documentsRead),
      ]),
    ),
  );
}

import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { repoRoot } from '../lib/project';
import type { Measurement } from './measure';

/**
 * Benchmark output: a table per benchmark as it finishes, one table of everything at the end,
 * and the same figures as JSON in bench-results.json (git-ignored).
 */

const RESULTS_FILE = path.join(repoRoot, 'bench-results.json');

/**
 * One thing the app does, timed two ways in the same run: the app's way and the original way
 * (docs/product.md, The first version's data access), or (for the audit trail) the save with its
 * event and the save as it was before.
 */
export type Comparison = {
  task: string;
  ours: Measurement;
  original: Measurement;
  /** What the two rows are called in the combined table; 'ours' and 'original' by default. */
  names?: [string, string];
  /**
   * Set when the time gap comes from the emulator rather than the design: the emulator answers
   * an equality query by scanning the collection, where Firestore reads an index.
   */
  emulatorNote?: string;
};

export type BenchmarkResult = {
  title: string;
  comparisons: Comparison[];
  /** Checks and figures worth keeping beside the timings, such as how many attempts matched. */
  notes: Record<string, number | string>;
  /** False when the two ways disagreed on what they found: then the timings mean nothing. */
  agreed: boolean;
};

/** Every benchmark on one register size. */
export type SizeRun = {
  dataset: { certificates: number; failedAttempts: number };
  seedingSeconds: number;
  benchmarks: Record<string, BenchmarkResult>;
};

type BenchRun = {
  ranAt: string;
  /** How documents read and written are counted: see wire.ts. */
  counting: Record<string, string>;
  sizes: SizeRun[];
  totalSeconds: number;
};

/** The note on rows whose time gap is mostly the emulator's. */
export const EQUALITY_QUERIES_SCAN =
  "time gap mostly the emulator's: it answers an equality query by scanning the whole " +
  'collection, where Firestore reads an index; compare the smaller register';

/** What the count columns mean, printed under the table and kept in bench-results.json. */
export const counting = {
  'Read (fetched)':
    'documents the run fetched, counted on the wire as Firestore bills them (a missing document ' +
    'or an empty query is one read; a count aggregation one per 1,000 entries, derived from the ' +
    'count returned)',
  'Rules reads (derived)':
    'get/exists/getAfter/existsAfter the rules make for those requests, one per document per ' +
    'request, derived from the requests and the rules on the row (not observable on the wire)',
  Written:
    'documents set or updated, counted on the wire from the commits sent (deletes shown apart)',
  '×': "the second row's figure divided by the first's",
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

const formatWrites = (measurement: Measurement) =>
  formatCount(measurement.documentsWritten) +
  (measurement.documentsDeleted > 0 ? ` (+${formatCount(measurement.documentsDeleted)} del.)` : '');

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

/** One benchmark in detail: every approach's conditions, spread and the data it moved. */
export function printResult(result: BenchmarkResult): void {
  console.log(`\n${result.title}\n`);
  console.log(
    formatTable(
      [
        'Approach',
        'Conditions',
        'p50',
        'p95',
        'Fastest',
        'Slowest',
        'Runs',
        'Read (fetched)',
        'Rules reads (derived)',
        'Written',
        'Data (approx.)',
      ],
      result.comparisons.flatMap(({ ours, original }) =>
        [ours, original].map((measurement) => [
          measurement.label,
          measurement.conditions,
          formatMs(measurement.p50Ms),
          formatMs(measurement.p95Ms),
          formatMs(measurement.minMs),
          formatMs(measurement.maxMs),
          String(measurement.runs.length),
          formatCount(measurement.documentsRead),
          formatCount(measurement.rulesReads),
          formatWrites(measurement),
          formatBytes(measurement.payloadBytes),
        ]),
      ),
    ),
  );
  console.log('');
  for (const [name, value] of Object.entries(result.notes)) console.log(`${name}: ${value}`);
}

const totalReads = (measurement: Measurement) => measurement.documentsRead + measurement.rulesReads;

/**
 * Every benchmark in one table: for each task, both ways with the conditions they ran under,
 * their median and 95th percentile wall times, documents read (fetched and by the rules) and
 * written per run, how many times the second row's time and reads are the first's, and a mark
 * where the emulator, not the design, makes the time gap. The notes follow the table.
 */
export function combinedTable(results: readonly BenchmarkResult[]): string {
  const notes: string[] = [];
  const table = formatTable(
    [
      'Task',
      'Approach',
      'Conditions',
      'p50',
      'p95',
      'Read (fetched)',
      'Rules reads (derived)',
      'Written',
      'Time ×',
      'Reads ×',
      'Note',
    ],
    results.flatMap((result) =>
      result.comparisons.flatMap(({ task, ours, original, names, emulatorNote }) => {
        let mark = '';
        if (emulatorNote) {
          if (!notes.includes(emulatorNote)) notes.push(emulatorNote);
          mark = `[${notes.indexOf(emulatorNote) + 1}]`;
        }
        const [first, second] = names ?? ['ours', 'original'];
        const row = (name: string, measurement: Measurement) => [
          name,
          measurement.conditions,
          formatMs(measurement.p50Ms),
          formatMs(measurement.p95Ms),
          formatCount(measurement.documentsRead),
          formatCount(measurement.rulesReads),
          formatWrites(measurement),
        ];
        return [
          [task, ...row(first, ours), '', '', ''],
          [
            '',
            ...row(second, original),
            ratio(original.p50Ms, ours.p50Ms),
            ratio(totalReads(original), totalReads(ours)),
            mark,
          ],
        ];
      }),
    ),
  );
  const footnotes = notes.map((note, index) => `[${index + 1}] ${note}`);
  const legend = Object.entries(counting).map(([column, meaning]) => `${column}: ${meaning}.`);
  return [table, '', ...footnotes, ...legend].join('\n');
}

export function saveResults(run: BenchRun): void {
  writeFileSync(RESULTS_FILE, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`Figures saved to ${path.relative(process.cwd(), RESULTS_FILE) || RESULTS_FILE}`);
}

export { formatCount };

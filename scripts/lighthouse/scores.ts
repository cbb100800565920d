import type { Result } from 'lighthouse';

import { formatMainThreadTime, type MainThreadTime } from './main-thread';

/**
 * What a Lighthouse run scored: each category against its target, the audits that cost points,
 * and the table of scores and metrics printed after a run.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export function scoreOf(result: Result, category: Category): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

/** The audits that cost a category points: what stands between a score and its target. */
function shortfalls(result: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    if (scoreOf(result, category) >= TARGETS[category]) continue;
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`${category}: ${audit.title}${value}`);
    }
  }
  return lines;
}

/** The metrics behind the performance score, as Lighthouse abbreviates them. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

function tableRow(first: string, cells: readonly string[], width: number): string {
  return [
    first.padEnd(width),
    ...cells.map((cell, index) => cell.padStart((CATEGORIES[index] ?? '').length + 1)),
  ].join(' ');
}

export type PageResult = {
  page: string;
  result: Result;
  /** The kept run's main thread after the first paint, when its trace could be read. */
  mainThread?: MainThreadTime;
};

/** What summary.json keeps of each page: its scores and its shortfalls. */
export function summaryOf(rows: readonly PageResult[]) {
  return rows.map(({ page, result }) => ({
    page,
    ...Object.fromEntries(CATEGORIES.map((category) => [category, scoreOf(result, category)])),
    shortfalls: shortfalls(result),
  }));
}

/** The table of scores against their targets, each page's shortfalls, then the metrics. */
export function printScores(
  rows: readonly PageResult[],
  summary: ReturnType<typeof summaryOf>,
  buildLabel: string,
): void {
  const version = rows[0]?.result.lighthouseVersion ?? '';
  console.log(
    `\nLighthouse ${version}, mobile, against ${buildLabel}/ served like Firebase Hosting`,
  );
  // The first column fits the longest address measured.
  const width = Math.max('page'.length, ...rows.map((row) => row.page.length)) + 2;
  console.log(tableRow('page', CATEGORIES, width));
  for (const { page, result } of rows) {
    const scores = CATEGORIES.map((category) => {
      const score = scoreOf(result, category);
      return `${score}${score < TARGETS[category] ? '!' : ' '}`;
    });
    console.log(tableRow(page, scores, width));
  }
  console.log(
    `Targets: ${CATEGORIES.map((category) => `${category} ${TARGETS[category]}`).join(', ')} ('!' marks a score below its target).`,
  );
  for (const row of summary) {
    for (const shortfall of row.shortfalls) console.log(`  ${row.page}  ${shortfall}`);
  }
  console.log(
    `\n${'page'.padEnd(width)} ${METRICS.map(([, label]) => label.padStart(7)).join(' ')}`,
  );
  for (const { page, result, mainThread } of rows) {
    const values = METRICS.map(([id]) => (result.audits[id]?.displayValue ?? '-').padStart(7));
    const host = Math.round(result.environment.benchmarkIndex);
    console.log(
      `${page.padEnd(width)} ${values.join(' ')}   host CPU benchmark ${host}; main thread ${formatMainThreadTime(mainThread)}`,
    );
  }
  console.log(
    "Main thread: its tasks from the first paint on, by the clock, and the CPU time it ran in them. The difference is time the thread did not run (waiting for a core on a busy machine, or for another process), which the simulated phone counts four times over as the page's own.",
  );
}

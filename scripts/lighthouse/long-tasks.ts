import type { Result } from 'lighthouse';
import type { Manifest } from 'vite';

import { itemsOf, number } from './audit-items';

/**
 * Where a run's Total Blocking Time comes from. Lighthouse lists the long tasks of its simulated
 * phone (a CPU four times slower than this machine's), each with the address it charges it to;
 * the part of a task between first contentful paint and interactive, less 50 ms, is what it
 * blocks (docs/decisions/025-short-tasks-on-arrival.md). Lighthouse's own Total Blocking Time
 * averages two simulations of the page, so the sum here is close to it, not equal.
 */

const BLOCKING_THRESHOLD_MS = 50;

type LongTask = {
  /** What Lighthouse charges the task to: a script, the document, or 'Unattributable'. */
  source: string;
  start: number;
  duration: number;
  blocking: number;
};

type BlockingWindow = { firstContentfulPaint: number; interactive: number };

/** The simulated first contentful paint and interactive times, from the metrics audit. */
function blockingWindow(result: Result): BlockingWindow | undefined {
  const [metrics] = itemsOf(result, 'metrics');
  const firstContentfulPaint = number(metrics?.firstContentfulPaint);
  const interactive = number(metrics?.interactive);
  if (firstContentfulPaint === undefined || interactive === undefined) return undefined;
  return { firstContentfulPaint, interactive };
}

/** The time a task blocks: its part inside the window, less the threshold, never below 0. */
export function blockingTime(start: number, duration: number, window: BlockingWindow): number {
  const from = Math.max(start, window.firstContentfulPaint);
  const to = Math.min(start + duration, window.interactive);
  return Math.max(0, to - from - BLOCKING_THRESHOLD_MS);
}

/** The run's long tasks in the order they started, each with the time it blocks. */
export function longTasks(result: Result, window = blockingWindow(result)): LongTask[] {
  const tasks: LongTask[] = [];
  for (const item of itemsOf(result, 'long-tasks')) {
    const start = number(item.startTime);
    const duration = number(item.duration);
    if (start === undefined || duration === undefined) continue;
    const source = typeof item.url === 'string' ? item.url : 'Unattributable';
    const blocking = window ? blockingTime(start, duration, window) : 0;
    tasks.push({ source, start, duration, blocking });
  }
  return tasks.sort((a, b) => a.start - b.start);
}

/**
 * Names a task's address as the project knows it: a built chunk by the module or name the build
 * manifest gives it, the page by its path.
 */
export function sourceNamer(manifest: Manifest, pageUrl: string): (source: string) => string {
  const chunks = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    chunks.set(`/${chunk.file}`, chunk.src ?? chunk.name ?? key);
  }
  const page = new URL(pageUrl);
  return (source) => {
    if (!source.startsWith(page.origin)) return source;
    const { pathname } = new URL(source);
    const module = chunks.get(pathname);
    if (module) return `${pathname} (${module})`;
    return pathname === page.pathname ? `${pathname} (the page itself)` : pathname;
  };
}

/** One block per page: its window, then each long task with what it blocks. */
export function formatLongTasks(
  page: string,
  result: Result,
  nameOf: (source: string) => string,
): string[] {
  const window = blockingWindow(result);
  const tasks = longTasks(result, window);
  const total = tasks.reduce((sum, task) => sum + task.blocking, 0);
  const tbt = Math.round(result.audits['total-blocking-time']?.numericValue ?? 0);
  const lines = [
    window
      ? `${page}: first contentful paint ${Math.round(window.firstContentfulPaint)} ms, interactive ${Math.round(window.interactive)} ms; these tasks block ${Math.round(total)} ms (Total Blocking Time ${tbt} ms)`
      : `${page}: Lighthouse gave no simulated first contentful paint or interactive time`,
  ];
  if (tasks.length === 0) lines.push('  no long task');
  for (const task of tasks) {
    const at = `${Math.round(task.start)} ms`.padStart(8);
    const length = `${Math.round(task.duration)} ms`.padStart(7);
    const blocks = `${Math.round(task.blocking)} ms`.padStart(7);
    lines.push(`  ${at} ${length}  blocks ${blocks}  ${nameOf(task.source)}`);
  }
  return lines;
}

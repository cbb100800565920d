import type { RunnerResult } from 'lighthouse';

import { itemsOf, number } from './audit-items';

/**
 * How long the page's main thread spent in tasks from the first contentful paint to the end of a
 * run's trace, by the clock and in the CPU time the thread actually ran. Lighthouse simulates the
 * phone from the clock times, four times over. A task's clock time also holds the time its
 * thread did not run: waiting for a core on a busy machine, or for another of the browser's
 * processes. The two side by side say how much of a run's task time the thread spent running.
 */

/** The fields of a Chrome trace event read here. */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

export type MainThreadTime = { clockMs: number; cpuMs: number };

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The top-level tasks of the renderer main thread of the process that painted at `paintTs` (the
 * observed first contentful paint, in trace microseconds), from that paint on. A task nested in
 * another is counted once, with its parent.
 */
export function mainThreadTime(
  events: readonly TraceEvent[],
  paintTs: number,
): MainThreadTime | undefined {
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.ts === paintTs,
  );
  if (!paint) return undefined;
  const thread = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === paint.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!thread) return undefined;
  const tasks = events
    .filter(
      (event) =>
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ph === 'X' &&
        TASK_NAMES.has(event.name) &&
        event.ts >= paintTs,
    )
    .sort((a, b) => a.ts - b.ts);
  let clock = 0;
  let cpu = 0;
  let coveredUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < coveredUntil) continue;
    const duration = task.dur ?? 0;
    clock += duration;
    cpu += task.tdur ?? duration;
    coveredUntil = task.ts + duration;
  }
  return { clockMs: clock / 1000, cpuMs: cpu / 1000 };
}

/** "412 ms, 198 ms of it CPU": the column the scores table prints. */
export function formatMainThreadTime(time: MainThreadTime | undefined): string {
  if (!time) return '-';
  return `${Math.round(time.clockMs)} ms, ${Math.round(time.cpuMs)} ms of it CPU`;
}

/** The main thread's time in one Lighthouse run, from its trace and its observed first paint. */
export function mainThreadTimeOf(run: RunnerResult): MainThreadTime | undefined {
  const [metrics] = itemsOf(run.lhr, 'metrics');
  const paintTs = number(metrics?.observedFirstContentfulPaintTs);
  const events = (run.artifacts.Trace as { traceEvents?: TraceEvent[] } | undefined)?.traceEvents;
  if (paintTs === undefined || !events) return undefined;
  return mainThreadTime(events, paintTs);
}

import type { RunnerResult } from 'lighthouse';

import {
  formatMainThreadTime,
  mainThreadTime,
  mainThreadTimeOf,
  type TraceEvent,
} from './main-thread';

const PAINT_TS = 5_000_000;
const PAGE = { pid: 7, tid: 1 };

function task(at: number, dur: number, tdur?: number, thread = PAGE): TraceEvent {
  return { name: 'RunTask', ph: 'X', ts: PAINT_TS + at, dur, tdur, ...thread };
}

/** A trace shaped as Chrome writes it: threads named, the page's paint, tasks on several threads. */
function trace(tasks: TraceEvent[]): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', ts: 0, pid: 3, tid: 1, args: { name: 'CrBrowserMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, pid: 7, tid: 9, args: { name: 'Compositor' } },
    { name: 'thread_name', ph: 'M', ts: 0, pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
    { name: 'firstContentfulPaint', ph: 'R', ts: PAINT_TS, pid: 7, tid: 1 },
    ...tasks,
  ];
}

describe('mainThreadTime', () => {
  it("adds up the page's main-thread tasks from the first paint, by the clock and in CPU time", () => {
    const time = mainThreadTime(
      trace([task(0, 40_000, 25_000), task(100_000, 10_000, 9_000)]),
      PAINT_TS,
    );
    expect(time).toEqual({ clockMs: 50, cpuMs: 34 });
  });

  it('leaves out tasks before the paint and tasks of other threads and processes', () => {
    const time = mainThreadTime(
      trace([
        task(-80_000, 70_000, 20_000),
        task(0, 10_000, 10_000),
        task(0, 30_000, 30_000, { pid: 7, tid: 9 }),
        task(0, 30_000, 30_000, { pid: 3, tid: 1 }),
      ]),
      PAINT_TS,
    );
    expect(time).toEqual({ clockMs: 10, cpuMs: 10 });
  });

  it('counts a task nested in another once, with its parent', () => {
    const nested = { ...task(5_000, 10_000, 8_000), name: 'ThreadControllerImpl::RunTask' };
    const time = mainThreadTime(
      trace([task(0, 30_000, 20_000), nested, task(40_000, 5_000, 5_000)]),
      PAINT_TS,
    );
    expect(time).toEqual({ clockMs: 35, cpuMs: 25 });
  });

  it('takes the clock time where Chrome gave no CPU time', () => {
    expect(mainThreadTime(trace([task(0, 12_000)]), PAINT_TS)).toEqual({ clockMs: 12, cpuMs: 12 });
  });

  it('says nothing when the trace has no such paint or no renderer main thread', () => {
    expect(mainThreadTime(trace([task(0, 10_000)]), PAINT_TS + 1)).toBeUndefined();
    const unnamed = trace([task(0, 10_000)]).filter(
      (event) => event.args?.name !== 'CrRendererMain',
    );
    expect(mainThreadTime(unnamed, PAINT_TS)).toBeUndefined();
  });
});

describe('mainThreadTimeOf', () => {
  function run(events: TraceEvent[] | undefined, paintTs: unknown): RunnerResult {
    return {
      lhr: {
        audits: { metrics: { details: { items: [{ observedFirstContentfulPaintTs: paintTs }] } } },
      },
      artifacts: events ? { Trace: { traceEvents: events } } : {},
    } as unknown as RunnerResult;
  }

  it("reads the run's trace from its observed first contentful paint", () => {
    expect(mainThreadTimeOf(run(trace([task(0, 20_000, 5_000)]), PAINT_TS))).toEqual({
      clockMs: 20,
      cpuMs: 5,
    });
  });

  it('says nothing without a trace or an observed paint', () => {
    expect(mainThreadTimeOf(run(undefined, PAINT_TS))).toBeUndefined();
    expect(mainThreadTimeOf(run(trace([]), undefined))).toBeUndefined();
  });
});

describe('formatMainThreadTime', () => {
  it('gives the clock time and the CPU time in whole milliseconds, or a dash', () => {
    expect(formatMainThreadTime({ clockMs: 412.4, cpuMs: 197.6 })).toBe('412 ms, 198 ms of it CPU');
    expect(formatMainThreadTime(undefined)).toBe('-');
  });
});

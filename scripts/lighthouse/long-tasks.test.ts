import type { Result } from 'lighthouse';
import type { Manifest } from 'vite';

import { blockingTime, formatLongTasks, longTasks, sourceNamer } from './long-tasks';

const ORIGIN = 'http://127.0.0.1:4000';
const PAGE = `${ORIGIN}/verify-certificate`;

/** The parts of a Lighthouse result these functions read, shaped as Lighthouse 12 writes them. */
function result(
  tasks: { url: string; startTime: number; duration: number }[],
  window = { firstContentfulPaint: 800, interactive: 1600 },
): Result {
  return {
    finalDisplayedUrl: PAGE,
    audits: {
      'long-tasks': { details: { type: 'table', items: tasks } },
      metrics: { details: { type: 'debugdata', items: [{ ...window, totalBlockingTime: 1 }] } },
      'total-blocking-time': { numericValue: 123.4 },
    },
  } as unknown as Result;
}

const manifest: Manifest = {
  'src/main.tsx': { file: 'assets/index-abc.js', src: 'src/main.tsx', isEntry: true },
  '_c-def.js': { file: 'assets/c-def.js', name: 'index.esm' },
};

describe('blockingTime', () => {
  const window = { firstContentfulPaint: 800, interactive: 1600 };

  it('counts what a task inside the window spends over 50 ms', () => {
    expect(blockingTime(1000, 120, window)).toBe(70);
    expect(blockingTime(1000, 50, window)).toBe(0);
  });

  it('counts only the part after first contentful paint of a task that began before it', () => {
    // 700-900 ms: 100 ms of it after the paint, 50 of them blocking.
    expect(blockingTime(700, 200, window)).toBe(50);
    expect(blockingTime(600, 150, window)).toBe(0);
  });

  it('counts only the part before interactive of a task that ends after it', () => {
    expect(blockingTime(1500, 300, window)).toBe(50);
    expect(blockingTime(1700, 300, window)).toBe(0);
  });
});

describe('longTasks', () => {
  it('orders the tasks by start and gives each the time it blocks', () => {
    const tasks = longTasks(
      result([
        {
          url: `${ORIGIN}/assets/c-def.js`,
          startTime: 1200,
          duration: 90,
        },
        { url: 'Unattributable', startTime: 650, duration: 300 },
      ]),
    );
    expect(tasks.map(({ start, blocking }) => [start, blocking])).toEqual([
      [650, 100],
      [1200, 40],
    ]);
  });

  it('blocks nothing when Lighthouse gave no window to measure against', () => {
    const run = result([{ url: 'Unattributable', startTime: 900, duration: 300 }]);
    (run.audits.metrics as { details: unknown }).details = { type: 'debugdata', items: [] };
    expect(longTasks(run)).toEqual([
      { source: 'Unattributable', start: 900, duration: 300, blocking: 0 },
    ]);
  });

  it('skips an item without a start or a length, and takes one without an address as unattributed', () => {
    const run = result([]);
    (run.audits['long-tasks'] as { details: unknown }).details = {
      type: 'table',
      items: [
        { url: 'x', duration: 80 },
        { startTime: 900, duration: 80 },
      ],
    };
    expect(longTasks(run)).toEqual([
      { source: 'Unattributable', start: 900, duration: 80, blocking: 30 },
    ]);
  });
});

describe('sourceNamer', () => {
  const nameOf = sourceNamer(manifest, PAGE);

  it('names a chunk by its module, or by the name the build gave a shared one', () => {
    expect(nameOf('http://127.0.0.1:4000/assets/index-abc.js')).toBe(
      '/assets/index-abc.js (src/main.tsx)',
    );
    expect(nameOf('http://127.0.0.1:4000/assets/c-def.js')).toBe('/assets/c-def.js (index.esm)');
  });

  it('names the measured page as itself, and leaves anything else as Lighthouse gave it', () => {
    expect(nameOf(PAGE)).toBe('/verify-certificate (the page itself)');
    expect(nameOf('http://127.0.0.1:4000/start-app.js')).toBe('/start-app.js');
    expect(nameOf('Unattributable')).toBe('Unattributable');
  });
});

describe('formatLongTasks', () => {
  it('heads the tasks with the window, their blocking sum and Lighthouse’s own figure', () => {
    const lines = formatLongTasks(
      '/verify-certificate',
      result([{ url: 'Unattributable', startTime: 650, duration: 300 }]),
      (source) => source,
    );
    expect(lines).toEqual([
      '/verify-certificate: first contentful paint 800 ms, interactive 1600 ms; these tasks block 100 ms (Total Blocking Time 123 ms)',
      '    650 ms  300 ms  blocks  100 ms  Unattributable',
    ]);
  });

  it('says so when a page had no long task', () => {
    expect(formatLongTasks('/', result([]), (source) => source)).toContain('  no long task');
  });
});

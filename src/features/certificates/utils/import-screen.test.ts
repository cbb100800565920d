import {
  elapsedMs,
  importScreen,
  initialImportScreen,
  type ChosenFile,
  type ImportEvent,
  type ImportScreen,
} from './import-screen';

const cohort: ChosenFile = {
  name: 'cohort.csv',
  hash: 'a'.repeat(64),
  check: { ok: false, fileErrors: ['The file is empty.'] },
};
const nextCohort: ChosenFile = { ...cohort, name: 'cohort-2.csv', hash: 'b'.repeat(64) };
const progress = { done: 40, failed: 1, total: 100 };

const run = (...events: ImportEvent[]): ImportScreen =>
  events.reduce(importScreen, initialImportScreen);

describe('importScreen', () => {
  it('reads a file, then holds it', () => {
    const reading = run({ type: 'reading' });
    expect(reading.step).toBe('reading');
    expect(importScreen(reading, { type: 'read', file: cohort })).toEqual({
      ...initialImportScreen,
      file: cohort,
    });
  });

  it('keeps the file chosen before when the next cannot be read', () => {
    const failed = run(
      { type: 'reading' },
      { type: 'read', file: cohort },
      { type: 'reading' },
      { type: 'read-failed' },
    );
    expect(failed).toMatchObject({ step: 'ready', file: cohort });
  });

  it('keeps the file shown while the next is read, and puts the last run’s progress away', () => {
    const reading = run(
      { type: 'reading' },
      { type: 'read', file: cohort },
      { type: 'run-started', at: 1_000 },
      { type: 'progressed', progress, at: 4_000 },
      { type: 'reading' },
    );
    expect(reading).toMatchObject({ step: 'reading', file: cohort, progress: null });
    expect(importScreen(reading, { type: 'read', file: nextCohort }).file).toBe(nextCohort);
  });

  it('tells a run’s progress and how long it has taken so far', () => {
    const running = run(
      { type: 'run-started', at: 1_000 },
      { type: 'progressed', progress, at: 4_000 },
    );
    expect(running.progress).toBe(progress);
    expect(elapsedMs(running)).toBe(3_000);
  });

  it('ignores a read it is not waiting for', () => {
    const ready = run({ type: 'reading' }, { type: 'read', file: cohort });
    expect(importScreen(ready, { type: 'read', file: nextCohort })).toBe(ready);
    expect(importScreen(ready, { type: 'read-failed' })).toBe(ready);
    const reading = run({ type: 'reading' });
    expect(importScreen(reading, { type: 'reading' })).toBe(reading);
  });
});

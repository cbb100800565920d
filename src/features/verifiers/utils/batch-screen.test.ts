import { describe, expect, it } from 'vitest';

import { batchColumns, checkBatchFile } from '@/domain/batch-check';

import { batchScreenReducer, canRun, initialBatchScreen } from './batch-screen';

const header = batchColumns.map((column) => column.header);
const read = (table: string[][]) => {
  const checked = checkBatchFile([header, ...table]);
  return batchScreenReducer(initialBatchScreen, {
    type: 'file-read',
    fileName: 'candidates.csv',
    fileErrors: checked.ok ? [] : checked.fileErrors,
    rows: checked.ok ? checked.rows : [],
  });
};

describe('the batch page', () => {
  it('runs a sound file only once the lawful basis is confirmed', () => {
    const state = read([['086525417', 'Ada', 'Lovelace']]);
    expect(canRun(state)).toBe(false);
    expect(canRun(batchScreenReducer(state, { type: 'basis', confirmed: true }))).toBe(true);
  });

  it('never runs a file with a problem on any row', () => {
    const state = read([
      ['086525417', 'Ada', 'Lovelace'],
      ['12', 'Bo', 'Smith'],
    ]);
    expect(canRun(batchScreenReducer(state, { type: 'basis', confirmed: true }))).toBe(false);
  });

  it('counts progress, and goes back to the checked file when a run fails', () => {
    let state = batchScreenReducer(read([['086525417', 'Ada', 'Lovelace']]), {
      type: 'run-started',
      total: 1,
      at: 0,
    });
    state = batchScreenReducer(state, { type: 'progress', done: 1, at: 900 });
    expect(state.progress).toEqual({ done: 1, total: 1, startedAt: 0, lastAt: 900 });
    state = batchScreenReducer(state, { type: 'run-failed', message: 'Offline' });
    expect(state).toMatchObject({ phase: 'checked', failure: 'Offline' });
  });
});

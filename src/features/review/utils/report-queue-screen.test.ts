import { describe, expect, it } from 'vitest';

import { initialReportQueue, reportQueueScreen, reportStepTexts } from './report-queue-screen';

describe('the reports’ queue', () => {
  it('starts a fresh note for another report, and keeps it for the same one', () => {
    const chosen = reportQueueScreen(initialReportQueue, { type: 'select', id: 'r1' });
    const noted = reportQueueScreen(chosen, { type: 'note', note: 'Called the centre.' });
    expect(reportQueueScreen(noted, { type: 'select', id: 'r1' })).toBe(noted);
    expect(reportQueueScreen(noted, { type: 'select', id: 'r2' })).toMatchObject({
      selectedId: 'r2',
      note: '',
    });
  });

  it('asks before closing, and a step clears what the last one said', () => {
    let state = reportQueueScreen(initialReportQueue, { type: 'select', id: 'r1' });
    state = reportQueueScreen(state, { type: 'confirm', open: true });
    expect(state.confirming).toBe(true);
    state = reportQueueScreen(state, { type: 'step-failed', text: reportStepTexts.close.failed });
    state = reportQueueScreen(state, { type: 'step-started' });
    expect(state).toMatchObject({ confirming: false, error: null, notice: null });
  });

  it('moves to the next report once one is closed, saying so', () => {
    const state = reportQueueScreen(
      { ...initialReportQueue, selectedId: 'r1', note: 'x' },
      { type: 'step-done', text: reportStepTexts.close.done, nextId: 'r2' },
    );
    expect(state).toMatchObject({ selectedId: 'r2', note: '', notice: reportStepTexts.close.done });
  });
});

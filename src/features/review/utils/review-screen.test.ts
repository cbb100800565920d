import { attempt } from '@/testing/fake-review-api';

import { initialReviewScreen, reviewScreen, type ReviewScreen } from './review-screen';

const writing: ReviewScreen = {
  ...initialReviewScreen,
  selected: { failed: 'mary', suspicious: null },
  note: 'Names do not match.',
  error: 'The attempt could not be flagged as suspicious. Please try again.',
  notice: { status: 'failed', text: 'Marked investigated and removed from the queue.' },
};

describe('reviewScreen', () => {
  it('keeps the note when the same attempt is chosen again, and starts afresh for another', () => {
    expect(reviewScreen(writing, { type: 'select', status: 'failed', id: 'mary' })).toMatchObject({
      note: 'Names do not match.',
      error: writing.error,
    });
    expect(reviewScreen(writing, { type: 'select', status: 'failed', id: 'omar' })).toMatchObject({
      selected: { failed: 'omar', suspicious: null },
      note: '',
      error: null,
      notice: null,
    });
  });

  it('starts afresh on another tab, keeping what each tab had chosen', () => {
    expect(reviewScreen(writing, { type: 'tab', tab: 'suspicious' })).toMatchObject({
      tab: 'suspicious',
      selected: writing.selected,
      note: '',
      error: null,
      notice: null,
    });
  });

  it('after a step: clears the note, chooses the next attempt, says what happened and asks for focus', () => {
    const started = reviewScreen(writing, { type: 'step-started' });
    expect(started).toMatchObject({ note: writing.note, error: null, notice: null });
    const done = reviewScreen(started, {
      type: 'step-done',
      status: 'failed',
      nextId: 'omar',
      text: 'Flagged as suspicious.',
    });
    expect(done).toMatchObject({
      note: '',
      selected: { failed: 'omar', suspicious: null },
      notice: { status: 'failed', text: 'Flagged as suspicious.' },
      focus: { status: 'failed', id: 'omar' },
    });
  });

  it('keeps the note when a step fails', () => {
    const failed = reviewScreen(reviewScreen(writing, { type: 'step-started' }), {
      type: 'step-failed',
      text: 'Please try again.',
    });
    expect(failed).toMatchObject({ note: writing.note, error: 'Please try again.' });
  });

  it('holds the attempt awaiting confirmation until it is answered', () => {
    const mary = attempt({ id: 'mary' });
    const asking = reviewScreen(writing, { type: 'confirm', attempt: mary });
    expect(asking.confirming).toBe(mary);
    expect(reviewScreen(asking, { type: 'confirm', attempt: null }).confirming).toBeNull();
  });

  it('asks for a new focus each time, even for the same record', () => {
    const first = reviewScreen(writing, { type: 'focus', status: 'failed', id: 'a50' });
    const second = reviewScreen(first, { type: 'focus', status: 'failed', id: 'a50' });
    expect(second.focus).toEqual(first.focus);
    expect(second.focus).not.toBe(first.focus);
  });
});

import { editsOf, initialNumberDrafts, numberDrafts, type NumberDrafts } from './number-drafts';

const typedIn = (state: NumberDrafts, value: string) =>
  numberDrafts(state, { type: 'typed', field: 'certificateNumber', value });

describe('numberDrafts', () => {
  it('shows generated numbers until the person types, then what they typed', () => {
    expect(initialNumberDrafts.certificateNumber.typed).toBeNull();
    const typed = typedIn(initialNumberDrafts, '086599500');
    expect(typed.certificateNumber).toEqual({ typed: '086599500', edits: 1, round: 0 });
    expect(typed.studentNumber).toBe(initialNumberDrafts.studentNumber);
    // Clearing the field is typing too: it stays the person's.
    expect(typedIn(typed, '').certificateNumber).toEqual({ typed: '', edits: 2, round: 0 });
  });

  it('gives the field back to generation, in a new round, only when asked', () => {
    const typed = typedIn(initialNumberDrafts, '086599500');
    const generated = numberDrafts(typed, { type: 'generate', field: 'certificateNumber' });
    expect(generated.certificateNumber).toEqual({ typed: null, edits: 1, round: 1 });
    expect(generated.studentNumber).toBe(typed.studentNumber);
  });

  it('after a save starts afresh every field not typed in since the save began', () => {
    const saving = typedIn(initialNumberDrafts, '086599500');
    const edits = editsOf(saving);

    const untouched = numberDrafts(saving, { type: 'fresh-form', edits });
    expect(untouched.certificateNumber).toEqual({ typed: null, edits: 1, round: 1 });
    expect(untouched.studentNumber).toEqual({ typed: null, edits: 0, round: 1 });

    const typedMeanwhile = numberDrafts(typedIn(saving, '086599501'), {
      type: 'fresh-form',
      edits,
    });
    expect(typedMeanwhile.certificateNumber).toEqual({ typed: '086599501', edits: 2, round: 0 });
    expect(typedMeanwhile.studentNumber).toEqual({ typed: null, edits: 0, round: 1 });
  });
});

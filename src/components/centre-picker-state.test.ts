import { testCentres } from '@/testing/centres';

import {
  centrePicker,
  committedText,
  initialCentrePicker,
  type CentrePickerEvent,
  type CentrePickerState,
} from './centre-picker-state';

const run = (start: CentrePickerState, ...events: CentrePickerEvent[]) =>
  events.reduce(centrePicker, start);

describe('centrePicker', () => {
  it('opens the suggestions as something is typed, and closes them when it is rubbed out', () => {
    const typed = run(initialCentrePicker(''), { type: 'typed', text: 'Harb' });
    expect(typed).toEqual({ text: 'Harb', open: true, active: -1 });
    expect(centrePicker(typed, { type: 'typed', text: '  ' })).toEqual({
      text: '  ',
      open: false,
      active: -1,
    });
  });

  it('moves down and up among the suggestions, round from either end', () => {
    const open = run(initialCentrePicker(''), { type: 'typed', text: '8' });
    const down = (state: CentrePickerState) =>
      centrePicker(state, { type: 'moved', by: 1, count: 3 });
    expect(down(open).active).toBe(0);
    expect(down(down(down(open))).active).toBe(2);
    expect(down(down(down(down(open)))).active).toBe(0);
    expect(centrePicker(open, { type: 'moved', by: -1, count: 3 }).active).toBe(2);
    expect(centrePicker(down(open), { type: 'moved', by: -1, count: 3 }).active).toBe(2);
    expect(centrePicker(open, { type: 'moved', by: 1, count: 0 }).active).toBe(-1);
  });

  it('opens closed suggestions on Down without picking one, if something is typed', () => {
    const closed = initialCentrePicker('87583');
    expect(centrePicker(closed, { type: 'moved', by: 1, count: 4 })).toEqual({
      text: '87583',
      open: true,
      active: -1,
    });
    const empty = initialCentrePicker('');
    expect(centrePicker(empty, { type: 'moved', by: 1, count: 0 }).open).toBe(false);
  });

  it('closes on Escape keeping what was typed, and settles on a centre chosen', () => {
    const moved = run(
      initialCentrePicker(''),
      { type: 'typed', text: 'Harb' },
      { type: 'moved', by: 1, count: 1 },
    );
    expect(centrePicker(moved, { type: 'closed' })).toEqual({
      text: 'Harb',
      open: false,
      active: -1,
    });
    expect(centrePicker(moved, { type: 'settled', text: '90210' })).toEqual(
      initialCentrePicker('90210'),
    );
    const closed = initialCentrePicker('x');
    expect(centrePicker(closed, { type: 'closed' })).toBe(closed);
  });
});

describe('committedText', () => {
  it('is no centre when nothing is typed', () => {
    expect(committedText('  ', testCentres)).toEqual({ kind: 'none' });
  });

  it('is the suggestion whose number was typed, in any case', () => {
    expect(committedText(' 90210 ', testCentres)).toEqual({
      kind: 'centre',
      centreNumber: '90210',
      suggested: testCentres[1],
    });
  });

  it('is any centre number typed, to be looked up, and not the start of a name', () => {
    expect(committedText('12345', [])).toEqual({
      kind: 'centre',
      centreNumber: '12345',
      suggested: null,
    });
    expect(committedText('LK2041', [])).toMatchObject({ kind: 'centre', centreNumber: 'LK2041' });
    expect(committedText('Harbour College', testCentres)).toEqual({ kind: 'unchosen' });
    expect(committedText('Harbour', testCentres)).toEqual({ kind: 'unchosen' });
  });
});

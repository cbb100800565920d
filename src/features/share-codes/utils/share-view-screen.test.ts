import { describe, expect, it } from 'vitest';

import { initialShareView, shareViewScreen as next } from './share-view-screen';

describe('shareViewScreen', () => {
  it('takes the code and surname, refuses what is missing, and shows one outcome per view', () => {
    let state = initialShareView('ABCDEFGHJKMN');
    state = next(state, { type: 'refused', errors: { surname: 'Enter the surname.' } });
    expect(state.errors).toEqual({ surname: 'Enter the surname.' });
    state = next(state, { type: 'typed', field: 'surname', value: 'Lovelace' });
    expect(state).toMatchObject({ surname: 'Lovelace', errors: { surname: undefined } });
    const at = new Date();
    // An outcome that arrives when no view is running is not shown.
    expect(next(state, { type: 'viewed', outcome: { status: 'no-match' }, at })).toBe(state);
    state = next(state, { type: 'viewing' });
    expect(next(state, { type: 'viewing' })).toBe(state);
    state = next(state, { type: 'viewed', outcome: { status: 'not-active' }, at });
    expect(state.result).toEqual({ status: 'not-active' });
  });
});

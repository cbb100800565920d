import { describe, expect, it } from 'vitest';

import { newCentreFrom, validateNewCentre } from './new-centre';

describe('validateNewCentre', () => {
  it('accepts a new number and a name, tidied as they are saved', () => {
    const draft = { centreNumber: ' 87590 ', name: '  Wolds   Skills Hub ' };
    expect(validateNewCentre(draft, ['87583'])).toEqual({});
    expect(newCentreFrom(draft)).toEqual({ centreNumber: '87590', name: 'Wolds Skills Hub' });
  });

  it.each([
    ['', 'Enter the centre number.'],
    ['87 590', 'Use letters and digits only, at most 16 of them.'],
    ['Leeds-North', 'Use letters and digits only, at most 16 of them.'],
    ['12345678901234567', 'Use letters and digits only, at most 16 of them.'],
    ['87583', 'Centre 87583 is on the register already.'],
  ])('refuses the number %j', (centreNumber, message) => {
    expect(validateNewCentre({ centreNumber, name: 'Wolds' }, ['87583']).centreNumber).toBe(
      message,
    );
  });

  it('asks for a name, of at most 100 characters', () => {
    expect(validateNewCentre({ centreNumber: '1', name: ' \u200b ' }, []).name).toBe(
      'Enter the centre’s name.',
    );
    expect(validateNewCentre({ centreNumber: '1', name: 'a'.repeat(101) }, []).name).toBe(
      'Use at most 100 characters.',
    );
    expect(validateNewCentre({ centreNumber: '1', name: 'a'.repeat(100) }, [])).toEqual({});
  });
});

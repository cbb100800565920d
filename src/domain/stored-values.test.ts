import { describe, expect, it } from 'vitest';

import { dateFrom, textFrom, textOrNull, wholeNumbersFrom } from './stored-values';

describe('reading a stored value', () => {
  it('takes a Date or anything with toDate as a date, and nothing else', () => {
    const date = new Date('2025-01-01T00:00:00Z');
    expect(dateFrom(date)).toBe(date);
    expect(dateFrom({ toDate: () => date })).toBe(date);
    expect(dateFrom('2025-01-01')).toBeNull();
    expect(dateFrom(null)).toBeNull();
    expect(dateFrom(new Date('not a date'))).toBeNull();
  });

  it('takes text as it is and a number as its digits; anything else is empty', () => {
    expect(textFrom('Q9224470')).toBe('Q9224470');
    expect(textFrom(87583)).toBe('87583');
    expect(textFrom(12n)).toBe('12');
    expect(textFrom(Number.NaN)).toBe('');
    expect(textFrom({ first: 'Ada' })).toBe('');
    expect(textFrom(['Ada'])).toBe('');
    expect(textFrom(true)).toBe('');
    expect(textFrom(null)).toBe('');
    expect(textFrom(undefined)).toBe('');
  });

  it('says null where there is no text', () => {
    expect(textOrNull('Ada')).toBe('Ada');
    expect(textOrNull(87583)).toBe('87583');
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull({})).toBeNull();
    expect(textOrNull(undefined)).toBeNull();
  });

  it('keeps the whole numbers of a stored list, and reads anything else as none', () => {
    expect(wholeNumbersFrom([2, 3, 7])).toEqual([2, 3, 7]);
    expect(wholeNumbersFrom([2, '3', 4.5, null, 6])).toEqual([2, 6]);
    expect(wholeNumbersFrom('2,3')).toEqual([]);
    expect(wholeNumbersFrom(undefined)).toEqual([]);
  });
});

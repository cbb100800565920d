import { describe, expect, it } from 'vitest';

import {
  addDays,
  dayOf,
  daysBetween,
  isIsoDay,
  parseIsoDay,
  startOfDay,
  toIsoDay,
} from './iso-day';

describe('yyyy-mm-dd days', () => {
  it('reads a real day as local midnight, and nothing else', () => {
    expect(parseIsoDay('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(parseIsoDay('2025-02-29')).toBeNull();
    expect(parseIsoDay('2025-13-01')).toBeNull();
    expect(parseIsoDay('2025-00-10')).toBeNull();
    expect(parseIsoDay('2025-1-5')).toBeNull();
    expect(parseIsoDay(' 2025-01-05')).toBeNull();
    expect(parseIsoDay('2025-01-05T10:00:00Z')).toBeNull();
    expect(parseIsoDay('14 March 2019')).toBeNull();
    expect(parseIsoDay('')).toBeNull();
    expect(isIsoDay('2024-06-14')).toBe(true);
    expect(isIsoDay('2024-06-31')).toBe(false);
  });

  it('builds a day from its parts, refusing one that does not exist', () => {
    expect(dayOf(2024, 6, 14)).toEqual(new Date(2024, 5, 14));
    expect(dayOf(2023, 2, 29)).toBeNull();
    // Years below 100 are not read as 19xx.
    expect(dayOf(45, 1, 1)?.getFullYear()).toBe(45);
  });

  it('writes the local day of a date, padded', () => {
    expect(toIsoDay(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(toIsoDay(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
    expect(parseIsoDay(toIsoDay(new Date(2024, 1, 29)))).toEqual(new Date(2024, 1, 29));
  });

  it('counts days on and between days, across months, years and a change of the clocks', () => {
    expect(addDays('2026-11-28', 1)).toBe('2026-11-29');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-28', '2026-08-31')).toBe(-89);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(startOfDay('2026-11-03')).toEqual(new Date(2026, 10, 3));
    expect(() => addDays('3 November 2026', 1)).toThrow(RangeError);
  });
});

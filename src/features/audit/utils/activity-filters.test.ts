import { describe, expect, it } from 'vitest';

import {
  dateBounds,
  hasActivityFilters,
  noActivityFilters,
  parseActivityFilters,
  rangeIsBackwards,
  serialiseActivityFilters,
} from './activity-filters';

describe('parseActivityFilters', () => {
  it('reads every filter from the URL', () => {
    expect(
      parseActivityFilters(
        new URLSearchParams('staff=uid-1&action=certificate.edited&from=2026-11-01&to=2026-11-23'),
      ),
    ).toEqual({
      staff: 'uid-1',
      action: 'certificate.edited',
      from: '2026-11-01',
      to: '2026-11-23',
    });
  });

  it('treats an unknown action, a day that does not exist and an empty value as any', () => {
    expect(
      parseActivityFilters(
        new URLSearchParams('staff=&action=certificate.deleted&from=2026-02-30&to=soon'),
      ),
    ).toEqual(noActivityFilters);
  });
});

describe('serialiseActivityFilters', () => {
  it('writes only the filters set, and reads back the same', () => {
    const filters = { ...noActivityFilters, action: 'attempt.closed' as const, to: '2026-11-23' };
    const params = serialiseActivityFilters(filters);
    expect(params.toString()).toBe('action=attempt.closed&to=2026-11-23');
    expect(parseActivityFilters(params)).toEqual(filters);
    expect(serialiseActivityFilters(noActivityFilters).toString()).toBe('');
  });
});

describe('dateBounds', () => {
  it('runs from the start of the first day to the start of the day after the last', () => {
    expect(dateBounds({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      start: new Date(2026, 10, 1),
      end: new Date(2026, 11, 1),
    });
  });

  it('leaves an end open when it is not set', () => {
    expect(dateBounds({ from: null, to: '2026-12-31' })).toEqual({
      start: null,
      end: new Date(2027, 0, 1),
    });
    expect(dateBounds({ from: null, to: null })).toEqual({ start: null, end: null });
  });
});

describe('rangeIsBackwards and hasActivityFilters', () => {
  it('notices an end before the start, and whether anything is filtered', () => {
    expect(rangeIsBackwards({ from: '2026-11-23', to: '2026-11-01' })).toBe(true);
    expect(rangeIsBackwards({ from: '2026-11-23', to: '2026-11-23' })).toBe(false);
    expect(rangeIsBackwards({ from: null, to: '2026-11-01' })).toBe(false);
    expect(hasActivityFilters(noActivityFilters)).toBe(false);
    expect(hasActivityFilters({ ...noActivityFilters, staff: 'uid-1' })).toBe(true);
  });
});

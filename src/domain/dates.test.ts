import { formatAwardedDate, formatDateTime, formatLongDate, isoDate } from './dates';

describe('dates', () => {
  it('formats long UK dates from Date objects and ISO strings', () => {
    expect(formatLongDate(new Date(2025, 6, 10))).toBe('10 July 2025');
    expect(formatLongDate('2025-07-10')).toBe('10 July 2025');
    expect(formatLongDate('2025-07-10T09:30:00Z')).toBe('10 July 2025');
  });

  it('writes every month as en-GB does', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2025, month, month + 9);
      expect(formatLongDate(date)).toBe(intl.format(date));
    }
  });

  it('falls back for values that are not dates', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(formatLongDate(undefined, '—')).toBe('—');
    expect(formatDateTime(null)).toBe('Unknown date');
    expect(formatDateTime('garbage')).toBe('Unknown date');
    expect(formatDateTime(Number.NaN)).toBe('Unknown date');
  });

  it('formats a date and time', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 9, 5))).toBe('21 Nov 2026, 09:05');
    expect(formatDateTime(new Date(2026, 10, 21, 9, 5).getTime())).toBe('21 Nov 2026, 09:05');
  });

  it('shows form dates in full and older text dates as written', () => {
    expect(formatAwardedDate('2019-03-14')).toBe('14 March 2019');
    expect(formatAwardedDate(' 14 March 2019 ')).toBe('14 March 2019');
    expect(formatAwardedDate('2019-13-45')).toBe('2019-13-45');
    expect(formatAwardedDate('2023-02-29')).toBe('2023-02-29');
  });

  it('gives a machine-readable date for <time>', () => {
    expect(isoDate('2025-07-10')).toBe('2025-07-10');
    expect(isoDate('nope')).toBeUndefined();
    expect(isoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

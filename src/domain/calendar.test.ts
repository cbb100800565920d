import {
  calendarBounds,
  clampDay,
  dayLabel,
  isOutOfBounds,
  keyTarget,
  monthLabel,
  monthNames,
  monthWeeks,
  weekdays,
  yearOptions,
} from './calendar';
import { toIsoDay } from './iso-day';

const today = new Date(2025, 2, 14, 16, 30); // Friday 14 March 2025, late afternoon
const bounds = calendarBounds(today);
const iso = (date: Date | null) => (date ? toIsoDay(date) : null);

describe('calendar', () => {
  it('bounds choices between 1 January 1990 and the start of today', () => {
    expect(iso(bounds.min)).toBe('1990-01-01');
    expect(bounds.max).toEqual(new Date(2025, 2, 14));
  });

  it('lists years from 1990 to five years ahead, with the future ones disabled', () => {
    const years = yearOptions(today);
    expect(years[0]).toEqual({ year: 1990, disabled: false });
    expect(years.at(-1)).toEqual({ year: 2030, disabled: true });
    expect(years).toHaveLength(41);
    expect(years.filter((option) => option.disabled).map((option) => option.year)).toEqual([
      2026, 2027, 2028, 2029, 2030,
    ]);
  });

  it('clamps a day into the bounds and tells when one is outside them', () => {
    expect(iso(clampDay(new Date(2025, 2, 15), bounds))).toBe('2025-03-14');
    expect(iso(clampDay(new Date(1989, 11, 31), bounds))).toBe('1990-01-01');
    expect(iso(clampDay(new Date(2001, 5, 9, 23, 59), bounds))).toBe('2001-06-09');
    expect(isOutOfBounds(new Date(2025, 2, 14, 23, 59), bounds)).toBe(false);
    expect(isOutOfBounds(new Date(2025, 2, 15), bounds)).toBe(true);
    expect(isOutOfBounds(new Date(1989, 11, 31), bounds)).toBe(true);
  });

  it('names days, months and weekdays in UK English, Monday first', () => {
    expect(dayLabel(today)).toBe('Friday 14 March 2025');
    expect(monthLabel(today)).toBe('March 2025');
    expect(monthNames()).toHaveLength(12);
    expect(monthNames()[8]).toBe('September');
    expect(weekdays()[0]).toEqual({ short: 'Mo', long: 'Monday' });
    expect(weekdays()[6]).toEqual({ short: 'Su', long: 'Sunday' });
  });

  it('lays a month out in Monday-first weeks with blanks either side', () => {
    const weeks = monthWeeks(new Date(2025, 2, 20)); // March 2025 starts on a Saturday
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]!.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(iso(weeks[0]![5]!)).toBe('2025-03-01');
    expect(iso(weeks[5]![0]!)).toBe('2025-03-31');
    expect(weeks[5]!.slice(1).every((cell) => cell === null)).toBe(true);

    const february = monthWeeks(new Date(2021, 1, 1)); // 28 days starting on a Monday
    expect(february).toHaveLength(4);
    expect(february.flat().every((cell) => cell !== null)).toBe(true);
  });

  it('moves by day, week, week edge, month and year for the grid keys', () => {
    const from = new Date(2025, 0, 31); // Friday
    const move = (key: string, shift = false) => iso(keyTarget(from, key, shift));
    expect(move('ArrowLeft')).toBe('2025-01-30');
    expect(move('ArrowRight')).toBe('2025-02-01');
    expect(move('ArrowUp')).toBe('2025-01-24');
    expect(move('ArrowDown')).toBe('2025-02-07');
    expect(move('Home')).toBe('2025-01-27');
    expect(move('End')).toBe('2025-02-02');
    expect(move('PageUp')).toBe('2024-12-31');
    expect(move('PageDown')).toBe('2025-02-28');
    expect(move('PageUp', true)).toBe('2024-01-31');
    expect(move('PageDown', true)).toBe('2026-01-31');
    expect(move('Enter')).toBeNull();
  });
});

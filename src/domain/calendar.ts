import {
  addDays,
  addMonths,
  addYears,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  getDay,
  isAfter,
  isBefore,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/**
 * The rules behind the date picker (docs/product.md, Add Certificate): a certificate cannot be
 * awarded in the future, and nothing the organisation issued predates 1990. Weeks start on Monday,
 * as they do on UK calendars.
 */

export const CALENDAR_FIRST_YEAR = 1990;
/** Years after the current one are listed (so the list looks complete) but cannot be chosen. */
const CALENDAR_YEARS_AHEAD = 5;
export const DECADE = 10;
const WEEK_STARTS_ON = 1;

export type CalendarBounds = { min: Date; max: Date };

/** The first and last day that may be chosen: 1 January 1990 and today. */
export function calendarBounds(today: Date): CalendarBounds {
  return { min: new Date(CALENDAR_FIRST_YEAR, 0, 1), max: startOfDay(today) };
}

type YearOption = { year: number; disabled: boolean };

export function yearOptions(today: Date): YearOption[] {
  const current = today.getFullYear();
  const years: YearOption[] = [];
  for (let year = CALENDAR_FIRST_YEAR; year <= current + CALENDAR_YEARS_AHEAD; year += 1) {
    years.push({ year, disabled: year > current });
  }
  return years;
}

/** The day itself, or the nearest day inside the bounds. */
export function clampDay(date: Date, { min, max }: CalendarBounds): Date {
  const day = startOfDay(date);
  if (isBefore(day, min)) return min;
  if (isAfter(day, max)) return max;
  return day;
}

export function isOutOfBounds(date: Date, { min, max }: CalendarBounds): boolean {
  const day = startOfDay(date);
  return isBefore(day, min) || isAfter(day, max);
}

/** 'Friday 14 March 2025': the name a screen reader gives each day. */
export function dayLabel(date: Date): string {
  return format(date, 'EEEE d MMMM yyyy');
}

export function monthLabel(date: Date): string {
  return format(date, 'MMMM yyyy');
}

type Weekday = { short: string; long: string };

export function weekdays(): Weekday[] {
  const monday = startOfWeek(new Date(2025, 0, 1), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(monday, index);
    return { short: format(day, 'EEEEEE'), long: format(day, 'EEEE') };
  });
}

export function monthNames(): string[] {
  return Array.from({ length: 12 }, (_, month) => format(new Date(2025, month, 1), 'MMMM'));
}

/** The month as rows of seven, Monday first, with null for the blank cells either side. */
export function monthWeeks(month: Date): (Date | null)[][] {
  const first = startOfMonth(month);
  const days = eachDayOfInterval({ start: first, end: endOfMonth(month) });
  const leading = (getDay(first) - WEEK_STARTS_ON + 7) % 7;
  const cells: (Date | null)[] = [...Array<null>(leading).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Date | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/**
 * Where a key moves the focused day, following the WAI-ARIA date picker dialog pattern; null for
 * a key the grid does not handle. The caller clamps the result to the bounds.
 */
export function keyTarget(date: Date, key: string, shiftKey = false): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
    case 'End':
      return startOfDay(endOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }));
    case 'PageUp':
      return shiftKey ? addYears(date, -1) : addMonths(date, -1);
    case 'PageDown':
      return shiftKey ? addYears(date, 1) : addMonths(date, 1);
    default:
      return null;
  }
}

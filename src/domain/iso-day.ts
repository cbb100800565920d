/**
 * A calendar day written yyyy-mm-dd: how the add and edit forms store an awarded date, how the
 * calendar names its days, how a date filter sits in a URL and how an import writes a date. The
 * one parser and formatter of it, with no date library (public pages use it too).
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as a local date at midnight, or null when no such day exists ('2025-02-30'). */
export function dayOf(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** A yyyy-mm-dd string as a local date; null for anything else, including '2025-02-30'. */
export function parseIsoDay(value: string): Date | null {
  const match = ISO_DAY.exec(value);
  return match ? dayOf(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** Whether the text is a real day written yyyy-mm-dd. */
export function isIsoDay(value: string): boolean {
  return parseIsoDay(value) !== null;
}

/** The local calendar day of a date, as yyyy-mm-dd. */
export function toIsoDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `days` after a yyyy-mm-dd day (before it, when negative), as yyyy-mm-dd. */
export function addDays(day: string, days: number): string {
  const date = parseIsoDay(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  return toIsoDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}

/** Whole days from one yyyy-mm-dd day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const date = parseIsoDay(day);
    if (!date) throw new RangeError(`Not a day: ${day}`);
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  };
  return Math.round((utc(to) - utc(from)) / (24 * 60 * 60 * 1000));
}

/** Midnight at the start of a yyyy-mm-dd day, in the browser's time zone. */
export function startOfDay(day: string): Date {
  const date = parseIsoDay(day);
  if (!date) throw new RangeError(`Not a day: ${day}`);
  return date;
}

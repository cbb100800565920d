import { parseIsoDay, toIsoDay } from './iso-day';

/**
 * The one way the product shows dates. UK style throughout: '12 March 2025', '12 Mar 2025, 14:05'.
 *
 * No date library: public pages format dates too, and date-fns would add about 6 KB gzipped to
 * each (the staff calendar uses it for its arithmetic). The long date is written out by hand:
 * the first Intl date format a page makes loads the browser's calendar data, tens of
 * milliseconds of a phone's main thread while a public page starts. Date and time, shown only
 * on staff screens, use Intl, made on first use.
 */

/** The months' names in English, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '12 March 2025', as en-GB writes a date in full. */
function longDate(date: Date): string {
  return `${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`;
}

let dateTime: Intl.DateTimeFormat | undefined;

function dateTimeFormat(): Intl.DateTimeFormat {
  dateTime ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return dateTime;
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date | null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (/^\d{4}-\d{2}-\d{2}T/.test(value.trim())) date = new Date(value.trim());
  // Otherwise only a day; free text such as '14 March 2019' is not guessed at.
  else date = parseIsoDay(value.trim());
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** '12 March 2025'; `fallback` when the value is not a date. */
export function formatLongDate(value: Date | string | null | undefined, fallback = ''): string {
  const date = toDate(value);
  return date ? longDate(date) : fallback;
}

/** '12 Mar 2025, 14:05'; 'Unknown date' (or `fallback`) when the value is not a date. */
export function formatDateTime(
  value: Date | string | number | null | undefined,
  fallback = 'Unknown date',
): string {
  const date = toDate(value);
  return date ? dateTimeFormat().format(date) : fallback;
}

/**
 * An awarded date as recorded: yyyy-mm-dd from the add form is shown in full; older records
 * hold free text ('14 March 2019'), which is shown as it was written.
 */
export function formatAwardedDate(value: string): string {
  const trimmed = value.trim();
  return formatLongDate(parseIsoDay(trimmed), trimmed);
}

/** A value for <time dateTime>: yyyy-mm-dd, or undefined when the value is not a date. */
export function isoDate(value: Date | string | null | undefined): string | undefined {
  const date = toDate(value);
  return date ? toIsoDay(date) : undefined;
}

import { format, isValid, parseISO } from 'date-fns';

/**
 * The one way the product shows dates. UK style throughout: '12 March 2025', '12 Mar 2025, 14:05'.
 */

const LONG_DATE = 'd MMMM yyyy';
const DATE_TIME = 'd MMM yyyy, HH:mm';

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date ? value : typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** '12 March 2025'; `fallback` when the value is not a date. */
export function formatLongDate(value: Date | string | null | undefined, fallback = ''): string {
  const date = toDate(value);
  return date ? format(date, LONG_DATE) : fallback;
}

/** '12 Mar 2025, 14:05'; 'Unknown date' (or `fallback`) when the value is not a date. */
export function formatDateTime(
  value: Date | string | number | null | undefined,
  fallback = 'Unknown date',
): string {
  const date = toDate(value);
  return date ? format(date, DATE_TIME) : fallback;
}

/**
 * An awarded date as recorded: yyyy-mm-dd from the add form is shown in full; older records
 * hold free text ('14 March 2019'), which is shown as it was written.
 */
export function formatAwardedDate(value: string): string {
  const trimmed = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return formatLongDate(trimmed, trimmed);
  return trimmed;
}

/** A value for <time dateTime>: yyyy-mm-dd, or undefined when the value is not a date. */
export function isoDate(value: Date | string | null | undefined): string | undefined {
  const date = toDate(value);
  return date ? format(date, 'yyyy-MM-dd') : undefined;
}

import type { RandomSource } from '../../../src/domain/certificate-numbers';

/** Helpers for the demo data: picks from a seeded random source, and dates in UTC. */

export const DAY = 24 * 60 * 60 * 1000;
export const HOUR = 60 * 60 * 1000;

/** The item at `index`, wrapping round; for lists the demo data knows are not empty. */
export function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new RangeError('Cannot pick from an empty list.');
  return item;
}

/** A whole number from `low` to `high`, both included. */
export function between(random: RandomSource, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const item = cycle(copy, index);
    copy[index] = cycle(copy, other);
    copy[other] = item;
  }
  return copy;
}

/** yyyy-mm-dd, as the add form writes it. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const textDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '14 March 2019', as the old records system wrote dates. */
export function textDate(date: Date): string {
  return textDateFormat.format(date);
}

/** `days` later at `hour`:20 UTC: when someone in the office would have dealt with it. */
export function officeHoursAfter(date: Date, days: number, hour: number): Date {
  const later = new Date(date.getTime() + days * DAY);
  later.setUTCHours(hour, 20, 0, 0);
  return later;
}

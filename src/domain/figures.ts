/**
 * A whole number as en-GB writes it, 5000 as '5,000', without Intl: public pages show the
 * register's limits as they load, and no locale data is loaded for that
 * (docs/decisions/025-short-tasks-on-arrival.md).
 */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

import type { Result } from 'lighthouse';

/**
 * The fields of a Lighthouse result read by the figures printed after the scores. Audits give
 * their details as loosely typed tables; these read them without trusting their shape.
 */

export type Item = Record<string, unknown>;

/** The rows of an audit's details table, or none. */
export function itemsOf(result: Result, auditId: string): Item[] {
  const details = result.audits[auditId]?.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? (details.items as Item[]) : [];
}

/** A finite number, or undefined for anything else. */
export function number(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

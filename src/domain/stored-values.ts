/**
 * The one reading of a stored field's value, for every document the app and the scripts read.
 * Nothing here trusts the shape: records from the old system hold numbers where the app writes
 * text, and any document may lack a field or hold something unexpected there, which reads as
 * missing, never as "[object Object]".
 */

/** A Firestore Timestamp (client, Lite or Admin SDK) or a Date, as a Date; null otherwise. */
export function dateFrom(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate: () => Date }).toDate();
  }
  return null;
}

/** A stored value as text: text as it is, a number as its digits, anything else empty. */
export function textFrom(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  return '';
}

/** As textFrom, but null where there is no text (nothing, or only white space). */
export function textOrNull(value: unknown): string | null {
  const text = textFrom(value);
  return text.trim() === '' ? null : text;
}

/** A stored list of whole numbers (an import's lines), keeping only its whole numbers. */
export function wholeNumbersFrom(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];
}

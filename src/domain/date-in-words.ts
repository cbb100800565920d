import { MONTH_NAMES } from './dates';

/**
 * Numbers and dates in words, as a printed certificate writes its awarded date (issue 16). Kept
 * apart from the rest of certificate printing so that only the print page loads it.
 */

const units = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function belowHundred(n: number): string {
  if (n < 20) return units[n] ?? '';
  const ten = tens[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? ten : `${ten}-${units[n % 10]}`;
}

/** 0 to 9999 in British English words: 2025 is 'two thousand and twenty-five'. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 9999) throw new RangeError(`${n} is out of range.`);
  if (n < 100) return belowHundred(n);
  const parts: string[] = [];
  const thousands = Math.floor(n / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (thousands) parts.push(`${units[thousands]} thousand`);
  if (hundreds) parts.push(`${units[hundreds]} hundred`);
  if (rest) parts.push(`and ${belowHundred(rest)}`);
  return parts.join(' ');
}

const irregularOrdinals: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** 1 to 31 as an ordinal in words: 'first', 'twelfth', 'twenty-third', 'thirtieth'. */
export function ordinalInWords(n: number): string {
  const cardinal = numberInWords(n);
  const [, head = '', last = cardinal] = /^(.*-)?([a-z]+)$/.exec(cardinal) ?? [];
  const ordinal =
    irregularOrdinals[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return `${head}${ordinal}`;
}

/**
 * A yyyy-mm-dd awarded date in words, as certificates write it: 'the twelfth day of June two
 * thousand and twenty-five'. A date recorded as free text on the old system is given as written.
 */
export function awardedDateInWords(value: string): string {
  const trimmed = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (!match) return trimmed;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return trimmed;
  return `the ${ordinalInWords(day)} day of ${MONTH_NAMES[month - 1]} ${numberInWords(year)}`;
}

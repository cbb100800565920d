/**
 * The organisation's number formats (docs/product.md, Number formats):
 *   certificate number  '0865' + 2-digit award year + 3-digit sequence     e.g. 086525417
 *   student number      'Q' + 2-digit birth year + 2-digit award year + 3-digit sequence  e.g. Q8825533
 * Sequences 1-111 are reserved. A free sequence is picked at random from 112-999 (up to 100
 * tries), then by scanning upward from 112, so numbers are hard to guess but never run out early.
 */

import { parseIsoDay } from './iso-day';
import { normaliseNumber } from './verification-index';

export const CERTIFICATE_PREFIX = '0865';
export const DEFAULT_BIRTH_YEAR = '88';
export const FIRST_FREE_SEQUENCE = 112;
export const LAST_SEQUENCE = 999;
export const RANDOM_ATTEMPTS = 100;

export const CERTIFICATE_NUMBER_PATTERN = /^0865\d{5}$/;
export const STUDENT_NUMBER_PATTERN = /^Q\d{7}$/;

export type NumberField = 'certificateNumber' | 'studentNumber';

export const numberFormatMessages: Record<NumberField, string> = {
  certificateNumber:
    'Enter a certificate number in the format 0865, the two-digit award year and three digits, for example 086525417.',
  studentNumber:
    'Enter a student number in the format Q, the two-digit birth year, the two-digit award year and three digits, for example Q8825533.',
};

/**
 * The message for a number that does not follow its format; null when it does or is empty.
 * Spaces and case are forgiven, as they are when the number is stored.
 */
export function numberFormatError(field: NumberField, value: string): string | null {
  const number = normaliseNumber(value);
  if (number === '') return null;
  const pattern =
    field === 'certificateNumber' ? CERTIFICATE_NUMBER_PATTERN : STUDENT_NUMBER_PATTERN;
  return pattern.test(number) ? null : numberFormatMessages[field];
}

/** Returns a number in [0, 1); injectable so tests are repeatable. */
export type RandomSource = () => number;

export class NumbersExhaustedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NumbersExhaustedError';
  }
}

/** The two-digit award year of a yyyy-mm-dd date; the current year when the date is empty. */
export function awardYearOf(awardedDate: string, today: Date = new Date()): number {
  return (parseIsoDay(awardedDate.trim()) ?? today).getFullYear();
}

export function twoDigits(year: number): string {
  return String(year % 100).padStart(2, '0');
}

/** Birth year as typed (digits only, at most two) in the form used inside a student number. */
export function birthYearDigits(birthYear: string): string {
  const digits = birthYear.replace(/\D/g, '').slice(0, 2);
  return digits === '' ? DEFAULT_BIRTH_YEAR : digits.padStart(2, '0');
}

function sequenceDigits(sequence: number): string {
  return String(sequence).padStart(3, '0');
}

export function formatCertificateNumber(awardYear: number, sequence: number): string {
  return `${CERTIFICATE_PREFIX}${twoDigits(awardYear)}${sequenceDigits(sequence)}`;
}

export function formatStudentNumber(
  birthYear: string,
  awardYear: number,
  sequence: number,
): string {
  return `Q${birthYearDigits(birthYear)}${twoDigits(awardYear)}${sequenceDigits(sequence)}`;
}

/** The number range (inclusive) of one award year: the bounds of one registry range query. */
export function certificateNumberRange(awardYear: number): { first: string; last: string } {
  return {
    first: formatCertificateNumber(awardYear, 0),
    last: formatCertificateNumber(awardYear, 999),
  };
}

/** The number range (inclusive) of one birth year and award year. */
export function studentNumberRange(
  birthYear: string,
  awardYear: number,
): { first: string; last: string } {
  return {
    first: formatStudentNumber(birthYear, awardYear, 0),
    last: formatStudentNumber(birthYear, awardYear, 999),
  };
}

/** The sequence part (last three digits) of either kind of number. */
export function sequenceOf(number: string): number {
  return Number(number.slice(-3));
}

/**
 * Picks a free sequence in 112-999. `used` holds sequences already taken; `avoid` is one more to
 * skip (the student number avoids the certificate's own sequence). Returns null when none is free.
 */
export function pickSequence(
  used: ReadonlySet<number>,
  random: RandomSource,
  avoid?: number,
): number | null {
  const isFree = (sequence: number) => !used.has(sequence) && sequence !== avoid;
  const span = LAST_SEQUENCE - FIRST_FREE_SEQUENCE + 1;
  for (let attempt = 0; attempt < RANDOM_ATTEMPTS; attempt += 1) {
    const candidate = FIRST_FREE_SEQUENCE + Math.floor(random() * span);
    if (isFree(candidate)) return candidate;
  }
  for (let sequence = FIRST_FREE_SEQUENCE; sequence <= LAST_SEQUENCE; sequence += 1) {
    if (isFree(sequence)) return sequence;
  }
  return null;
}

export function generateCertificateNumber(options: {
  awardYear: number;
  /** Certificate numbers already issued in that award year. */
  usedNumbers: Iterable<string>;
  random?: RandomSource;
}): string {
  const used = new Set(Array.from(options.usedNumbers, sequenceOf));
  const sequence = pickSequence(used, options.random ?? Math.random);
  if (sequence === null) {
    throw new NumbersExhaustedError(
      `No certificate numbers left for award year ${options.awardYear}`,
    );
  }
  return formatCertificateNumber(options.awardYear, sequence);
}

export function generateStudentNumber(options: {
  birthYear: string;
  awardYear: number;
  /** Student numbers already issued for that birth year and award year. */
  usedNumbers: Iterable<string>;
  /** The certificate number generated alongside; its sequence is not reused. */
  certificateNumber?: string;
  random?: RandomSource;
}): string {
  const used = new Set(Array.from(options.usedNumbers, sequenceOf));
  const avoid = options.certificateNumber ? sequenceOf(options.certificateNumber) : undefined;
  const sequence = pickSequence(used, options.random ?? Math.random, avoid);
  if (sequence === null) {
    throw new NumbersExhaustedError(
      `No student numbers left for birth year ${birthYearDigits(options.birthYear)} and award year ${options.awardYear}`,
    );
  }
  return formatStudentNumber(options.birthYear, options.awardYear, sequence);
}

/** A seeded pseudo-random source (mulberry32), for repeatable tests and demo data. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The organisation's number formats (docs/product.md, Number formats):
 *   certificate number  '0865' + 2-digit award year + 3-digit sequence     e.g. 086525417
 *   student number      'Q' + 2-digit birth year + 2-digit award year + 3-digit sequence  e.g. Q8825533
 * Sequences 1-111 are reserved. A free sequence is picked at random from 112-999 (up to 100
 * tries), then by scanning upward from 112, so numbers are hard to guess but never run out early.
 * The app learns which numbers are free by probing: it asks the registries about a few candidates
 * at a time, one document each (docs/decisions/027-centres.md, What a centre's staff learn of
 * numbers); a register held in memory (the demo data) answers from what it holds.
 */

import { parseIsoDay } from './iso-day';
import { normaliseNumber } from './verification-index';

const CERTIFICATE_PREFIX = '0865';
const DEFAULT_BIRTH_YEAR = '88';
export const FIRST_FREE_SEQUENCE = 112;
export const LAST_SEQUENCE = 999;
const RANDOM_ATTEMPTS = 100;
/**
 * Candidates asked about at once in a round of probing: one round trip usually finds a free
 * number even in a year a third full, for a few more single-document reads.
 */
export const PROBES_PER_ROUND = 4;

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

function twoDigits(year: number): string {
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

/** The sequence part (last three digits) of either kind of number. */
export function sequenceOf(number: string): number {
  return Number(number.slice(-3));
}

/**
 * The search for a free sequence in 112-999, a round of candidates at a time: it yields the
 * sequences to ask about, is told which of them are free, and returns the first free one in the
 * order asked (null when none is). First up to RANDOM_ATTEMPTS random picks, then every sequence
 * from 112 upward. A sequence found taken, or `avoid` (the student number avoids the
 * certificate's own sequence), is never asked about again; a random pick that lands on one still
 * counts as a try.
 */
function* sequenceSearch(
  random: RandomSource,
  perRound: number,
  avoid?: number,
): Generator<readonly number[], number | null, readonly boolean[]> {
  const asked = new Set<number>(avoid === undefined ? [] : [avoid]);
  const span = LAST_SEQUENCE - FIRST_FREE_SEQUENCE + 1;
  let draws = 0;
  let scanned = FIRST_FREE_SEQUENCE;
  const randomRound = () => {
    const candidates: number[] = [];
    while (candidates.length < perRound && draws < RANDOM_ATTEMPTS) {
      draws += 1;
      const candidate = FIRST_FREE_SEQUENCE + Math.floor(random() * span);
      if (!asked.has(candidate)) candidates.push(candidate);
      asked.add(candidate);
    }
    return candidates;
  };
  const scanRound = () => {
    const candidates: number[] = [];
    for (; candidates.length < perRound && scanned <= LAST_SEQUENCE; scanned += 1) {
      if (!asked.has(scanned)) candidates.push(scanned);
      asked.add(scanned);
    }
    return candidates;
  };
  for (const round of [randomRound, scanRound]) {
    for (let candidates = round(); candidates.length > 0; candidates = round()) {
      const free = yield candidates;
      const found = candidates.find((_, index) => free[index] === true);
      if (found !== undefined) return found;
    }
  }
  return null;
}

/**
 * Picks a free sequence in 112-999 from what is known to be used: `used` holds sequences already
 * taken; `avoid` is one more to skip. Returns null when none is free. One candidate at a time, so
 * a seeded source gives the same numbers however it is asked.
 */
export function pickSequence(
  used: ReadonlySet<number>,
  random: RandomSource,
  avoid?: number,
): number | null {
  const search = sequenceSearch(random, 1, avoid);
  let step = search.next();
  while (!step.done) step = search.next(step.value.map((sequence) => !used.has(sequence)));
  return step.value;
}

/**
 * Says, for each number asked about, whether it is free (true) or taken (false), in order. The
 * app's probe reads each number's registry entry: none is free; an entry, or a read the rules
 * refuse (a certificate the caller does not reach holds it), is taken.
 */
export type NumberProbe = (numbers: readonly string[]) => Promise<readonly boolean[]>;

/**
 * Finds a free sequence by probing, PROBES_PER_ROUND candidates a round, in the order
 * pickSequence would try them. `probe` is asked about sequences; returns null when none is free.
 */
export async function probeForSequence(
  probe: (sequences: readonly number[]) => Promise<readonly boolean[]>,
  random: RandomSource,
  avoid?: number,
): Promise<number | null> {
  const search = sequenceSearch(random, PROBES_PER_ROUND, avoid);
  let step = search.next();
  while (!step.done) step = search.next(await probe(step.value));
  return step.value;
}

function certificateNumbersExhausted(awardYear: number): NumbersExhaustedError {
  return new NumbersExhaustedError(`No certificate numbers left for award year ${awardYear}`);
}

function studentNumbersExhausted(birthYear: string, awardYear: number): NumbersExhaustedError {
  return new NumbersExhaustedError(
    `No student numbers left for birth year ${birthYearDigits(birthYear)} and award year ${awardYear}`,
  );
}

/** A free certificate number of an award year, found by probing the register. */
export async function findCertificateNumber(options: {
  awardYear: number;
  probe: NumberProbe;
  random?: RandomSource;
}): Promise<string> {
  const { awardYear, probe } = options;
  const sequence = await probeForSequence(
    (sequences) => probe(sequences.map((each) => formatCertificateNumber(awardYear, each))),
    options.random ?? Math.random,
  );
  if (sequence === null) throw certificateNumbersExhausted(awardYear);
  return formatCertificateNumber(awardYear, sequence);
}

/**
 * A free student number of a birth year and award year, found by probing the register; it
 * avoids the sequence of the certificate number beside it.
 */
export async function findStudentNumber(options: {
  birthYear: string;
  awardYear: number;
  probe: NumberProbe;
  /** The certificate number generated alongside; its sequence is not reused. */
  certificateNumber?: string;
  random?: RandomSource;
}): Promise<string> {
  const { birthYear, awardYear, probe, certificateNumber } = options;
  const sequence = await probeForSequence(
    (sequences) => probe(sequences.map((each) => formatStudentNumber(birthYear, awardYear, each))),
    options.random ?? Math.random,
    certificateNumber ? sequenceOf(certificateNumber) : undefined,
  );
  if (sequence === null) throw studentNumbersExhausted(birthYear, awardYear);
  return formatStudentNumber(birthYear, awardYear, sequence);
}

/**
 * A free certificate number of a register held in memory (the demo data), which knows every
 * number it holds: the same search, answered from `usedNumbers`.
 */
export function generateCertificateNumber(options: {
  awardYear: number;
  /** Certificate numbers already issued in that award year. */
  usedNumbers: Iterable<string>;
  random?: RandomSource;
}): string {
  const used = new Set(Array.from(options.usedNumbers, sequenceOf));
  const sequence = pickSequence(used, options.random ?? Math.random);
  if (sequence === null) throw certificateNumbersExhausted(options.awardYear);
  return formatCertificateNumber(options.awardYear, sequence);
}

/** A free student number of a register held in memory, as generateCertificateNumber. */
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
  if (sequence === null) throw studentNumbersExhausted(options.birthYear, options.awardYear);
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

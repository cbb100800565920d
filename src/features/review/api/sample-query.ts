import type { VerificationQuery } from '@/domain/verification-input';

const sampleNames = [
  ['Aoife', 'Brennan'],
  ['Daniel', 'Okoro'],
  ['Priya', 'Chaudhry'],
  ['Gareth', 'Llewellyn'],
  ['Hannah', 'Whitfield'],
  ['Mateusz', 'Kowalczyk'],
] as const;

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

function digits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

/**
 * Details someone might mistype: a plausible number with names that match nothing. Checked on the
 * local emulators, they make a sample failed attempt for trying the review queue.
 */
export function sampleQuery(): VerificationQuery {
  const [firstName, surname] = pick(sampleNames);
  const byStudentNumber = Math.random() < 0.3;
  return {
    certificateNumber: byStudentNumber ? null : `0865${digits(5)}`,
    studentNumber: byStudentNumber ? `Q${digits(8)}` : null,
    firstName,
    surname,
  };
}

import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { failedAttemptFor, type VerificationQuery } from '@/domain/verification-input';
import { getDb } from '@/lib/firebase';

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

/** Details someone might mistype: a plausible number with names that match nothing. */
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

/**
 * For trying the review queue on the local emulators only: records a made-up failed attempt
 * with the very payload the public verification page writes, so the rules treat it like any
 * visitor's attempt.
 */
export async function createSampleAttempt({
  db,
  userAgent = navigator.userAgent,
}: { db?: Firestore; userAgent?: string } = {}): Promise<void> {
  const firestore = db ?? (await getDb());
  await addDoc(collection(firestore, collections.failedVerifications), {
    ...failedAttemptFor(sampleQuery(), userAgent),
    attemptedAt: serverTimestamp(),
  });
}

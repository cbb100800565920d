import {
  collection,
  doc,
  getDoc,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore/lite';

import type { NumberProbe } from '@/domain/certificate-numbers';
import { collections } from '@/domain/collections';

type Registry = typeof collections.certificateNumbers | typeof collections.studentNumbers;

/** What one read of a number's registry entry said. */
type RegistryAnswer = 'free' | 'held' | 'refused';

/**
 * The rules refused a read. For a registry entry that means a certificate the caller does not
 * reach holds the number (docs/decisions/027-centres.md, What a centre's staff learn of numbers),
 * or that the caller is not staff at all: stillStaff tells the two apart.
 */
export function isRefusal(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'permission-denied';
}

/**
 * Reads a certificate id nobody holds, which any staff member may: a refusal means the caller is
 * not staff (signed out, or removed from the directory), and is thrown. Otherwise a refused
 * registry read was about the number, not the caller.
 */
export async function stillStaff(db: Firestore): Promise<void> {
  await getDoc(doc(collection(db, collections.certificates)));
}

/**
 * What a read of one registry entry (on its own, or in a transaction) says: free, held, or
 * refused. Only the rules' refusal of this very read is an answer; any other failure is thrown.
 */
export async function registryAnswer(read: Promise<DocumentSnapshot>): Promise<RegistryAnswer> {
  try {
    return (await read).exists() ? 'held' : 'free';
  } catch (error) {
    if (isRefusal(error)) return 'refused';
    throw error;
  }
}

/**
 * Whether each number is free in a registry, for number generation
 * (src/domain/certificate-numbers.ts, NumberProbe): one single-document read per number, all at
 * once. No entry is free; an entry, or a refused read, is taken. Any other failure is passed on,
 * never taken for a taken number. A round that comes back wholly refused (rare: the candidates are
 * drawn from a whole range) makes sure the caller is still staff, so a removed account is told
 * so rather than that every number is taken.
 */
export async function probeRegistry(
  db: Firestore,
  registry: Registry,
  numbers: readonly string[],
): Promise<boolean[]> {
  const answers = await Promise.all(
    numbers.map((number) => registryAnswer(getDoc(doc(db, registry, number)))),
  );
  if (answers.length > 0 && answers.every((answer) => answer === 'refused')) {
    await stillStaff(db);
  }
  return answers.map((answer) => answer === 'free');
}

/** A probe of the certificate numbers' registry. */
export function certificateNumberProbe(db: Firestore): NumberProbe {
  return (numbers) => probeRegistry(db, collections.certificateNumbers, numbers);
}

/** A probe of the student numbers' registry. */
export function studentNumberProbe(db: Firestore): NumberProbe {
  return (numbers) => probeRegistry(db, collections.studentNumbers, numbers);
}

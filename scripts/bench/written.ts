import type { Firestore } from 'firebase-admin/firestore';

/**
 * Reads back, past the rules, what a benchmark wrote, so a save is checked by what reached the
 * register and not by the absence of an error.
 */

export type ExpectedDocument = {
  /** Where it is, as a plan names it (`certificates/abc`). */
  path: string;
  /** Fields the stored document must hold with exactly these values (others may be there too). */
  data: Readonly<Record<string, unknown>>;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What is wrong with the stored documents, one line each: a document missing, or a field whose
 * stored value differs from the one expected. Empty when everything is as expected; a check
 * given nothing to check reports that too, as it would otherwise pass without looking.
 */
export async function differencesFrom(
  db: Firestore,
  expected: readonly ExpectedDocument[],
): Promise<string[]> {
  if (expected.length === 0) return ['nothing to check'];
  const snapshots = await db.getAll(...expected.map((document) => db.doc(document.path)));
  return expected.flatMap((document, index) => {
    const stored = snapshots[index]?.data();
    const where = document.path;
    if (!stored) return [`${where} missing`];
    return Object.entries(document.data)
      .filter(([field, value]) => !same(stored[field], value))
      .map(
        ([field, value]) =>
          `${where}.${field}: ${JSON.stringify(stored[field])}, expected ${JSON.stringify(value)}`,
      );
  });
}

/** A note's value for a list of differences: 'yes' or the first few. */
export function agreementNote(differences: readonly string[]): string {
  if (differences.length === 0) return 'yes';
  const shown = differences.slice(0, 3).join('; ');
  return `NO (${differences.length}): ${shown}${differences.length > 3 ? '; ...' : ''}`;
}

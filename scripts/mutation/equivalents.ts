import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { repoRoot } from '../lib/project';
import { UsageError } from '../lib/usage-error';

/**
 * scripts/mutation/equivalent-mutants.json: the mutants shown to change nothing, each id with why,
 * and the rules test that sends the request likeliest to tell the mutant from the rules (and
 * shows the rules refuse it for a reason the mutant keeps). They are neither run nor scored; a
 * named test that no longer exists stops the run, since the reason then rests on nothing.
 */

const file = path.join(repoRoot, 'scripts', 'mutation', 'equivalent-mutants.json');
const name = path.relative(repoRoot, file);

export type Equivalent = {
  reason: string;
  /** The test's full name as `vitest list` gives it: `describe > describe > test`. */
  test: string;
};

/** Mutant id -> why it changes nothing, and the test that tries the likeliest difference. */
export async function knownEquivalents(): Promise<Record<string, Equivalent>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${name} is not readable JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError(`${name} should map each mutant id to its reason and its test.`);
  }
  for (const [id, entry] of Object.entries(parsed)) {
    const { reason, test } = (entry ?? {}) as Partial<Record<keyof Equivalent, unknown>>;
    if (typeof reason !== 'string' || reason.trim() === '') {
      throw new UsageError(`${name}: give the reason for '${id}' as text.`);
    }
    if (typeof test !== 'string' || test.trim() === '') {
      throw new UsageError(
        `${name}: name the test that sends the likeliest counterexample for '${id}'.`,
      );
    }
  }
  return parsed as Record<string, Equivalent>;
}

/** The ids of the file that no mutant of the rules has any more. */
export function staleIds(equivalents: Record<string, Equivalent>, ids: string[]): string[] {
  const current = new Set(ids);
  return Object.keys(equivalents).filter((id) => !current.has(id));
}

/** The equivalents whose named test is not among the rules tests: each as `id: test`. */
export function missingTests(
  equivalents: Record<string, Equivalent>,
  testNames: readonly string[],
): string[] {
  const names = new Set(testNames);
  return Object.entries(equivalents)
    .filter(([, { test }]) => !names.has(test))
    .map(([id, { test }]) => `${id}: '${test}'`);
}

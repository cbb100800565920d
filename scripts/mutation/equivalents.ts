import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { repoRoot } from '../lib/project';
import { UsageError } from '../lib/usage-error';

/**
 * scripts/mutation/equivalent-mutants.json: the mutants shown to change nothing, each id with
 * the reason. They are neither run nor scored.
 */

const file = path.join(repoRoot, 'scripts', 'mutation', 'equivalent-mutants.json');
const name = path.relative(repoRoot, file);

/** Mutant id -> why it changes nothing. */
export async function knownEquivalents(): Promise<Record<string, string>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${name} is not readable JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new UsageError(`${name} should map each mutant id to the reason it changes nothing.`);
  }
  for (const [id, reason] of Object.entries(parsed)) {
    if (typeof reason !== 'string' || reason.trim() === '') {
      throw new UsageError(`${name}: give the reason for '${id}' as text.`);
    }
  }
  return parsed as Record<string, string>;
}

/** The ids of the file that no mutant of the rules has any more. */
export function staleIds(equivalents: Record<string, string>, ids: string[]): string[] {
  const current = new Set(ids);
  return Object.keys(equivalents).filter((id) => !current.has(id));
}

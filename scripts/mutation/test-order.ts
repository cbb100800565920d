import { readdirSync } from 'node:fs';
import path from 'node:path';

import { allowName } from './operators';
import { parseRules } from './rules-parser';
import { walk, type Expression } from './rules-syntax';

/**
 * Which rules test files run first for a mutant. A run stops at its first failing test, so a
 * killed mutant costs as long as the files before the one that kills it: first come the files
 * of the collections the mutated function or allow governs (tests/rules has one file per
 * collection, named after it: certificateNumbers in certificate-numbers.test.ts), and before
 * them the file that killed the last mutant of the same function. Every file still runs.
 */
export class TestOrder {
  private readonly collections = new Map<string, Set<string>>();
  private readonly lastKiller = new Map<string, string>();
  private readonly kills = new Map<string, number>();

  /** `testFiles`: relative to the repository, as `tests/rules/certificates.test.ts`. */
  constructor(
    source: string,
    private readonly testFiles: string[],
  ) {
    const rules = parseRules(source);
    const calls = (expressions: Expression[]) =>
      new Set(
        expressions.flatMap((expression) =>
          [...walk(expression)].flatMap((node) =>
            node.kind === 'call' && node.callee.kind === 'identifier' ? [node.callee.name] : [],
          ),
        ),
      );
    const callees = new Map(
      rules.functions.map((fn) => [
        fn.name,
        calls([...fn.lets.map((binding) => binding.value), fn.returns]),
      ]),
    );
    for (const allow of rules.allows) {
      // Innermost first: /notes/{id}/comments/{c} governs comments above all.
      const governed = allow.path
        .split('/')
        .filter((segment) => /^\w+$/.test(segment))
        .reverse();
      const reached = new Set([allowName(allow)]);
      const pending = [...calls(allow.condition ? [allow.condition] : [])];
      for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
        if (reached.has(name) || !callees.has(name)) continue;
        reached.add(name);
        pending.push(...(callees.get(name) ?? []));
      }
      for (const place of reached) {
        const known = this.collections.get(place) ?? new Set();
        for (const collection of governed) known.add(collection);
        this.collections.set(place, known);
      }
    }
  }

  /** The test files for a mutant of `where` (a function or allow name), likeliest killer first. */
  filesFor(where: string): string[] {
    const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const ofCollections = [...(this.collections.get(where) ?? [])].flatMap((collection) =>
      this.testFiles.filter((file) => path.basename(file) === `${kebab(collection)}.test.ts`),
    );
    const byKills = [...this.testFiles].sort(
      (a, b) => (this.kills.get(b) ?? 0) - (this.kills.get(a) ?? 0),
    );
    const last = this.lastKiller.get(where);
    return [...new Set([...(last ? [last] : []), ...ofCollections, ...byKills])];
  }

  recordKill(where: string, file: string): void {
    this.lastKiller.set(where, file);
    this.kills.set(file, (this.kills.get(file) ?? 0) + 1);
  }
}

/** The rules test files, relative to `root`. */
export function rulesTestFiles(root: string): string[] {
  const dir = path.join(root, 'tests', 'rules');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('tests', 'rules', file))
    .sort();
}

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { repoRoot } from '../lib/project';
import { allowName } from './operators';
import { parseRules } from './rules-parser';
import { walk, type Expression } from './rules-syntax';
import type { Killer } from './vitest-runs';

/**
 * Which rules tests run first for a mutant. A killed mutant costs as long as the tests before
 * the one that kills it, so it is first tried on the tests that killed it in an earlier run
 * (remembered in scripts/mutation/known-killers.json) and that killed the last mutant of the same
 * function; then on every test that has killed a mutant. If none fails, all run, stopping at the
 * first failure: first the files of the collections the mutated function or allow governs
 * (tests/rules has one file per collection, named after it: certificateNumbers in
 * certificate-numbers.test.ts, or several split by what they test: certificates-adding.test.ts),
 * then the rest.
 */
export class TestOrder {
  private readonly collections = new Map<string, Set<string>>();
  private readonly lastKiller = new Map<string, Killer>();
  private readonly kills = new Map<string, number>();
  /** Mutant id -> the test that killed it last time. */
  private readonly remembered: Map<string, Killer>;

  /** `testFiles`: relative to the repository, as `tests/rules/certificates.test.ts`. */
  constructor(
    source: string,
    private readonly testFiles: string[],
    remembered: Record<string, Killer> = {},
  ) {
    this.remembered = new Map(Object.entries(remembered));
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
    // A collection's file, and the files it is split into by what they test (certificates.test.ts,
    // certificates-adding.test.ts ...).
    const isFileOf = (file: string, collection: string) =>
      new RegExp(`^${kebab(collection)}(-[a-z-]+)?\\.test\\.ts$`).test(path.basename(file));
    const ofCollections = [...(this.collections.get(where) ?? [])].flatMap((collection) =>
      this.testFiles.filter((file) => isFileOf(file, collection)),
    );
    const byKills = [...this.testFiles].sort(
      (a, b) => (this.kills.get(b) ?? 0) - (this.kills.get(a) ?? 0),
    );
    const last = this.lastKiller.get(where)?.file;
    return [...new Set([...(last ? [last] : []), ...ofCollections, ...byKills])];
  }

  /** The tests to try alone first: what killed this mutant before, and its function's last. */
  likelyKillers(mutant: { id: string; where: string }): Killer[] {
    const candidates = [this.remembered.get(mutant.id), this.lastKiller.get(mutant.where)];
    const seen = new Set<string>();
    return candidates.filter((killer): killer is Killer => {
      const key = JSON.stringify(killer ?? null);
      if (!killer || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  /** Every test that has killed a mutant, in this run or one remembered, most kills first. */
  knownKillers(): Killer[] {
    const counted = new Map<string, { killer: Killer; kills: number }>();
    for (const killer of this.remembered.values()) {
      const key = `${killer.file} ${killer.test}`;
      const known = counted.get(key) ?? { killer, kills: 0 };
      counted.set(key, { ...known, kills: known.kills + 1 });
    }
    return [...counted.values()].sort((a, b) => b.kills - a.kills).map((known) => known.killer);
  }

  recordKill(mutant: { id: string; where: string }, killer: Killer): void {
    this.remembered.set(mutant.id, killer);
    this.lastKiller.set(mutant.where, killer);
    this.kills.set(killer.file, (this.kills.get(killer.file) ?? 0) + 1);
  }

  recordSurvivor(mutant: { id: string }): void {
    this.remembered.delete(mutant.id);
  }

  /** What to remember for the next run. */
  killers(): Record<string, Killer> {
    return Object.fromEntries(this.remembered);
  }
}

/**
 * Kept in the repository, as a test-impact map is: a fresh clone's first run then starts from
 * the killers of the last run anywhere, not from nothing (a cold run took hours, a warm one under
 * one). It orders the tests and nothing more: every kill is still made, and confirmed on the
 * rules as they are, in the run that counts it.
 */
const killersFile = path.join(repoRoot, 'scripts', 'mutation', 'known-killers.json');

/** The killers remembered from earlier runs; none when the file is missing or unreadable. */
export function rememberedKillers(): Record<string, Killer> {
  try {
    return JSON.parse(readFileSync(killersFile, 'utf8')) as Record<string, Killer>;
  } catch {
    return {};
  }
}

export function rememberKillers(killers: Record<string, Killer>): void {
  writeFileSync(killersFile, `${JSON.stringify(killers, null, 2)}\n`);
}

/** The rules test files, relative to `root`. */
export function rulesTestFiles(root: string): string[] {
  const dir = path.join(root, 'tests', 'rules');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('tests', 'rules', file))
    .sort();
}

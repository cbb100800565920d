import { readFileSync } from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { passed, RulesMeter } from '../../scripts/rules-budget/meter';
import { pad } from '../../scripts/rules-budget/rules-variants';
import { BUDGET, measurePath, overBudget } from '../../scripts/rules-budget/measure';
import { closeClients } from '../../scripts/rules-budget/register';
import { writePaths } from '../../scripts/rules-budget/write-paths';

/**
 * The rules' budget (docs/decisions/024-rules-budget.md), held on every write the app makes,
 * each made through the app's own function against the emulator: at most 700 expressions in any
 * document's rule, 8 documents looked up by one document's rule and 16 by a commit, counted the
 * way production counts them (documents the commit writes included). `npm run rules-budget`
 * prints the exact figures; this test fails when any path is over.
 */

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const meter = new RulesMeter(rules);

afterAll(closeClients);

describe('the rules budget', () => {
  it.each(writePaths.map((path) => [path.name, path] as const))(
    '%s stays within it',
    { timeout: 120_000 },
    async (_name, path) => {
      const figures = await measurePath(meter, await meter.prepare(path), {
        exact: false,
        isolateAbove: BUDGET.documentLookups,
      });
      expect(overBudget(figures)).toEqual([]);
    },
  );

  // The meter proving itself on the edit path: one more document looked up is counted, and a
  // rule made costlier than the budget no longer fits.
  const edit = writePaths.find((path) => path.name === 'Edit the first name')!;
  const editRuleStart = "      return statusOf(before) in ['valid', 'suspended']";

  function withEditClause(clause: string, functions = ''): string {
    expect(rules).toContain(editRuleStart);
    return rules
      .replace(
        editRuleStart,
        `      return ${clause}\n        && statusOf(before) in ['valid', 'suspended']`,
      )
      .replace(
        'service cloud.firestore {\n  match /databases/{database}/documents {',
        (head) => `${head}\n${functions}`,
      );
  }

  it(
    'counts one more lookup when the edit rule looks one more document up',
    { timeout: 60_000 },
    async () => {
      const heavier = new RulesMeter(
        withEditClause('!exists(/databases/$(database)/documents/centres/$(certificateId))'),
      );
      const before = await meter.commitLookups(await meter.prepare(edit));
      const after = await heavier.commitLookups(await heavier.prepare(edit));
      expect(passed(before) && passed(after)).toBe(true);
      expect(after.commits[0]!.lookups.length).toBe(before.commits[0]!.lookups.length + 1);
      const added = after.commits[0]!.lookups.filter(
        (lookup) => !before.commits[0]!.lookups.includes(lookup),
      );
      expect(added.filter((lookup) => lookup.startsWith('before centres/'))).toHaveLength(1);
    },
  );

  it('fails a rule made costlier than the budget', { timeout: 120_000 }, async () => {
    // About 190 expressions more: past the budget of 700, short of production's 1,000.
    const { declarations, expression } = pad(60, 'heavierEdit');
    const heavier = new RulesMeter(withEditClause(`(${expression})`, declarations));
    const path = await heavier.prepare(edit);
    expect(passed(await heavier.commitLookups(path))).toBe(true);
    expect(passed(await heavier.fitsIn(path, BUDGET.expressions))).toBe(false);
    expect(passed(await meter.fitsIn(await meter.prepare(edit), BUDGET.expressions))).toBe(true);
  });
});

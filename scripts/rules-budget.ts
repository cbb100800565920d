/**
 * npm run rules-budget: what firestore.rules costs on every write path the app makes, measured on
 * the emulator against the budget (docs/decisions/024-rules-budget.md).
 *
 *   npm run rules-budget [-- --only <name>[,<name>...]] [--rules <file>]
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { reRunUnderEmulators } from './lib/emulator-launcher';
import { repoRoot } from './lib/project';
import { runMain, UsageError } from './lib/usage-error';
import { RulesMeter } from './rules-budget/meter';
import { BUDGET, measurePath, overBudget, type PathFigures } from './rules-budget/measure';
import { closeClients, writePaths } from './rules-budget/write-paths';

const commandLine = {
  usage: `Usage:
  npm run rules-budget [-- --only <name>[,<name>...]] [--rules <file>]

Runs every write the app makes (through its own functions) under firestore.rules on the emulator
and prints, for each, the expressions its costliest rule evaluates, the documents one document's
rules look up and the documents its commit's rules look up, against the budget of
${BUDGET.expressions} expressions, ${BUDGET.documentLookups} lookups per document and ${BUDGET.commitLookups} per commit
(production's limits: 1,000, 10 and 20). Exits with 1 if a path is over. Starts its own
emulators unless FIRESTORE_EMULATOR_HOST names running ones. About three minutes on 2 cores.

Options:
  --only <names>   measure the paths whose names contain any of these (e.g. Edit,Replace)
  --rules <file>   measure another rules file (default: firestore.rules)`,
  options: {
    only: { type: 'string' },
    rules: { type: 'string' },
  },
} as const;

export function budgetTable(rows: readonly PathFigures[]): string {
  const header = ['Write', 'Expressions', 'Lookups: document (rule)', 'Lookups: commit'];
  const cells = rows.map((row) => [
    row.name,
    row.expressions === null ? (row.fitsExpressions ? 'fits' : 'over') : String(row.expressions),
    `${row.documentLookups.count} (${row.documentLookups.rule})`,
    String(row.commitLookups.count),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => (cell[column] ?? '').length)),
  );
  const line = (cell: string[]) =>
    cell
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join(
    '\n',
  );
}

runMain(commandLine, async ({ values }) => {
  const status = await reRunUnderEmulators(import.meta.filename, process.argv.slice(2));
  if (status !== null) return status;

  const rulesFile = path.resolve(repoRoot, values.rules ?? 'firestore.rules');
  const rules = await readFile(rulesFile, 'utf8').catch(() => {
    throw new UsageError(`Cannot read the rules file ${rulesFile}.`);
  });
  const names = values.only?.split(',').filter(Boolean) ?? [];
  const chosen = writePaths.filter(
    (candidate) => names.length === 0 || names.some((name) => candidate.name.includes(name)),
  );
  if (chosen.length === 0) throw new UsageError(`No write path is named like '${values.only}'.`);

  const meter = new RulesMeter(rules);
  const rows: PathFigures[] = [];
  try {
    for (const writePath of chosen) {
      process.stdout.write(`${writePath.name} ... `);
      const figures = await measurePath(meter, await meter.prepare(writePath), { exact: true });
      console.log(
        `${figures.expressions} expressions, ${figures.documentLookups.count} / ` +
          `${figures.commitLookups.count} lookups`,
      );
      rows.push(figures);
    }
  } finally {
    await closeClients();
  }
  console.log(
    `\n${path.relative(repoRoot, rulesFile)} on each write path (budget: ${BUDGET.expressions} ` +
      `expressions, ${BUDGET.documentLookups} lookups per document, ${BUDGET.commitLookups} per ` +
      `commit; each pad term about ${(1000 / (await meter.calibration())).toFixed(1)} expressions)\n`,
  );
  console.log(budgetTable(rows));
  const problems = rows.flatMap(overBudget);
  for (const problem of problems) console.log(`\nOver budget: ${problem}`);
  return problems.length > 0 ? 1 : 0;
});

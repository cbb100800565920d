/**
 * npm run rules-budget: what firestore.rules costs on every write path the app makes, measured on
 * the emulator against the budget (docs/decisions/024-rules-budget.md); with --live, the same
 * writes once against a live Firestore, a scratch real project among them (docs/production.md).
 *
 *   npm run rules-budget [-- --only <name>[,<name>...]] [--rules <file>]
 *   npm run rules-budget -- --live [--project <id> --scratch] [--only <names>]
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { deleteApp as deleteAdminApp } from 'firebase-admin/app';
import { loadEnv } from 'vite';

import {
  adminAppFor,
  assertEmulatorsAnswer,
  describeAdminTarget,
  resolveAdminTarget,
} from './lib/admin/admin-target';
import { rulesLoadError } from './lib/emulators/emulator-client';
import { reRunUnderEmulators } from './lib/emulators/emulator-launcher';
import { projectIdProblem } from './lib/admin/production-config';
import { repoRoot } from './lib/project';
import { ArgumentError, runMain, UsageError } from './lib/usage-error';
import { checkLive } from './rules-budget/live-check';
import { RulesMeter } from './rules-budget/meter';
import { BUDGET, measurePath, overBudget, type PathFigures } from './rules-budget/measure';
import { closeClients } from './rules-budget/register';
import type { WritePath } from './rules-budget/write-path';
import { learnerPaths } from './rules-budget/learner-paths';
import { writePaths } from './rules-budget/write-paths';

const commandLine = {
  usage: `Usage:
  npm run rules-budget [-- --only <name>[,<name>...]] [--rules <file>]
  npm run rules-budget -- --live [--project <id> --scratch] [--only <name>[,<name>...]]

Runs every write the app makes (through its own functions) under firestore.rules on the emulator
and prints, for each, the expressions its costliest rule evaluates, the documents one document's
rules look up and the documents its commit's rules look up, against the budget of
${BUDGET.expressions} expressions, ${BUDGET.documentLookups} lookups per document and ${BUDGET.commitLookups} per commit
(production's limits: 1,000, 10 and 20). Exits with 1 if a path is over. Starts its own
emulators unless FIRESTORE_EMULATOR_HOST names running ones. About three minutes on 2 cores.

With --live, runs each write once, signed in as people are (staff through Firebase Auth with the
claim and a directory entry, visitors anonymously), against the rules already deployed, and
says which the database accepted; it deletes every account and document it made. Against the
emulators by default; with --project <id> against a real project, which must be a scratch one
(--scratch says so) with the rules deployed, anonymous sign-in on, App Check not enforced,
GOOGLE_APPLICATION_CREDENTIALS a service-account key of it and VITE_FIREBASE_API_KEY its web
API key (docs/production.md, "Check the rules' limits on a scratch project").

Options:
  --only <names>   measure the paths whose names contain any of these (e.g. Edit,Replace)
  --rules <file>   measure another rules file (default: firestore.rules)
  --live           run the writes once against a live Firestore instead of measuring them
  --project <id>   with --live: the real project to run them against
  --scratch        with --project: the project holds nothing that matters`,
  options: {
    only: { type: 'string' },
    rules: { type: 'string' },
    live: { type: 'boolean' },
    project: { type: 'string' },
    scratch: { type: 'boolean' },
  },
} as const;

function budgetTable(rows: readonly PathFigures[]): string {
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

/** Runs the writes once against the live target the command line names. */
async function runLive(
  chosen: readonly WritePath[],
  project: string | undefined,
  scratch: boolean,
): Promise<number> {
  if (project !== undefined) {
    const problem = projectIdProblem(project);
    if (problem) throw new ArgumentError(problem);
    if (!scratch) {
      throw new ArgumentError(
        `--live --project ${project} writes test certificates, accounts and events into that project (and deletes them after): add --scratch to say it is a scratch project.`,
      );
    }
  }
  // On the emulators, their own project: its Auth emulator signs people in for that one only.
  const target = resolveAdminTarget(process.env, { project });
  if (target.kind === 'emulators') {
    const status = await reRunUnderEmulators(import.meta.filename, process.argv.slice(2));
    if (status !== null) return status;
    await assertEmulatorsAnswer(target);
    // What a deploy is to a real project: the emulators serve firestore.rules as it is now.
    const refused = await rulesLoadError(
      target.projectId,
      await readFile(path.join(repoRoot, 'firestore.rules'), 'utf8'),
    );
    if (refused) throw new UsageError(`The emulator refused firestore.rules: ${refused}`);
  }
  const apiKey =
    target.kind === 'emulators'
      ? 'demo-api-key'
      : (process.env.VITE_FIREBASE_API_KEY ??
        loadEnv('production', repoRoot, 'VITE_').VITE_FIREBASE_API_KEY);
  if (!apiKey) {
    throw new UsageError(
      `Set VITE_FIREBASE_API_KEY to the web API key of ${target.projectId} (Project settings > Your apps), in .env.production.local or the environment.`,
    );
  }
  console.log(`Running ${chosen.length} writes once against ${describeAdminTarget(target)}.`);
  const admin = adminAppFor(target, 'rules-budget');
  const outcomes = await checkLive(target, admin, apiKey, chosen, (outcome) =>
    console.log(
      outcome.accepted
        ? `  accepted  ${outcome.name}`
        : `  REFUSED   ${outcome.name}\n            ${outcome.refusal ?? ''}`,
    ),
  );
  await deleteAdminApp(admin);
  const refused = outcomes.filter((outcome) => !outcome.accepted).length;
  console.log(
    refused === 0
      ? `Every write was accepted; the accounts and documents made for them are deleted.`
      : `${refused} of ${outcomes.length} writes were refused.`,
  );
  return refused === 0 ? 0 : 1;
}

runMain(commandLine, async ({ values }) => {
  if ((values.project !== undefined || values.scratch) && !values.live) {
    throw new ArgumentError('--project and --scratch go with --live.');
  }
  if (values.live && values.rules !== undefined) {
    throw new ArgumentError('--rules goes without --live: a live run uses the rules deployed.');
  }

  const rulesFile = path.resolve(repoRoot, values.rules ?? 'firestore.rules');
  const rules = await readFile(rulesFile, 'utf8').catch(() => {
    throw new UsageError(`Cannot read the rules file ${rulesFile}.`);
  });
  const names = values.only?.split(',').filter(Boolean) ?? [];
  const chosen = writePaths.filter(
    (candidate) => names.length === 0 || names.some((name) => candidate.name.includes(name)),
  );
  if (chosen.length === 0) throw new UsageError(`No write path is named like '${values.only}'.`);
  if (values.live) {
    // A learner's session needs an e-mail link: the learners' paths are measured on the emulator.
    const live = chosen.filter((path) => !learnerPaths.includes(path));
    return runLive(live, values.project, values.scratch ?? false);
  }

  const status = await reRunUnderEmulators(import.meta.filename, process.argv.slice(2));
  if (status !== null) return status;

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

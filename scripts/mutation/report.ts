import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { repoRoot } from '../lib/project';
import { mutatedLines, type Mutant } from './mutant';
import type { Equivalent } from './equivalents';
import type { Outcome } from './run-mutant';

/** What `npm run test:mutation` prints and keeps in mutation-results.json (git-ignored). */

export const reportFile = path.join(repoRoot, 'mutation-results.json');

export type MutantResult = Mutant & {
  line: number;
  before: string;
  after: string;
  /** Why it changes nothing, and the test that tries it, from equivalent-mutants.json; such a
   * mutant is not run. */
  equivalent?: Equivalent;
  outcome?: Outcome;
};

export function describeMutant(source: string, mutant: Mutant): Omit<MutantResult, 'outcome'> {
  return { ...mutant, ...mutatedLines(source, mutant) };
}

/** The mutated lines, as a diff: `-` the original, `+` the mutant ('(removed)' when empty). */
function formatChange(result: MutantResult, indent: string): string {
  const lines = (text: string, sign: string) =>
    text
      .split('\n')
      .map((line) => `${indent}${sign} ${line.trim()}`)
      .join('\n');
  const after = result.after.trim() === '' ? `${indent}+ (removed)` : lines(result.after, '+');
  return `${lines(result.before, '-')}\n${after}`;
}

/** The mutants, one by one with the change each makes, as `--list` prints them. */
export function printList(results: MutantResult[], staleEquivalents: string[]): void {
  for (const result of results) {
    const note =
      result.equivalent === undefined
        ? ''
        : `\n    equivalent: ${result.equivalent.reason}\n    tried by: ${result.equivalent.test}`;
    console.log(`line ${result.line}  ${result.id}${note}\n${formatChange(result, '    ')}\n`);
  }
  const byOperator = new Map<string, number>();
  for (const result of results) {
    byOperator.set(result.operator, (byOperator.get(result.operator) ?? 0) + 1);
  }
  const counts = [...byOperator].map(([operator, count]) => `${count} ${operator}`).join(', ');
  const equivalent = results.filter((result) => result.equivalent !== undefined).length;
  console.log(`${results.length} mutants (${counts}); ${equivalent} known equivalent.`);
  for (const id of staleEquivalents) {
    console.log(`equivalent-mutants.json names a mutant the rules no longer have: ${id}`);
  }
}

function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds - minutes * 60);
  return minutes > 0 ? `${minutes} min ${rest} s` : `${seconds.toFixed(1)} s`;
}

export function progressLine(done: number, total: number, result: MutantResult): string {
  const outcome = result.outcome;
  if (!outcome) return '';
  const counter = `[${String(done).padStart(String(total).length)}/${total}]`;
  const label = outcome.status === 'survived' ? 'SURVIVED' : outcome.status;
  const time = `${outcome.seconds.toFixed(1)} s`.padStart(7);
  const by =
    outcome.status === 'killed'
      ? `\n${' '.repeat(counter.length + 1)}by ${outcome.killers.map((killer) => killer.test).join('; ')}`
      : '';
  return `${counter} ${label.padEnd(8)} ${time}  line ${result.line}  ${result.id}${by}`;
}

type Score = {
  mutants: number;
  killed: number;
  survived: number;
  equivalent: number;
  invalid: number;
  errors: number;
  /** Mutants that should be killed: all but the known equivalent and the invalid ones. */
  counted: number;
};

export function scoreOf(results: MutantResult[]): Score {
  const count = (status: Outcome['status']) =>
    results.filter((result) => result.outcome?.status === status).length;
  const equivalent = results.filter((result) => result.equivalent !== undefined).length;
  const invalid = count('invalid');
  return {
    mutants: results.length,
    killed: count('killed'),
    survived: count('survived'),
    equivalent,
    invalid,
    errors: count('error'),
    counted: results.length - equivalent - invalid,
  };
}

export function percent(score: Score): string {
  return score.counted === 0 ? '100%' : `${((100 * score.killed) / score.counted).toFixed(1)}%`;
}

export function printSummary(
  results: MutantResult[],
  score: Score,
  timing: { runSeconds: number; baselineSeconds: number; jobs: number },
  staleEquivalents: string[],
): void {
  const survivors = results.filter((result) => result.outcome?.status === 'survived');
  const problems = results.filter((result) => {
    const status = result.outcome?.status;
    return status === 'error' || status === 'invalid';
  });
  if (survivors.length > 0) {
    console.log(`\nSurvivors: weakened rules that every rules test still passes\n`);
    for (const result of survivors) {
      console.log(`  line ${result.line}  ${result.id}\n${formatChange(result, '    ')}\n`);
    }
  }
  for (const result of problems) {
    const outcome = result.outcome;
    if (outcome?.status !== 'error' && outcome?.status !== 'invalid') continue;
    console.log(`\n${outcome.status}: line ${result.line}  ${result.id}\n    ${outcome.error}`);
  }
  if (staleEquivalents.length > 0) {
    console.log(
      `\nscripts/mutation/equivalent-mutants.json names mutants the rules no longer have:\n` +
        staleEquivalents.map((id) => `  ${id}`).join('\n'),
    );
  }
  console.log(
    `\nMutation score: ${score.killed} of ${score.counted} non-equivalent mutants killed (${percent(score)})`,
  );
  console.log(
    `  ${score.mutants} mutants: ${score.killed} killed, ${score.survived} survived, ` +
      `${score.equivalent} known equivalent (not run), ${score.invalid} invalid, ${score.errors} errors`,
  );
  console.log(
    `Run time: ${formatDuration(timing.runSeconds)}, ${timing.jobs} mutants at a time ` +
      `(the rules tests take ${formatDuration(timing.baselineSeconds)} on the rules as they are)`,
  );
  console.log(`Report: ${path.relative(process.cwd(), reportFile) || reportFile}`);
}

export function saveReport(report: {
  ranAt: string;
  rulesFile: string;
  only: string | null;
  jobs: number;
  runSeconds: number;
  baselineSeconds: number;
  score: Score & { percent: string };
  staleEquivalents: string[];
  mutants: MutantResult[];
}): void {
  const mutants = report.mutants.map(({ edit: _edit, ...rest }) => rest);
  writeFileSync(reportFile, `${JSON.stringify({ ...report, mutants }, null, 2)}\n`);
}

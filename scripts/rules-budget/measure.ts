import { passed, type PreparedPath, type RulesMeter, type WriteRun } from './meter';

/**
 * The budget (docs/decisions/024-rules-budget.md), and each write path measured against it.
 */
export const BUDGET = {
  /** Expressions one document's rule may evaluate (production's limit: 1,000). */
  expressions: 700,
  /** Documents one document's rule may look up (production's limit: 10). */
  documentLookups: 8,
  /** Documents a commit's rules may look up together (production's limit: 20). */
  commitLookups: 16,
} as const;

export type PathFigures = {
  name: string;
  /** The costliest rule's expressions, or null when only checked against the budget. */
  expressions: number | null;
  /** Whether every rule of the path fits the expression budget. */
  fitsExpressions: boolean;
  /**
   * The most documents the documents under one write rule looked up in one commit, and which
   * (an upper bound on one document's: two entries under one rule count together).
   */
  documentLookups: { count: number; rule: string; lookups: string[] };
  /** The most documents one commit's rules looked up, and which. */
  commitLookups: { count: number; lookups: string[] };
};

function collectionOf(document: string): string {
  return document.split('/')[0] ?? '';
}

function largestCommit(run: WriteRun): { count: number; lookups: string[] } {
  let largest = { count: 0, lookups: [] as string[] };
  for (const commit of run.commits) {
    if (commit.lookups.length > largest.count) {
      largest = { count: commit.lookups.length, lookups: commit.lookups };
    }
  }
  return largest;
}

/**
 * One path's figures: its lookups (per commit, and per collection's rules alone), and its
 * expressions, exactly (a search, several runs) or only whether they fit (one run).
 */
export async function measurePath(
  meter: RulesMeter,
  path: PreparedPath,
  {
    exact,
    isolateAbove = 0,
  }: {
    exact: boolean;
    /**
     * Measure each rule's lookups alone only when the commit's exceed this: one document's are
     * among its commit's, so a commit within it needs no more runs.
     */
    isolateAbove?: number;
  },
): Promise<PathFigures> {
  // Checking only whether the rules fit, one run does both: the rules padded to leave the
  // budget's expressions, whose lookups are those of the rules themselves (a pad looks nothing
  // up). Only a refusal there needs the rules as they are, to tell a rule too costly from a write
  // the rules refuse.
  const fitted = exact ? null : await meter.fitsIn(path, BUDGET.expressions, true);
  const all = fitted && passed(fitted) ? fitted : await meter.commitLookups(path);
  if (!passed(all)) {
    const refusal = all.commits.find((commit) => !commit.ok)?.message ?? String(all.error);
    throw new Error(`${path.path.name} is refused under the rules themselves: ${refusal}`);
  }
  const written = new Set(all.commits.flatMap((commit) => commit.documents.map(collectionOf)));
  const commitLookups = largestCommit(all);
  let documentLookups: PathFigures['documentLookups'] = {
    count: commitLookups.count,
    rule: 'the whole commit',
    lookups: commitLookups.lookups,
  };
  const rules =
    commitLookups.count > isolateAbove
      ? meter.writeRules().filter((each) => written.has(each.collection))
      : [];
  if (rules.length > 0) documentLookups = { count: 0, rule: '', lookups: [] };
  for (const rule of rules) {
    const largest = largestCommit(await meter.ruleLookups(path, rule));
    if (largest.count > documentLookups.count) {
      documentLookups = { ...largest, rule: `${rule.collection} ${rule.methods}` };
    }
  }
  const expressions = exact ? await meter.costliestRule(path) : null;
  const fitsExpressions =
    expressions === null ? fitted !== null && passed(fitted) : expressions <= BUDGET.expressions;
  return {
    name: path.path.name,
    expressions,
    fitsExpressions,
    documentLookups,
    commitLookups,
  };
}

/** What a path's figures break of the budget, in words; empty when it fits. */
export function overBudget(figures: PathFigures): string[] {
  const problems: string[] = [];
  if (!figures.fitsExpressions) {
    problems.push(
      `${figures.name}: a rule evaluates more than ${BUDGET.expressions} expressions` +
        (figures.expressions === null ? '' : ` (${figures.expressions})`),
    );
  }
  if (figures.documentLookups.count > BUDGET.documentLookups) {
    problems.push(
      `${figures.name}: the ${figures.documentLookups.rule} rule looks up ` +
        `${figures.documentLookups.count} documents (${figures.documentLookups.lookups.join(', ')})`,
    );
  }
  if (figures.commitLookups.count > BUDGET.commitLookups) {
    problems.push(
      `${figures.name}: one commit's rules look up ${figures.commitLookups.count} documents ` +
        `(${figures.commitLookups.lookups.join(', ')})`,
    );
  }
  return problems;
}

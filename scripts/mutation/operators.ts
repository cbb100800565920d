import {
  calledName,
  callerCheckFunctions,
  callerReader,
  conjuncts,
  isMember,
  type CallerTest,
} from './caller-checks';
import { applyMutant, oneLine, type Mutant, type Operator } from './mutant';
import { parseRules } from './rules-parser';
import type { AllowStatement, Expression, Span } from './rules-syntax';

/**
 * The mutation operators: each turns firestore.rules into a copy weakened in one plausible way,
 * the kind of slip a rules change could make without anyone noticing. A good rules test suite
 * fails on every copy that really lets more through.
 *
 * - caller-check: a call of a function that checks who the caller is (every part of it reads
 *   `request.auth`, directly or through another such function: isStaff(), isCallersEmail()) is
 *   left out where it is one clause of several, and becomes `true` anywhere else.
 * - drop-clause: one clause of an `a && b && c` is left out, in every function body and every
 *   `allow` condition, at any depth where dropping it lets more through (not under a `!`).
 * - widen-method: `allow get` becomes `allow read` (list too), `allow create` becomes
 *   `allow write` (update and delete too).
 * - loosen-time: `x == request.time` (or `isNow(x)`, which says it) becomes `x != null`, so a
 *   back-dated value passes.
 * - loosen-identity: a comparison with the caller (`== request.auth.uid`, `== request.auth.token.email`,
 *   a `*By` or `*Uid` field against a caller-check function) becomes `true`.
 *
 * Replacing a whole clause of a conjunction by `true` is the same as dropping it, so those are
 * made once, as drop-clause. Two mutants that produce the same text are one mutant.
 */

type Draft = Omit<Mutant, 'id' | 'where'>;

const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>=']);

/**
 * The mutants of one expression. Only places where a truer value lets more requests through
 * are visited: the walk stops at a `!`, at a call's arguments and at a comparison's operands.
 */
function mutateExpression(
  source: string,
  expression: Expression,
  callerChecks: Set<string>,
  readsCaller: CallerTest,
): Draft[] {
  const drafts: Draft[] = [];
  const text = (span: Span) => source.slice(span.start, span.end);
  const replace = (operator: Operator, node: Expression, replacement: string) =>
    drafts.push({
      operator,
      target: oneLine(text(node)),
      replacement,
      edit: { start: node.start, end: node.end, text: replacement },
    });

  const isCallerCheck = (node: Expression): boolean =>
    node.kind === 'group' ? isCallerCheck(node.inner) : callerChecks.has(calledName(node) ?? '');

  /** `wholeClause`: the node is one clause of an `&&` chain, which drop-clause already drops. */
  const visit = (node: Expression, wholeClause: boolean): void => {
    if (node.kind === 'binary' && node.operator === '&&') {
      const clauses = conjuncts(node);
      clauses.forEach((clause, index) => {
        // The clause goes with the `&&` before it (after it, for the first clause).
        const previous = clauses[index - 1];
        const next = clauses[index + 1];
        const edit = previous
          ? { start: previous.end, end: clause.end, text: '' }
          : { start: clause.start, end: next?.start ?? clause.end, text: '' };
        drafts.push({
          operator: isCallerCheck(clause) ? 'caller-check' : 'drop-clause',
          target: oneLine(text(clause)),
          replacement: '',
          edit,
        });
        visit(clause, true);
      });
    } else if (node.kind === 'binary' && node.operator === '||') {
      visit(node.left, false);
      visit(node.right, false);
    } else if (node.kind === 'group') {
      visit(node.inner, wholeClause);
    } else if (node.kind === 'conditional') {
      visit(node.then, false);
      visit(node.otherwise, false);
    } else if (isCallerCheck(node)) {
      if (!wholeClause) replace('caller-check', node, 'true');
    } else if (calledName(node) === 'isNow' && node.kind === 'call' && node.args[0]) {
      // isNow(x) is `x == request.time` by name: loosened where it is called, one place at a time.
      replace('loosen-time', node, `${text(node.args[0])} != null`);
    } else if (node.kind === 'binary' && COMPARISONS.has(node.operator)) {
      const time = [node.left, node.right].find((side) => isMember(side, 'request', 'time'));
      if (time && node.operator === '==') {
        // Not the same as dropping the clause: the value must still be there, at any time.
        const other = time === node.left ? node.right : node.left;
        replace('loosen-time', node, `${text(other)} != null`);
      } else if (time && !wholeClause) {
        replace('loosen-time', node, 'true');
      } else if (!wholeClause && (readsCaller(node.left) || readsCaller(node.right))) {
        replace('loosen-identity', node, 'true');
      }
    }
  };
  visit(expression, false);
  return drafts;
}

function widenings(allow: AllowStatement): Draft[] {
  const names = allow.methods.map((method) => method.name);
  const widen = (from: string, to: string, unless: string[]): Draft[] => {
    const method = allow.methods.find((candidate) => candidate.name === from);
    if (!method || unless.every((name) => names.includes(name))) return [];
    return [
      {
        operator: 'widen-method',
        target: from,
        replacement: to,
        edit: { start: method.start, end: method.end, text: to },
      },
    ];
  };
  return [
    ...widen('get', 'read', ['list']),
    ...widen('list', 'read', ['get']),
    ...widen('create', 'write', ['update', 'delete']),
  ];
}

/** How an allow is named in mutant ids: its path and methods. */
export function allowName(allow: AllowStatement): string {
  return `${allow.path} allow ${allow.methods.map((method) => method.name).join(', ')}`;
}

/** Every mutant of the rules, in the order of the source, each with its stable id. */
export function mutantsOf(source: string): Mutant[] {
  const rules = parseRules(source);
  const callerChecks = callerCheckFunctions(rules.functions);
  const located: (Draft & { where: string })[] = [];
  for (const fn of rules.functions) {
    const readsCaller = callerReader(callerChecks, fn);
    for (const expression of [...fn.lets.map((binding) => binding.value), fn.returns]) {
      for (const draft of mutateExpression(source, expression, callerChecks, readsCaller)) {
        located.push({ ...draft, where: fn.name });
      }
    }
  }
  for (const allow of rules.allows) {
    const where = allowName(allow);
    for (const draft of widenings(allow)) located.push({ ...draft, where });
    if (!allow.condition) continue;
    const readsCaller = callerReader(callerChecks);
    for (const draft of mutateExpression(source, allow.condition, callerChecks, readsCaller)) {
      located.push({ ...draft, where });
    }
  }

  const seenTexts = new Set<string>();
  const seenIds = new Map<string, number>();
  const mutants: Mutant[] = [];
  for (const draft of located.sort((a, b) => a.edit.start - b.edit.start)) {
    const mutated = applyMutant(source, { ...draft, id: '' });
    if (seenTexts.has(mutated)) continue;
    seenTexts.add(mutated);
    const baseId = `${draft.where} | ${draft.operator} | ${draft.target}`;
    const occurrence = (seenIds.get(baseId) ?? 0) + 1;
    seenIds.set(baseId, occurrence);
    mutants.push({ ...draft, id: occurrence === 1 ? baseId : `${baseId} #${occurrence}` });
  }
  return mutants;
}

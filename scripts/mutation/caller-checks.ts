import { walk, type Expression, type RulesFunction } from './rules-syntax';

/**
 * Reading the rules for the operators: which functions check who the caller is, whether an
 * expression reads the caller, and the clauses of a conjunction.
 */

export function isMember(expression: Expression, object: string, name: string): boolean {
  return (
    expression.kind === 'member' &&
    expression.name === name &&
    expression.object.kind === 'identifier' &&
    expression.object.name === object
  );
}

export function calledName(expression: Expression): string | null {
  return expression.kind === 'call' && expression.callee.kind === 'identifier'
    ? expression.callee.name
    : null;
}

/** Whether an expression reads the caller: `request.auth`, a caller check, or a `let` of one. */
export type CallerTest = (expression: Expression) => boolean;

export function callerReader(callerChecks: Set<string>, fn?: RulesFunction): CallerTest {
  const callerLets = new Set<string>();
  const reads: CallerTest = (expression) =>
    [...walk(expression)].some(
      (node) =>
        isMember(node, 'request', 'auth') ||
        callerChecks.has(calledName(node) ?? '') ||
        (node.kind === 'identifier' && callerLets.has(node.name)),
    );
  for (const binding of fn?.lets ?? []) if (reads(binding.value)) callerLets.add(binding.name);
  return reads;
}

/** A condition whose every part, joined by `&&`, `||` and `!`, reads the caller. */
function onlyReadsCaller(expression: Expression, reads: CallerTest): boolean {
  switch (expression.kind) {
    case 'binary':
      return expression.operator === '&&' || expression.operator === '||'
        ? onlyReadsCaller(expression.left, reads) && onlyReadsCaller(expression.right, reads)
        : reads(expression);
    case 'unary':
      return onlyReadsCaller(expression.operand, reads);
    case 'group':
      return onlyReadsCaller(expression.inner, reads);
    default:
      return reads(expression);
  }
}

/**
 * Names of the functions that check who the caller is (isStaff, isCallersEmail, isStaffOrOwner):
 * every part of what they return reads the caller. A validation that checks the caller among
 * other things is not one; its caller clause is dropped like any other clause.
 */
export function callerCheckFunctions(functions: RulesFunction[]): Set<string> {
  const found = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const fn of functions) {
      if (!found.has(fn.name) && onlyReadsCaller(fn.returns, callerReader(found, fn))) {
        found.add(fn.name);
        grew = true;
      }
    }
  }
  return found;
}

/** The clauses of an `a && b && c` chain, left to right. */
export function conjuncts(expression: Expression): Expression[] {
  return expression.kind === 'binary' && expression.operator === '&&'
    ? [...conjuncts(expression.left), ...conjuncts(expression.right)]
    : [expression];
}

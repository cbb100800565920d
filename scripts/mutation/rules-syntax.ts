/**
 * The parts of a Firestore rules file that the mutation operators change (rules-parser.ts reads
 * them): every function with its `let` bindings and `return` expression, every `allow` with its
 * methods and condition, and each expression as a tree whose nodes know where they sit in the
 * source text.
 */

export type Span = { start: number; end: number };

export type Expression = Span &
  (
    | { kind: 'binary'; operator: string; left: Expression; right: Expression }
    | { kind: 'unary'; operator: string; operand: Expression }
    | { kind: 'group'; inner: Expression }
    | { kind: 'conditional'; test: Expression; then: Expression; otherwise: Expression }
    | { kind: 'call'; callee: Expression; args: Expression[] }
    | { kind: 'member'; object: Expression; name: string }
    | { kind: 'index'; object: Expression; index: Expression }
    | { kind: 'identifier'; name: string }
    | { kind: 'literal' }
    | { kind: 'list'; items: Expression[] }
    | { kind: 'map'; values: Expression[] }
    | { kind: 'path'; parts: Expression[] }
  );

export type RulesFunction = Span & {
  name: string;
  lets: { name: string; value: Expression }[];
  returns: Expression;
};

export type AllowStatement = Span & {
  /** The match paths around it, outermost first, without `/databases/{database}/documents`. */
  path: string;
  methods: (Span & { name: string })[];
  /** Null for `allow read;`, which allows unconditionally. */
  condition: Expression | null;
};

export type RulesFile = { functions: RulesFunction[]; allows: AllowStatement[] };

export class RulesSyntaxError extends Error {
  constructor(source: string, offset: number, message: string) {
    const { line, column } = lineAndColumn(source, offset);
    super(`firestore.rules line ${line}, column ${column}: ${message}`);
    this.name = 'RulesSyntaxError';
  }
}

export function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** Every node below `expression`, itself included, outermost first. */
export function* walk(expression: Expression): Generator<Expression> {
  yield expression;
  for (const child of childrenOf(expression)) yield* walk(child);
}

function childrenOf(expression: Expression): Expression[] {
  switch (expression.kind) {
    case 'binary':
      return [expression.left, expression.right];
    case 'unary':
      return [expression.operand];
    case 'group':
      return [expression.inner];
    case 'conditional':
      return [expression.test, expression.then, expression.otherwise];
    case 'call':
      return [expression.callee, ...expression.args];
    case 'member':
      return [expression.object];
    case 'index':
      return [expression.object, expression.index];
    case 'list':
      return expression.items;
    case 'map':
      return expression.values;
    case 'path':
      return expression.parts;
    case 'identifier':
    case 'literal':
      return [];
  }
}

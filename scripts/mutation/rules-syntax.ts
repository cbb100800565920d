/**
 * Just enough of the Firestore rules language to find what the mutation operators change: every
 * function with its `let` bindings and `return` expression, every `allow` with its methods and
 * condition, and each expression as a tree whose nodes know where they sit in the source text.
 * No parser of the rules language is published, and the rules' own compiler runs only inside the
 * emulator, so this one is ours; anything it does not understand stops it with the line and column.
 */

export type Span = { start: number; end: number };

type TokenKind = 'identifier' | 'number' | 'string' | 'punctuation';
type Token = Span & { kind: TokenKind; text: string };

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

// ---- Tokens ----------------------------------------------------------------------------------

const PUNCTUATION = ['&&', '||', '==', '!=', '<=', '>=', ...'=<>!+-*/%()[]{},;:.?$'];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    const space = /^\s+/.exec(rest) ?? /^\/\/[^\n]*/.exec(rest) ?? /^\/\*[\s\S]*?\*\//.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const raw = /^[rR]('[^']*'|"[^"]*")/.exec(rest);
    const quoted = /^('(?:\\[\s\S]|[^\\'])*'|"(?:\\[\s\S]|[^\\"])*")/.exec(rest);
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    const number = /^[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?u?/.exec(rest);
    const punctuation = PUNCTUATION.find((candidate) => rest.startsWith(candidate));
    const [kind, text]: [TokenKind, string] | [null, null] = raw
      ? ['string', raw[0]]
      : quoted
        ? ['string', quoted[0]]
        : word
          ? ['identifier', word[0]]
          : number
            ? ['number', number[0]]
            : punctuation
              ? ['punctuation', punctuation]
              : [null, null];
    if (!kind) throw new RulesSyntaxError(source, at, `unexpected character '${rest[0]}'`);
    tokens.push({ kind, text, start: at, end: at + text.length });
    at += text.length;
  }
  return tokens;
}

// ---- Parser ----------------------------------------------------------------------------------

const BINARY_PRECEDENCE: Record<string, number> = {
  '||': 1,
  '&&': 2,
  '==': 3,
  '!=': 3,
  '<': 3,
  '<=': 3,
  '>': 3,
  '>=': 3,
  in: 3,
  is: 3,
  '+': 4,
  '-': 4,
  '*': 5,
  '/': 5,
  '%': 5,
};

const DOCUMENTS_PREFIX = '/databases/{database}/documents';

class Parser {
  private at = 0;
  private readonly tokens: Token[];

  constructor(private readonly source: string) {
    this.tokens = tokenize(source);
  }

  parseFile(): RulesFile {
    const file: RulesFile = { functions: [], allows: [] };
    this.block(file, [], true);
    return file;
  }

  // ---- Statements ----

  /** The statements of a block up to its closing brace (or the end of the file, at the top). */
  private block(file: RulesFile, paths: string[], topLevel: boolean): void {
    while (!(topLevel ? this.atEnd() : this.peekIs('}'))) {
      const token = this.next();
      switch (token.text) {
        case 'rules_version':
          this.expect('=');
          this.next();
          this.expect(';');
          break;
        case 'service':
          while (!this.peekIs('{')) this.next();
          this.expect('{');
          this.block(file, paths, false);
          this.expect('}');
          break;
        case 'match':
          this.match(file, paths);
          break;
        case 'function':
          file.functions.push(this.functionDeclaration(token));
          break;
        case 'allow':
          file.allows.push(this.allow(token, paths));
          break;
        default:
          throw this.error(token, `unexpected '${token.text}'`);
      }
    }
  }

  /** `match /a/{b}/{c=**} { ... }`: the path runs up to the first brace after white space. */
  private match(file: RulesFile, paths: string[]): void {
    const first = this.peek();
    let last = first;
    while (!(this.peekIs('{') && this.peek().start > last.end)) last = this.next();
    const path = this.source.slice(first.start, last.end);
    this.expect('{');
    this.block(file, [...paths, path], false);
    this.expect('}');
  }

  private functionDeclaration(keyword: Token): RulesFunction {
    const name = this.identifier();
    this.expect('(');
    while (!this.peekIs(')')) {
      this.identifier();
      if (!this.peekIs(')')) this.expect(',');
    }
    this.expect(')');
    this.expect('{');
    const lets: RulesFunction['lets'] = [];
    while (this.peekIs('let')) {
      this.next();
      const variable = this.identifier();
      this.expect('=');
      lets.push({ name: variable, value: this.expression() });
      this.expect(';');
    }
    this.expect('return');
    const returns = this.expression();
    if (this.peekIs(';')) this.next();
    const close = this.expect('}');
    return { name, lets, returns, start: keyword.start, end: close.end };
  }

  private allow(keyword: Token, paths: string[]): AllowStatement {
    const methods: AllowStatement['methods'] = [];
    do {
      if (methods.length > 0) this.expect(',');
      const method = this.next();
      if (method.kind !== 'identifier') throw this.error(method, 'expected a method name');
      methods.push({ name: method.text, start: method.start, end: method.end });
    } while (this.peekIs(','));
    let condition: Expression | null = null;
    if (this.peekIs(':')) {
      this.next();
      this.expect('if');
      condition = this.expression();
    }
    const semicolon = this.expect(';');
    const path = paths.join('').replace(DOCUMENTS_PREFIX, '') || '/';
    return { path, methods, condition, start: keyword.start, end: semicolon.end };
  }

  // ---- Expressions ----

  private expression(): Expression {
    const test = this.binary(1);
    if (!this.peekIs('?')) return test;
    this.next();
    const then = this.expression();
    this.expect(':');
    const otherwise = this.expression();
    return { kind: 'conditional', test, then, otherwise, start: test.start, end: otherwise.end };
  }

  private binary(least: number): Expression {
    let left = this.unary();
    for (;;) {
      const operator = this.atEnd() ? undefined : this.peek().text;
      const precedence = operator === undefined ? undefined : BINARY_PRECEDENCE[operator];
      if (operator === undefined || precedence === undefined || precedence < least) return left;
      this.next();
      const right = this.binary(precedence + 1);
      left = { kind: 'binary', operator, left, right, start: left.start, end: right.end };
    }
  }

  private unary(): Expression {
    if (this.peekIs('!') || this.peekIs('-')) {
      const operator = this.next();
      const operand = this.unary();
      return {
        kind: 'unary',
        operator: operator.text,
        operand,
        start: operator.start,
        end: operand.end,
      };
    }
    return this.postfix(this.primary());
  }

  private postfix(expression: Expression): Expression {
    for (;;) {
      if (this.peekIs('.')) {
        this.next();
        const name = this.next();
        expression = {
          kind: 'member',
          object: expression,
          name: name.text,
          start: expression.start,
          end: name.end,
        };
      } else if (this.peekIs('[')) {
        this.next();
        const index = this.expression();
        const close = this.expect(']');
        expression = {
          kind: 'index',
          object: expression,
          index,
          start: expression.start,
          end: close.end,
        };
      } else if (this.peekIs('(')) {
        this.next();
        const args = this.commaSeparated(')', () => this.expression());
        const close = this.expect(')');
        expression = {
          kind: 'call',
          callee: expression,
          args,
          start: expression.start,
          end: close.end,
        };
      } else {
        return expression;
      }
    }
  }

  private primary(): Expression {
    const token = this.next();
    if (token.kind === 'identifier')
      return { kind: 'identifier', name: token.text, start: token.start, end: token.end };
    if (token.kind === 'number' || token.kind === 'string')
      return { kind: 'literal', start: token.start, end: token.end };
    switch (token.text) {
      case '(': {
        const inner = this.expression();
        const close = this.expect(')');
        return { kind: 'group', inner, start: token.start, end: close.end };
      }
      case '[': {
        const items = this.commaSeparated(']', () => this.expression());
        const close = this.expect(']');
        return { kind: 'list', items, start: token.start, end: close.end };
      }
      case '{': {
        const values = this.commaSeparated('}', () => {
          this.expression();
          this.expect(':');
          return this.expression();
        });
        const close = this.expect('}');
        return { kind: 'map', values, start: token.start, end: close.end };
      }
      case '/':
        return this.path(token);
      default:
        throw this.error(token, `unexpected '${token.text}' in an expression`);
    }
  }

  /** `/databases/$(database)/documents/certificates/$(id)`: segments touch, white space ends it. */
  private path(slash: Token): Expression {
    const parts: Expression[] = [];
    let end = slash.end;
    for (;;) {
      if (this.peekIs('$') && this.peek().start === end) {
        this.next();
        this.expect('(');
        parts.push(this.expression());
        end = this.expect(')').end;
      } else {
        const segment = this.next();
        if (segment.start !== end || !/^[\w-]+$/.test(segment.text))
          throw this.error(segment, 'expected a path segment');
        end = segment.end;
        while (!this.atEnd() && this.peek().start === end && /^[\w-]+$/.test(this.peek().text))
          end = this.next().end;
      }
      if (!(this.peekIs('/') && this.peek().start === end))
        return { kind: 'path', parts, start: slash.start, end };
      this.next();
      end += 1;
    }
  }

  private commaSeparated<T>(close: string, item: () => T): T[] {
    const items: T[] = [];
    while (!this.peekIs(close)) {
      items.push(item());
      if (!this.peekIs(close)) this.expect(',');
    }
    return items;
  }

  // ---- Tokens ----

  private atEnd(): boolean {
    return this.at >= this.tokens.length;
  }

  private peek(): Token {
    const token = this.tokens[this.at];
    if (!token)
      throw new RulesSyntaxError(this.source, this.source.length, 'unexpected end of file');
    return token;
  }

  private peekIs(text: string): boolean {
    return !this.atEnd() && this.peek().text === text;
  }

  private next(): Token {
    const token = this.peek();
    this.at += 1;
    return token;
  }

  private expect(text: string): Token {
    const token = this.next();
    if (token.text !== text) throw this.error(token, `expected '${text}', found '${token.text}'`);
    return token;
  }

  private identifier(): string {
    const token = this.next();
    if (token.kind !== 'identifier')
      throw this.error(token, `expected a name, found '${token.text}'`);
    return token.text;
  }

  private error(token: Token, message: string): RulesSyntaxError {
    return new RulesSyntaxError(this.source, token.start, message);
  }
}

export function parseRules(source: string): RulesFile {
  return new Parser(source).parseFile();
}

/** Every node below `expression`, itself included, outermost first. */
export function* walk(expression: Expression): Generator<Expression> {
  yield expression;
  for (const child of childrenOf(expression)) yield* walk(child);
}

export function childrenOf(expression: Expression): Expression[] {
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

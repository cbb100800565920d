import {
  RulesSyntaxError,
  type AllowStatement,
  type Expression,
  type RulesFile,
  type RulesFunction,
  type Span,
} from './rules-syntax';

/**
 * Just enough of a parser for the Firestore rules language to find what the mutation operators
 * change. No parser of the language is published, and the rules' own compiler runs only inside
 * the emulator, so this one is ours; anything it does not understand stops it with the line and
 * column, and the emulator stays the judge of whether a mutant is valid rules.
 */

// ---- Tokens ----------------------------------------------------------------------------------

type TokenKind = 'identifier' | 'number' | 'string' | 'punctuation';
type Token = Span & { kind: TokenKind; text: string };

const TOKEN = new RegExp(
  [
    /(?<space>\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/,
    // A raw string (r'...') keeps its backslashes; any other string escapes with them.
    /(?<string>[rR](?:'[^']*'|"[^"]*")|'(?:\\[\s\S]|[^\\'])*'|"(?:\\[\s\S]|[^\\"])*")/,
    /(?<identifier>[A-Za-z_]\w*)/,
    /(?<number>\d+(?:\.\d+)?(?:[eE][+-]?\d+)?u?)/,
    /(?<punctuation>&&|\|\||==|!=|<=|>=|[=<>!+\-*/%()[\]{},;:.?$])/,
  ]
    .map((part) => part.source)
    .join('|'),
  'y',
);

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match?.groups) {
      throw new RulesSyntaxError(source, start, `unexpected character '${source[start]}'`);
    }
    const [kind, text] =
      Object.entries(match.groups).find(([, value]) => value !== undefined) ?? [];
    if (kind === undefined || text === undefined || kind === 'space') continue;
    tokens.push({ kind: kind as TokenKind, text, start, end: start + text.length });
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

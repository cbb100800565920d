import { RulesSyntaxError, type Span } from './rules-syntax';

/**
 * The tokens of a Firestore rules file, and a cursor over them that the parser reads from. White
 * space and comments are dropped; anything the language could not start a token with stops the
 * reading with its line and column.
 */

type TokenKind = 'identifier' | 'number' | 'string' | 'punctuation';
export type Token = Span & { kind: TokenKind; text: string };

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

export class TokenStream {
  private at = 0;
  private readonly tokens: Token[];

  constructor(readonly source: string) {
    this.tokens = tokenize(source);
  }

  atEnd(): boolean {
    return this.at >= this.tokens.length;
  }

  peek(): Token {
    const token = this.tokens[this.at];
    if (!token)
      throw new RulesSyntaxError(this.source, this.source.length, 'unexpected end of file');
    return token;
  }

  peekIs(text: string): boolean {
    return !this.atEnd() && this.peek().text === text;
  }

  next(): Token {
    const token = this.peek();
    this.at += 1;
    return token;
  }

  expect(text: string): Token {
    const token = this.next();
    if (token.text !== text) throw this.error(token, `expected '${text}', found '${token.text}'`);
    return token;
  }

  identifier(): string {
    const token = this.next();
    if (token.kind !== 'identifier')
      throw this.error(token, `expected a name, found '${token.text}'`);
    return token.text;
  }

  /** Items read by `item` up to (not including) `close`, with a comma between each two. */
  commaSeparated<T>(close: string, item: () => T): T[] {
    const items: T[] = [];
    while (!this.peekIs(close)) {
      items.push(item());
      if (!this.peekIs(close)) this.expect(',');
    }
    return items;
  }

  error(token: Token, message: string): RulesSyntaxError {
    return new RulesSyntaxError(this.source, token.start, message);
  }
}

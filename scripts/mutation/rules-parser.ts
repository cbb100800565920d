import { parseExpression } from './rules-expressions';
import type { AllowStatement, Expression, RulesFile, RulesFunction } from './rules-syntax';
import { TokenStream, type Token } from './rules-tokens';

/**
 * Just enough of a parser for the Firestore rules language to find what the mutation operators
 * change. No parser of the language is published, and the rules' own compiler runs only inside
 * the emulator, so this one is ours; anything it does not understand stops it with the line and
 * column, and the emulator stays the judge of whether a mutant is valid rules.
 *
 * This file reads the statements (`service`, `match`, `function`, `allow`); the expressions are
 * rules-expressions.ts's, the tokens rules-tokens.ts's.
 */

const DOCUMENTS_PREFIX = '/databases/{database}/documents';

export function parseRules(source: string): RulesFile {
  const tokens = new TokenStream(source);
  const file: RulesFile = { functions: [], allows: [] };
  block(tokens, file, [], true);
  return file;
}

/** The statements of a block up to its closing brace (or the end of the file, at the top). */
function block(tokens: TokenStream, file: RulesFile, paths: string[], topLevel: boolean): void {
  while (!(topLevel ? tokens.atEnd() : tokens.peekIs('}'))) {
    const token = tokens.next();
    switch (token.text) {
      case 'rules_version':
        tokens.expect('=');
        tokens.next();
        tokens.expect(';');
        break;
      case 'service':
        while (!tokens.peekIs('{')) tokens.next();
        tokens.expect('{');
        block(tokens, file, paths, false);
        tokens.expect('}');
        break;
      case 'match':
        match(tokens, file, paths);
        break;
      case 'function':
        file.functions.push(functionDeclaration(tokens, token));
        break;
      case 'allow':
        file.allows.push(allow(tokens, token, paths));
        break;
      default:
        throw tokens.error(token, `unexpected '${token.text}'`);
    }
  }
}

/** `match /a/{b}/{c=**} { ... }`: the path runs up to the first brace after white space. */
function match(tokens: TokenStream, file: RulesFile, paths: string[]): void {
  const first = tokens.peek();
  let last = first;
  while (!(tokens.peekIs('{') && tokens.peek().start > last.end)) last = tokens.next();
  const path = tokens.source.slice(first.start, last.end);
  tokens.expect('{');
  block(tokens, file, [...paths, path], false);
  tokens.expect('}');
}

function functionDeclaration(tokens: TokenStream, keyword: Token): RulesFunction {
  const name = tokens.identifier();
  tokens.expect('(');
  while (!tokens.peekIs(')')) {
    tokens.identifier();
    if (!tokens.peekIs(')')) tokens.expect(',');
  }
  tokens.expect(')');
  tokens.expect('{');
  const lets: RulesFunction['lets'] = [];
  while (tokens.peekIs('let')) {
    tokens.next();
    const variable = tokens.identifier();
    tokens.expect('=');
    lets.push({ name: variable, value: parseExpression(tokens) });
    tokens.expect(';');
  }
  tokens.expect('return');
  const returns = parseExpression(tokens);
  if (tokens.peekIs(';')) tokens.next();
  const close = tokens.expect('}');
  return { name, lets, returns, start: keyword.start, end: close.end };
}

function allow(tokens: TokenStream, keyword: Token, paths: string[]): AllowStatement {
  const methods: AllowStatement['methods'] = [];
  do {
    if (methods.length > 0) tokens.expect(',');
    const method = tokens.next();
    if (method.kind !== 'identifier') throw tokens.error(method, 'expected a method name');
    methods.push({ name: method.text, start: method.start, end: method.end });
  } while (tokens.peekIs(','));
  let condition: Expression | null = null;
  if (tokens.peekIs(':')) {
    tokens.next();
    tokens.expect('if');
    condition = parseExpression(tokens);
  }
  const semicolon = tokens.expect(';');
  const path = paths.join('').replace(DOCUMENTS_PREFIX, '') || '/';
  return { path, methods, condition, start: keyword.start, end: semicolon.end };
}

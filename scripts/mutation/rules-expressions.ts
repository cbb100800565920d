import type { Expression } from './rules-syntax';
import type { Token, TokenStream } from './rules-tokens';

/**
 * The expressions of the rules language, by precedence climbing: a conditional, binary operators
 * from `||` up to `*`, unary `!` and `-`, then member access, indexing and calls after a primary
 * (a name, a literal, a group, a list, a map or a document path).
 */

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

export function parseExpression(tokens: TokenStream): Expression {
  const test = binary(tokens, 1);
  if (!tokens.peekIs('?')) return test;
  tokens.next();
  const then = parseExpression(tokens);
  tokens.expect(':');
  const otherwise = parseExpression(tokens);
  return { kind: 'conditional', test, then, otherwise, start: test.start, end: otherwise.end };
}

function binary(tokens: TokenStream, least: number): Expression {
  let left = unary(tokens);
  for (;;) {
    const operator = tokens.atEnd() ? undefined : tokens.peek().text;
    const precedence = operator === undefined ? undefined : BINARY_PRECEDENCE[operator];
    if (operator === undefined || precedence === undefined || precedence < least) return left;
    tokens.next();
    const right = binary(tokens, precedence + 1);
    left = { kind: 'binary', operator, left, right, start: left.start, end: right.end };
  }
}

function unary(tokens: TokenStream): Expression {
  if (tokens.peekIs('!') || tokens.peekIs('-')) {
    const operator = tokens.next();
    const operand = unary(tokens);
    return {
      kind: 'unary',
      operator: operator.text,
      operand,
      start: operator.start,
      end: operand.end,
    };
  }
  return postfix(tokens, primary(tokens));
}

function postfix(tokens: TokenStream, expression: Expression): Expression {
  for (;;) {
    if (tokens.peekIs('.')) {
      tokens.next();
      const name = tokens.next();
      expression = {
        kind: 'member',
        object: expression,
        name: name.text,
        start: expression.start,
        end: name.end,
      };
    } else if (tokens.peekIs('[')) {
      tokens.next();
      const index = parseExpression(tokens);
      const close = tokens.expect(']');
      expression = {
        kind: 'index',
        object: expression,
        index,
        start: expression.start,
        end: close.end,
      };
    } else if (tokens.peekIs('(')) {
      tokens.next();
      const args = tokens.commaSeparated(')', () => parseExpression(tokens));
      const close = tokens.expect(')');
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

function primary(tokens: TokenStream): Expression {
  const token = tokens.next();
  if (token.kind === 'identifier')
    return { kind: 'identifier', name: token.text, start: token.start, end: token.end };
  if (token.kind === 'number' || token.kind === 'string')
    return { kind: 'literal', start: token.start, end: token.end };
  switch (token.text) {
    case '(': {
      const inner = parseExpression(tokens);
      const close = tokens.expect(')');
      return { kind: 'group', inner, start: token.start, end: close.end };
    }
    case '[': {
      const items = tokens.commaSeparated(']', () => parseExpression(tokens));
      const close = tokens.expect(']');
      return { kind: 'list', items, start: token.start, end: close.end };
    }
    case '{': {
      const values = tokens.commaSeparated('}', () => {
        parseExpression(tokens);
        tokens.expect(':');
        return parseExpression(tokens);
      });
      const close = tokens.expect('}');
      return { kind: 'map', values, start: token.start, end: close.end };
    }
    case '/':
      return path(tokens, token);
    default:
      throw tokens.error(token, `unexpected '${token.text}' in an expression`);
  }
}

/** `/databases/$(database)/documents/certificates/$(id)`: segments touch, white space ends it. */
function path(tokens: TokenStream, slash: Token): Expression {
  const parts: Expression[] = [];
  let end = slash.end;
  for (;;) {
    if (tokens.peekIs('$') && tokens.peek().start === end) {
      tokens.next();
      tokens.expect('(');
      parts.push(parseExpression(tokens));
      end = tokens.expect(')').end;
    } else {
      const segment = tokens.next();
      if (segment.start !== end || !/^[\w-]+$/.test(segment.text))
        throw tokens.error(segment, 'expected a path segment');
      end = segment.end;
      while (!tokens.atEnd() && tokens.peek().start === end && /^[\w-]+$/.test(tokens.peek().text))
        end = tokens.next().end;
    }
    if (!(tokens.peekIs('/') && tokens.peek().start === end))
      return { kind: 'path', parts, start: slash.start, end };
    tokens.next();
    end += 1;
  }
}

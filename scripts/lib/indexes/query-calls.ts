import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import type { QueryShape } from './index-coverage';

/**
 * The Firestore queries the source makes, found by reading it: every `where(...)` and
 * `orderBy(...)` call of the app and the scripts, for index-coverage.ts to hold against the
 * described queries of firestore-queries.ts.
 */

/** A `where(...)` or `orderBy(...)` call in the source, as written (spacing aside). */
type QueryCall = { file: string; line: number; text: string };

const queryFunctions = new Set(['where', 'orderBy']);

/** Every `where(...)` and `orderBy(...)` call of a file, modular (`where(...)`) or chained (`.where(...)`). */
export function queryCallsIn(file: string, source: string): QueryCall[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const calls: QueryCall[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : null;
      if (name && queryFunctions.has(name)) {
        const args = node.arguments.map((arg) => arg.getText(sourceFile).replace(/\s+/g, ' '));
        const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
        calls.push({ file, line: line + 1, text: `${name}(${args.join(', ')})` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return calls;
}

/** The files of the app and the scripts that may query Firestore: not tests, not test setup. */
function queryingSourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && relative !== 'src/test') walk(relative);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push(relative);
      }
    }
  };
  walk('src');
  walk('scripts');
  return files.sort();
}

/** Every query call of the app and the scripts. */
export function queryCallsOf(root: string): QueryCall[] {
  return queryingSourceFiles(root).flatMap((file) =>
    queryCallsIn(file, readFileSync(path.join(root, file), 'utf8')),
  );
}

/** The calls no entry of `shapes` names: queries nobody has described. */
export function unnamedQueryCalls(
  calls: readonly QueryCall[],
  shapes: readonly QueryShape[],
): QueryCall[] {
  return calls.filter(
    (call) => !shapes.some((shape) => shape.file === call.file && shape.calls.includes(call.text)),
  );
}

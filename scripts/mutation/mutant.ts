import { lineAndColumn, type Span } from './rules-syntax';

/**
 * A mutant: one edit that weakens firestore.rules (operators.ts makes them), with the id that
 * names it across runs, and the text of the change as the report and the list print it.
 */

export type Operator =
  'caller-check' | 'drop-clause' | 'widen-method' | 'loosen-time' | 'loosen-identity';

export type Mutant = {
  /** Stable across unrelated edits: where, operator and the text it changes, never a line. */
  id: string;
  operator: Operator;
  /** The function (`isNewCertificate`) or the allow (`/certificates/{certificateId} allow create`). */
  where: string;
  /** The text it changes, on one line. */
  target: string;
  /** What that text becomes ('' when it is removed). */
  replacement: string;
  /** The edit to the source: replace [start, end) with `text`. */
  edit: Span & { text: string };
};

export function applyMutant(source: string, mutant: Mutant): string {
  return source.slice(0, mutant.edit.start) + mutant.edit.text + source.slice(mutant.edit.end);
}

/** The line number of the change, and the whole lines it touches before and after it. */
export function mutatedLines(
  source: string,
  mutant: Mutant,
): { line: number; before: string; after: string } {
  const { start, end, text } = mutant.edit;
  const from = source.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = source.indexOf('\n', end);
  const to = lineEnd === -1 ? source.length : lineEnd;
  const before = source.slice(from, to);
  const after = source.slice(from, start) + text + source.slice(end, to);
  return { line: lineAndColumn(source, start).line, before, after };
}

/** Source text on one line: white space outside quotes collapsed, none just inside brackets. */
export function oneLine(text: string): string {
  return text
    .trim()
    .replace(
      /('(?:\\[\s\S]|[^\\'])*'|"(?:\\[\s\S]|[^\\"])*")|([([])\s+|\s+([)\]])|\s+/g,
      (_, quoted?: string, open?: string, close?: string) => quoted ?? open ?? close ?? ' ',
    );
}

import { parseRules } from '../mutation/rules-parser';
import { walk, type AllowStatement, type Span } from '../mutation/rules-syntax';

/**
 * Copies of firestore.rules that the budget meter loads into projects of its own: padded, so that
 * a rule's cost shows as the room it leaves under the expression limit; isolated, so that the
 * lookups of one collection's rules show apart from the rest of a commit's. Nothing here changes
 * what a rule allows; the emulator stays the judge of whether the copy compiles.
 */

const WRITE_METHODS = new Set(['create', 'update', 'delete', 'write']);

/** The four lookups, and which state of the database each reads. */
const LOOKUPS: Record<string, LookupState> = {
  get: 'before',
  exists: 'before',
  getAfter: 'after',
  existsAfter: 'after',
};

export type LookupState = 'before' | 'after';

/** Where a lookup's path argument starts in the rules text, and which state it reads. */
export type LookupSite = { offset: number; state: LookupState };

/** Every get/exists/getAfter/existsAfter in the rules, by the offset of its path argument. */
export function lookupSites(source: string): LookupSite[] {
  const file = parseRules(source);
  const roots = [
    ...file.functions.flatMap((fn) => [...fn.lets.map((binding) => binding.value), fn.returns]),
    ...file.allows.flatMap((allow) => (allow.condition ? [allow.condition] : [])),
  ];
  const sites: LookupSite[] = [];
  for (const root of roots) {
    for (const node of walk(root)) {
      if (node.kind !== 'call' || node.callee.kind !== 'identifier') continue;
      const state = LOOKUPS[node.callee.name];
      const argument = node.args[0];
      if (state && argument) sites.push({ offset: argument.start, state });
    }
  }
  return sites;
}

/** The collection an allow statement guards: the first segment of its match path. */
function collectionOf(allow: AllowStatement): string {
  return allow.path.split('/').filter(Boolean)[0] ?? '';
}

type GuardedAllow = AllowStatement & { condition: NonNullable<AllowStatement['condition']> };

function isWriteRule(allow: AllowStatement): allow is GuardedAllow {
  const writes = allow.methods.filter((method) => WRITE_METHODS.has(method.name)).length;
  if (writes > 0 && writes < allow.methods.length) {
    throw new Error(
      `allow ${allow.methods.map((method) => method.name).join(', ')} on ${allow.path} ` +
        'mixes reads and writes; the budget meter measures write rules alone.',
    );
  }
  return writes > 0 && allow.condition !== null;
}

type Edit = Span & { text: string };

function applyEdits(source: string, edits: Edit[]): string {
  let result = source;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

const DOCUMENTS_MATCH = /match\s+\/databases\/\{database\}\/documents\s*\{/;

/** Adds function declarations at the top of the documents match, where every rule sees them. */
function withFunctions(source: string, declarations: string): string {
  const match = DOCUMENTS_MATCH.exec(source);
  if (!match) throw new Error('No `match /databases/{database}/documents` block in the rules.');
  const at = match.index + match[0].length;
  return `${source.slice(0, at)}\n${declarations}\n${source.slice(at)}`;
}

/** Terms joined by && inside a function each: a long flat chain does not compile. */
const PAD_ARITY = 16;

/**
 * `leaves` terms that are always true, as nested functions, and the expression that evaluates
 * them all. Each leaf costs the same few expressions, so the pad's cost grows in even steps.
 */
export function pad(
  leaves: number,
  /** Names the pad's functions, so two pads can stand in one file. */
  name = 'budgetPad',
): { declarations: string; expression: string } {
  if (leaves === 0) return { declarations: '', expression: 'true' };
  const declarations: string[] = [];
  let terms = Array.from({ length: leaves }, () => 'true');
  for (let level = 0; terms.length > PAD_ARITY; level += 1) {
    const next: string[] = [];
    for (let index = 0; index < terms.length; index += PAD_ARITY) {
      const fn = `${name}${level}x${index / PAD_ARITY}`;
      declarations.push(
        `function ${fn}() { return ${terms.slice(index, index + PAD_ARITY).join(' && ')}; }`,
      );
      next.push(`${fn}()`);
    }
    terms = next;
  }
  return { declarations: declarations.join('\n'), expression: terms.join(' && ') };
}

/**
 * Every write rule (or only `only`) evaluates `leaves` always-true terms before its own condition: a write that
 * still passes leaves at least that much room under the limit in each of its documents' rules.
 */
export function paddedRules(source: string, leaves: number, only?: WriteRule): string {
  const { declarations, expression } = pad(leaves);
  const edits = parseRules(source)
    .allows.filter(isWriteRule)
    .filter((_, index) => only === undefined || index === only.index)
    .map((allow): Edit => {
      const { condition } = allow;
      return {
        start: condition.start,
        end: condition.end,
        text: `${expression} && (${source.slice(condition.start, condition.end)})`,
      };
    });
  return withFunctions(applyEdits(source, edits), declarations);
}

/** A write rule of the rules: its collection and methods, as the meter names it. */
export type WriteRule = { collection: string; methods: string; index: number };

/** Every `allow` of the rules that guards a write, in order. */
export function writeRules(source: string): WriteRule[] {
  return parseRules(source)
    .allows.filter(isWriteRule)
    .map((allow, index) => ({
      collection: collectionOf(allow),
      methods: allow.methods.map((method) => method.name).join(', '),
      index,
    }));
}

/**
 * Only one write rule is evaluated in full; every other allows the write outright, so the
 * lookups a commit makes are those of this rule's documents alone.
 */
export function isolatedRules(source: string, rule: WriteRule): string {
  const allows = parseRules(source).allows.filter(isWriteRule);
  if (!allows[rule.index]) throw new Error(`The rules have no write rule ${rule.index}.`);
  const edits = allows
    .filter((_, index) => index !== rule.index)
    .map((allow): Edit => ({
      start: allow.condition.start,
      end: allow.condition.end,
      text: 'true',
    }));
  return applyEdits(source, edits);
}

/** A rules file in which one collection's create rule is the pad alone (for calibration). */
export function calibrationRules(leaves: number): string {
  const { declarations, expression } = pad(leaves);
  return `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${declarations}
    match /calibration/{id} {
      allow create: if ${expression} && (true);
    }
  }
}
`;
}

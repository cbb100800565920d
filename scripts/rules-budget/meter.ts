import { doc, setDoc } from 'firebase/firestore/lite';

import {
  lookupCounts,
  lookupsBetween,
  projectFor,
  readRegister,
  replaceRegister,
  type StoredDocument,
} from './emulator-projects';
import {
  calibrationRules,
  isolatedRules,
  lookupSites,
  paddedRules,
  writeRules,
  type LookupSite,
  type WriteRule,
} from './rules-variants';
import { registerIn } from './register';
import { seedRegister } from './register-seed';
import type { WritePath } from './write-path';

/**
 * The rules' cost on each write path, measured on the emulator (docs/decisions/
 * 024-rules-budget.md). Production refuses a write whose rule evaluates more than 1,000
 * expressions for one document, or looks up more than 10 documents for one document or 20 for
 * the commit; the emulator enforces the first, but leaves documents the commit writes out of the
 * second. So:
 * - expressions: every write rule is padded with always-true terms before its own condition; the
 *   largest pad with which the write still passes is the room its costliest rule leaves;
 * - lookups: the emulator's coverage report, read just before and after each commit, names every
 *   document a get/exists/getAfter/existsAfter read, written in the commit or not; each document
 *   counts once for the state (before or after the commit) it was read in. A document's own
 *   figure is that of its collection's rules alone (the others allowing the write outright).
 */

const EXPRESSION_LIMIT = 1000;

/** What a commit did under one variant of the rules. */
type CommitRun = {
  ok: boolean;
  /** The refusal, when there was one. */
  message?: string;
  /** `collection/id` of each document it wrote or deleted. */
  documents: string[];
  /** `before|after collection/id` of each document the rules looked up, when measured. */
  lookups: string[];
};

export type WriteRun = { commits: CommitRun[]; error?: unknown };

export const passed = (run: WriteRun) =>
  run.error === undefined && run.commits.length > 0 && run.commits.every((commit) => commit.ok);

/** A write path's register, built once under the real rules, copied into each variant. */
export type PreparedPath = { path: WritePath; documents: StoredDocument[]; prepared: unknown };

export class RulesMeter {
  private calibrated?: Promise<number>;
  /** Where each variant's lookups sit: a pad or an isolation moves them in the text. */
  private readonly sites = new Map<string, LookupSite[]>();

  constructor(private readonly rules: string) {}

  private sitesIn(rules: string): LookupSite[] {
    let sites = this.sites.get(rules);
    if (!sites) {
      sites = lookupSites(rules);
      this.sites.set(rules, sites);
    }
    return sites;
  }

  /** Builds the register a path starts from, through the app, under the real rules. */
  async prepare(path: WritePath): Promise<PreparedPath> {
    const projectId = await projectFor(this.rules);
    await replaceRegister(projectId, []);
    const register = registerIn(projectId);
    await seedRegister(projectId);
    const prepared = path.before ? await path.before(register) : undefined;
    return { path, documents: await readRegister(projectId), prepared };
  }

  /** Runs the path's write once on a copy of its register under `rules`. */
  async run(
    { path, documents, prepared }: PreparedPath,
    rules: string,
    measureLookups = false,
  ): Promise<WriteRun> {
    const projectId = await projectFor(rules);
    await replaceRegister(projectId, documents);
    const commits: CommitRun[] = [];
    const sites = measureLookups ? this.sitesIn(rules) : [];
    const stop = watchCommits(projectId, async (send, body) => {
      const before = measureLookups ? await lookupCounts(projectId, sites) : null;
      const response = await send();
      const after = before ? await lookupCounts(projectId, sites) : null;
      commits.push({
        ok: response.ok,
        message: response.ok ? undefined : await response.clone().text(),
        documents: documentsOf(body),
        lookups: before && after ? lookupsBetween(before, after) : [],
      });
      return response;
    });
    // The app reports a refused write on the console; here refusals are what is looked for.
    const report = console.error;
    console.error = () => undefined;
    try {
      await path.write(registerIn(projectId), prepared);
      return { commits };
    } catch (error) {
      return { commits, error };
    } finally {
      console.error = report;
      stop();
    }
  }

  /**
   * How many pad terms an empty rule takes before the limit: the scale that turns the room a
   * rule leaves into expressions. Measured on every run: first whether the figure of the last
   * measurement still holds (it fits and one more does not, two loads of the rules), and only if
   * not, by a search (a dozen).
   */
  calibration(): Promise<number> {
    this.calibrated ??= (async () => {
      const [fits, oneMoreFits] = await Promise.all([
        calibrationPasses(LAST_CALIBRATION),
        calibrationPasses(LAST_CALIBRATION + 1),
      ]);
      if (fits && !oneMoreFits) return LAST_CALIBRATION;
      return largestPassing(0, 1200, calibrationPasses);
    })();
    return this.calibrated;
  }

  /** The pad that leaves exactly `expressions` for the rule itself. */
  async padLeaving(expressions: number): Promise<number> {
    const full = await this.calibration();
    return Math.floor((full * (EXPRESSION_LIMIT - expressions)) / EXPRESSION_LIMIT);
  }

  /**
   * Does every commit of the path pass with its rules padded to leave only `expressions`? With
   * `measureLookups`, also the documents each commit's rules look up.
   */
  async fitsIn(path: PreparedPath, expressions: number, measureLookups = false): Promise<WriteRun> {
    const padded = paddedRules(this.rules, await this.padLeaving(expressions));
    return this.run(path, padded, measureLookups);
  }

  /**
   * The expressions of the path's costliest rule (or of `only`), to within one pad term (about
   * three).
   */
  async costliestRule(path: PreparedPath, only?: WriteRule): Promise<number> {
    const full = await this.calibration();
    const room = await largestPassing(-1, full, async (leaves) =>
      passed(await this.run(path, paddedRules(this.rules, Math.max(leaves, 0), only))),
    );
    if (room < 0) return Number.POSITIVE_INFINITY;
    return Math.ceil(((full - room) * EXPRESSION_LIMIT) / full);
  }

  /** The documents each commit's rules look up, all collections' rules in force. */
  commitLookups(path: PreparedPath): Promise<WriteRun> {
    return this.run(path, this.rules, true);
  }

  /** The write rules of the rules being measured. */
  writeRules(): WriteRule[] {
    return writeRules(this.rules);
  }

  /** The documents each commit's documents under one write rule look up, that rule alone. */
  ruleLookups(path: PreparedPath, rule: WriteRule): Promise<WriteRun> {
    return this.run(path, isolatedRules(this.rules, rule), true);
  }
}

/**
 * The calibration this emulator gave when last measured (firebase-tools 13.35.1's Firestore
 * emulator): where the search of `calibration` starts. A different emulator gives another figure,
 * which the search then finds.
 */
const LAST_CALIBRATION = 325;

/** Does a rule made of `leaves` pad terms alone let a write through? */
async function calibrationPasses(leaves: number): Promise<boolean> {
  const projectId = await projectFor(calibrationRules(leaves));
  await replaceRegister(projectId, []);
  const { db } = registerIn(projectId).staff(0);
  try {
    await setDoc(doc(db, 'calibration', 'one'), { leaves });
    return true;
  } catch {
    return false;
  }
}

/** The largest n in (lo, hi] for which `passes(n)` holds, given it holds at lo and fails above. */
async function largestPassing(
  lo: number,
  hi: number,
  passes: (n: number) => Promise<boolean>,
): Promise<number> {
  let low = lo;
  let high = hi + 1;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (await passes(middle)) low = middle;
    else high = middle;
  }
  return low;
}

type Json = Record<string, unknown>;

/** `collection/id` of each document a commit request writes or deletes. */
export function documentsOf(body: unknown): string[] {
  const writes = ((body as Json | null)?.writes ?? []) as Json[];
  // A transaction also sends `verify` for each document it read and left alone: not a write.
  return writes
    .map((write) => (write.update as Json | undefined)?.name ?? write.delete)
    .filter((name): name is string => typeof name === 'string')
    .map((name) => name.replace(/^projects\/[^/]+\/databases\/\(default\)\/documents\//, ''));
}

type CommitHandler = (send: () => Promise<Response>, body: unknown) => Promise<Response>;

/** Passes each commit to `project` through `handler` until the returned function is called. */
export function watchCommits(projectId: string, handler: CommitHandler): () => void {
  const original = globalThis.fetch;
  const marker = `/projects/${projectId}/databases/(default)/documents:commit`;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes(marker)) return original(input, init);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    return handler(() => original(input, init), body);
  };
  return () => {
    globalThis.fetch = original;
  };
}

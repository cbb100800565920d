import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { applyMutant, mutatedLines, oneLine, type Mutant } from '../../scripts/mutation/mutant';
import { mutantsOf } from '../../scripts/mutation/operators';
import { parseRules } from '../../scripts/mutation/rules-parser';
import { RulesSyntaxError } from '../../scripts/mutation/rules-syntax';
import { knownEquivalents, missingTests } from '../../scripts/mutation/equivalents';
import { isVerdict, secondsPerFile } from '../../scripts/mutation/vitest-runs';
import { TestOrder } from '../../scripts/mutation/test-order';

/**
 * The mutation operators of `npm run test:mutation`, and the order it runs the test files in, on
 * a small rules file that has one of each thing they look for. The run itself (Vitest against
 * each mutant) is not tested here: it needs the emulator and takes minutes.
 */

const sample = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function isStaff() {
      return request.auth != null && request.auth.token.get('staff', false) == true;
    }

    function isOwner(data) {
      return data.ownerUid == request.auth.uid;
    }

    function isStaffOrOwner(data) {
      return isStaff() || isOwner(data);
    }

    // A comment with && and ; in it.
    function isNote(data) {
      let note = request.resource.data;
      return note.text is string
        && note.text.matches('[^;&]*')
        && !(note.a == null && note.b == null)
        && (note.kind == 'plain' || (note.kind == 'linked' && exists(/databases/$(database)/documents/notes/$(note.link))))
        && note.createdAt == request.time
        && isOwner(note);
    }

    function isReview(data) {
      return data.reviewedBy == request.auth.token.email && data.reviewedAt == request.time;
    }

    match /notes/{noteId} {
      allow get: if isStaff();
      allow create: if isStaff() && isNote(request.resource.data);
      allow update: if isStaffOrOwner(resource.data) && (request.time < resource.data.lockedAt || isReview(request.resource.data));

      match /comments/{commentId} {
        allow get, list: if isStaff();
        allow delete;
      }
    }
  }
}
`;

const mutants = mutantsOf(sample);

function mutant(where: string, operator: Mutant['operator'], target: string): Mutant {
  const found = mutants.find(
    (candidate) =>
      candidate.where === where && candidate.operator === operator && candidate.target === target,
  );
  if (!found) throw new Error(`no mutant ${where} | ${operator} | ${target}`);
  return found;
}

describe('parsing the rules', () => {
  it('finds every function and allow, with the match paths around each allow', () => {
    const rules = parseRules(sample);
    expect(rules.functions.map((fn) => fn.name)).toEqual([
      'isStaff',
      'isOwner',
      'isStaffOrOwner',
      'isNote',
      'isReview',
    ]);
    expect(
      rules.allows.map((allow) => [allow.path, allow.methods.map((method) => method.name)]),
    ).toEqual([
      ['/notes/{noteId}', ['get']],
      ['/notes/{noteId}', ['create']],
      ['/notes/{noteId}', ['update']],
      ['/notes/{noteId}/comments/{commentId}', ['get', 'list']],
      ['/notes/{noteId}/comments/{commentId}', ['delete']],
    ]);
    expect(rules.allows.at(-1)?.condition).toBeNull();
  });

  it("says where it stopped when it meets what it doesn't know", () => {
    const broken = sample.replace('allow get: if isStaff();', 'allow get: if isStaff() ===;');
    expect(() => parseRules(broken)).toThrow(RulesSyntaxError);
    expect(() => parseRules(broken)).toThrow(/line 32, column 33/);
  });

  it("parses the project's own firestore.rules, and every mutant of it", () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    const ofRules = mutantsOf(rules);
    expect(ofRules.length).toBeGreaterThan(0);
    for (const found of ofRules) expect(() => parseRules(applyMutant(rules, found))).not.toThrow();
  });
});

describe('caller-check', () => {
  it('makes a lone isStaff() true, and leaves isStaff() out where it is one clause of several', () => {
    const get = mutant('/notes/{noteId} allow get', 'caller-check', 'isStaff()');
    expect(applyMutant(sample, get)).toContain('allow get: if true;');
    const create = mutant('/notes/{noteId} allow create', 'caller-check', 'isStaff()');
    expect(applyMutant(sample, create)).toContain(
      'allow create: if isNote(request.resource.data);',
    );
  });

  it('counts a function made only of caller checks as one, and a validation that has one as none', () => {
    const update = mutant(
      '/notes/{noteId} allow update',
      'caller-check',
      'isStaffOrOwner(resource.data)',
    );
    expect(applyMutant(sample, update)).toContain(
      'allow update: if (request.time < resource.data.lockedAt',
    );
    expect(mutants.some((found) => found.target === 'isReview(request.resource.data)')).toBe(false);
    // isOwner(note) is a clause of isNote: left out, as a caller check.
    expect(mutant('isNote', 'caller-check', 'isOwner(note)').replacement).toBe('');
  });
});

describe('drop-clause', () => {
  it('leaves out each clause of a function in turn, first, middle and last', () => {
    const clauses = mutants.filter(
      (found) => found.where === 'isNote' && found.operator !== 'loosen-time',
    );
    expect(clauses.map((found) => found.target)).toEqual([
      'note.text is string',
      "note.text.matches('[^;&]*')",
      '!(note.a == null && note.b == null)',
      "(note.kind == 'plain' || (note.kind == 'linked' && exists(/databases/$(database)/documents/notes/$(note.link))))",
      "note.kind == 'linked'",
      'exists(/databases/$(database)/documents/notes/$(note.link))',
      'note.createdAt == request.time',
      'isOwner(note)',
    ]);
    expect(mutatedLines(sample, clauses[0] as Mutant).after).toBe(
      "      return note.text.matches('[^;&]*')",
    );
    expect(mutatedLines(sample, clauses[7] as Mutant)).toEqual({
      line: 23,
      before: '        && note.createdAt == request.time\n        && isOwner(note);',
      after: '        && note.createdAt == request.time;',
    });
  });

  it('reaches into an || but not under a !', () => {
    const inner = mutant('isNote', 'drop-clause', "note.kind == 'linked'");
    expect(applyMutant(sample, inner)).toContain(
      '|| (exists(/databases/$(database)/documents/notes/$(note.link))))',
    );
    expect(mutants.some((found) => found.target === 'note.a == null')).toBe(false);
  });

  it('drops clauses of allow conditions too', () => {
    const found = mutant(
      '/notes/{noteId} allow create',
      'drop-clause',
      'isNote(request.resource.data)',
    );
    expect(applyMutant(sample, found)).toContain('allow create: if isStaff();');
  });
});

describe('widen-method', () => {
  it('widens get to read and create to write, and leaves get, list alone', () => {
    const widened = mutants.filter((found) => found.operator === 'widen-method');
    expect(
      widened.map((found) => `${found.where}: ${found.target} -> ${found.replacement}`),
    ).toEqual([
      '/notes/{noteId} allow get: get -> read',
      '/notes/{noteId} allow create: create -> write',
    ]);
    expect(applyMutant(sample, widened[0] as Mutant)).toContain('allow read: if isStaff();');
  });
});

describe('loosen-time and loosen-identity', () => {
  it('lets any time through where request.time was required', () => {
    const found = mutant('isNote', 'loosen-time', 'note.createdAt == request.time');
    expect(found.replacement).toBe('note.createdAt != null');
    expect(applyMutant(sample, found)).toContain('&& note.createdAt != null\n');
  });

  it('makes a comparison with the time true where leaving it out is not the same', () => {
    const found = mutant(
      '/notes/{noteId} allow update',
      'loosen-time',
      'request.time < resource.data.lockedAt',
    );
    expect(applyMutant(sample, found)).toContain('&& (true || isReview(');
  });

  it('loosens each call of isNow(x), which says x == request.time, where it is made', () => {
    const rules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function isNow(value) {
      return value == request.time;
    }
    match /notes/{id} {
      allow create: if isNow(request.resource.data.at) && isNow(request.resource.data.seen);
    }
  }
}
`;
    const loosened = mutantsOf(rules).filter((found) => found.operator === 'loosen-time');
    expect(loosened.map((found) => found.replacement)).toEqual([
      'value != null',
      'request.resource.data.at != null',
      'request.resource.data.seen != null',
    ]);
    expect(applyMutant(rules, loosened[1]!)).toContain(
      'allow create: if request.resource.data.at != null && isNow(request.resource.data.seen);',
    );
  });

  it("makes a comparison with the caller's identity true", () => {
    const owner = mutant('isOwner', 'loosen-identity', 'data.ownerUid == request.auth.uid');
    expect(applyMutant(sample, owner)).toContain('function isOwner(data) {\n      return true;');
    // A whole clause is left out by drop-clause; making it true as well would be the same mutant.
    const review = mutants.filter((found) => found.where === 'isReview');
    expect(review.map((found) => `${found.operator} | ${found.target}`)).toEqual([
      'drop-clause | data.reviewedBy == request.auth.token.email',
      'drop-clause | data.reviewedAt == request.time',
      'loosen-time | data.reviewedAt == request.time',
    ]);
  });
});

describe('mutant ids', () => {
  it('name the function, the operator and the text, and survive unrelated edits', () => {
    expect(mutant('isNote', 'loosen-time', 'note.createdAt == request.time').id).toBe(
      'isNote | loosen-time | note.createdAt == request.time',
    );
    const edited = sample.replace(
      '    function isOwner',
      '    // A new helper.\n    function isAdult(data) {\n      return data.age >= 18 && data.age < 130;\n    }\n\n    function isOwner',
    );
    const before = mutants.map((found) => found.id);
    const after = mutantsOf(edited).map((found) => found.id);
    expect(after.filter((id) => !id.startsWith('isAdult'))).toEqual(before);
    expect(new Set(after).size).toBe(after.length);
  });

  it('keep white space inside quotes', () => {
    expect(oneLine("a\n   && b.matches('.*  .*')  ")).toBe("a && b.matches('.*  .*')");
  });
});

describe('mutatedLines', () => {
  it('gives the line number and the whole lines before and after', () => {
    const found = mutant('isNote', 'loosen-time', 'note.createdAt == request.time');
    expect(mutatedLines(sample, found)).toEqual({
      line: 23,
      before: '        && note.createdAt == request.time',
      after: '        && note.createdAt != null',
    });
  });
});

describe('the order of the test files', () => {
  const files = [
    'tests/rules/default-deny.test.ts',
    'tests/rules/notes.test.ts',
    'tests/rules/comments.test.ts',
  ];

  it("runs first the files of the collections a function's mutants can open", () => {
    const order = new TestOrder(sample, files);
    // isNote is reached from /notes only; isStaff from /notes and its comments.
    expect(order.filesFor('isNote')[0]).toBe('tests/rules/notes.test.ts');
    expect(order.filesFor('isStaff').slice(0, 2).sort()).toEqual([
      'tests/rules/comments.test.ts',
      'tests/rules/notes.test.ts',
    ]);
    expect(order.filesFor('/notes/{noteId}/comments/{commentId} allow get, list')[0]).toBe(
      'tests/rules/comments.test.ts',
    );
    expect(new Set(order.filesFor('isNote'))).toEqual(new Set(files));
  });

  it("runs first every file a collection's tests are split into", () => {
    const split = [...files, 'tests/rules/notes-editing.test.ts', 'tests/rules/notebooks.test.ts'];
    const order = new TestOrder(sample, split);
    expect(order.filesFor('isNote').slice(0, 2).sort()).toEqual([
      'tests/rules/notes-editing.test.ts',
      'tests/rules/notes.test.ts',
    ]);
  });

  it("tries first the tests that killed the same mutant before, and its function's last", () => {
    const before = { file: 'tests/rules/notes.test.ts', test: 'notes refuses a stranger' };
    const order = new TestOrder(sample, files, { 'isNote | drop-clause | isOwner(note)': before });
    const mutant = { id: 'isNote | drop-clause | isOwner(note)', where: 'isNote' };
    expect(order.likelyKillers(mutant)).toEqual([before]);

    const latest = { file: 'tests/rules/default-deny.test.ts', test: 'paths are closed' };
    order.recordKill({ id: 'isNote | drop-clause | note.text is string', where: 'isNote' }, latest);
    expect(order.likelyKillers(mutant)).toEqual([before, latest]);
    expect(order.filesFor('isNote')[0]).toBe('tests/rules/default-deny.test.ts');
    expect(order.likelyKillers({ id: 'isReview | x', where: 'isReview' })).toEqual([]);

    order.recordSurvivor(mutant);
    expect(Object.keys(order.killers())).toEqual(['isNote | drop-clause | note.text is string']);
  });

  it('tries next every test that has killed a mutant, the one with most kills first', () => {
    const once = { file: 'tests/rules/notes.test.ts', test: 'notes refuses a stranger' };
    const twice = { file: 'tests/rules/default-deny.test.ts', test: 'paths are closed' };
    const order = new TestOrder(sample, files, { 'isNote | drop-clause | isOwner(note)': once });
    expect(order.knownKillers()).toEqual([once]);

    order.recordKill({ id: 'isNote | drop-clause | note.text is string', where: 'isNote' }, twice);
    order.recordKill({ id: 'isStaff | caller-check | isStaff()', where: 'isStaff' }, twice);
    expect(order.knownKillers()).toEqual([twice, once]);
  });
});

describe('secondsPerFile', () => {
  it("reads each file's time from a Vitest JSON report, slowest first", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mutation-test-'));
    const root = path.resolve(import.meta.dirname, '../..');
    const file = (name: string, seconds: number) => ({
      name: path.join(root, 'tests/rules', name),
      startTime: 1_000,
      endTime: 1_000 + seconds * 1000,
      assertionResults: [],
    });
    const report = { testResults: [file('a.test.ts', 2.5), file('b.test.ts', 30)] };
    writeFileSync(path.join(dir, 'baseline.json'), JSON.stringify(report));
    expect(await secondsPerFile(dir, 'baseline')).toEqual([
      ['tests/rules/b.test.ts', 30],
      ['tests/rules/a.test.ts', 2.5],
    ]);
  });
});

describe('what counts as a kill', () => {
  it('is an assertion on what was allowed or refused, or a refusal by the expression limit', () => {
    expect(isVerdict(["AssertionError: expected 'allowed' to be 'denied'"])).toBe(true);
    expect(
      isVerdict(['Error: Refused by the expression limit, not by a rule: 7 PERMISSION_DENIED']),
    ).toBe(true);
  });

  it('is not a time-out or an emulator slow to answer on a busy machine', () => {
    expect(isVerdict(['Error: Test timed out in 30000ms.'])).toBe(false);
    expect(isVerdict(['FirebaseError: [code=unavailable]: Connection failed.'])).toBe(false);
  });
});

describe('equivalent mutants', () => {
  it('each name a test that exists, or the run stops', () => {
    const equivalents = {
      a: { reason: 'Why a changes nothing.', test: 'certificates > refuses this' },
      b: { reason: 'Why b changes nothing.', test: 'certificates > a test since renamed' },
    };
    expect(missingTests(equivalents, ['certificates > refuses this'])).toEqual([
      "b: 'certificates > a test since renamed'",
    ]);
  });

  it("keeps the project's own list with a reason and a test for every one", async () => {
    const equivalents = await knownEquivalents();
    for (const entry of Object.values(equivalents)) {
      expect(entry.reason.length).toBeGreaterThan(20);
      expect(entry.test).toMatch(/ > /);
    }
  });
});

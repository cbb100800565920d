import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { firestoreQueries } from './firestore-queries';
import {
  compositeIndexFor,
  DOCUMENT_ID,
  indexProblems,
  type IndexesJson,
  type QueryShape,
} from './index-coverage';
import { repoRoot } from '../project';
import { queryCallsIn, queryCallsOf, unnamedQueryCalls } from './query-calls';

/**
 * firestore.indexes.json is complete: every query of the app and the scripts is known
 * (scripts/lib/indexes/firestore-queries.ts names each `where`/`orderBy` call found in src/ and
 * scripts/), and each one that needs a composite index has it. Production refuses a query
 * without its index; the emulator never does, so no other test would notice.
 */

const indexes = JSON.parse(
  readFileSync(path.join(repoRoot, 'firestore.indexes.json'), 'utf8'),
) as IndexesJson;
const calls = queryCallsOf(repoRoot);

describe('the queries of the app and the scripts', () => {
  it('finds the query calls it knows of (the scan itself works)', () => {
    expect(calls.length).toBeGreaterThan(15);
    expect(calls).toContainEqual(
      expect.objectContaining({
        file: 'src/features/review/api/list-attempts.ts',
        text: "orderBy('attemptedAt', 'desc')",
      }),
    );
  });

  it('names every where() and orderBy() call in scripts/lib/indexes/firestore-queries.ts', () => {
    const unnamed = unnamedQueryCalls(calls, firestoreQueries);
    expect(
      unnamed.map((call) => `${call.file}:${call.line} ${call.text}`),
      'queries no entry of scripts/lib/indexes/firestore-queries.ts describes: add one for each',
    ).toEqual([]);
  });

  it('has no entry whose calls are gone from its file', () => {
    const stale = firestoreQueries.flatMap((shape) =>
      shape.calls
        .filter((text) => !calls.some((call) => call.file === shape.file && call.text === text))
        .map((text) => `${shape.file} (${shape.purpose}): ${text}`),
    );
    expect(
      stale,
      'entries of scripts/lib/indexes/firestore-queries.ts that no longer match the source',
    ).toEqual([]);
  });

  it('has every composite index it needs in firestore.indexes.json', () => {
    expect(indexProblems(firestoreQueries, indexes)).toEqual([]);
  });

  // Loading firebase-tools' Firestore module takes over a second on a busy two-core machine;
  // the timeout is for such a machine, not Vitest's default of 5 s.
  it(
    'is a file firebase-tools accepts, with the TTL policies of the check records',
    { timeout: 30_000 },
    () => {
      // firebase-tools' own check of the file, as `firebase deploy` runs it before any request.
      const { FirestoreApi } = createRequire(import.meta.url)(
        'firebase-tools/lib/firestore/api.js',
      ) as { FirestoreApi: new () => { validateSpec: (spec: unknown) => void } };
      expect(() => new FirestoreApi().validateSpec(indexes)).not.toThrow();
      expect(indexes.fieldOverrides).toEqual(
        expect.arrayContaining(
          ['verificationChecks', 'failedVerifications', 'batchChecks', 'batchQuota'].map(
            (collection) =>
              expect.objectContaining({
                collectionGroup: collection,
                fieldPath: 'expiresAt',
                ttl: true,
              }),
          ),
        ),
      );
    },
  );

  it('would notice a missing index: without the file, the review queue is refused', () => {
    expect(indexProblems(firestoreQueries, { indexes: [] })).toEqual(
      expect.arrayContaining([
        'src/features/review/api/list-attempts.ts (attempts of one status, newest first, a page at a time) needs this composite index in firestore.indexes.json: {"collectionGroup":"failedVerifications","queryScope":"COLLECTION","fields":[{"fieldPath":"status","order":"ASCENDING"},{"fieldPath":"attemptedAt","order":"DESCENDING"}]}',
      ]),
    );
  });
});

describe('the scan for query calls', () => {
  it('finds modular and chained calls, however they are wrapped, with their lines', () => {
    const source = [
      "const a = query(ref, where('status', '==', s), orderBy('at', 'desc'));",
      'const b = db',
      '  .collection(name)',
      '  .where(',
      "    'email',",
      "    '==',",
      '    email,',
      '  )',
      '  .orderBy(FieldPath.documentId());',
      "const c = list.filter((x) => x.where === 'here');",
    ].join('\n');
    expect(queryCallsIn('x.ts', source)).toEqual([
      { file: 'x.ts', line: 1, text: "where('status', '==', s)" },
      { file: 'x.ts', line: 1, text: "orderBy('at', 'desc')" },
      { file: 'x.ts', line: 2, text: 'orderBy(FieldPath.documentId())' },
      { file: 'x.ts', line: 2, text: "where('email', '==', email)" },
    ]);
  });
});

const shape = (parts: Partial<QueryShape>): QueryShape => ({
  file: 'x.ts',
  purpose: 'a test',
  collection: 'things',
  calls: [],
  ...parts,
});

describe('which queries need a composite index', () => {
  it.each<[string, Partial<QueryShape>]>([
    ['equality on one field', { where: [{ field: 'a', op: '==' }] }],
    [
      'equality on several fields (single-field indexes merge)',
      {
        where: [
          { field: 'a', op: '==' },
          { field: 'b', op: 'in' },
        ],
      },
    ],
    [
      'a range on one field',
      {
        where: [
          { field: 'a', op: '>=' },
          { field: 'a', op: '<' },
        ],
      },
    ],
    [
      'a range and a sort on the same field',
      { where: [{ field: 'a', op: '>' }], orderBy: [{ field: 'a', direction: 'desc' }] },
    ],
    [
      'a sort with the id as tie-break in the same direction',
      {
        orderBy: [
          { field: 'a', direction: 'desc' },
          { field: DOCUMENT_ID, direction: 'desc' },
        ],
      },
    ],
    ['a range of ids', { orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }] }],
    [
      'equality with the id as sort',
      { where: [{ field: 'a', op: '==' }], orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }] },
    ],
  ])('none for %s', (_, parts) => {
    expect(compositeIndexFor(shape(parts))).toBeNull();
  });

  it.each<[string, Partial<QueryShape>, object[]]>([
    [
      'equality with a sort on another field',
      { where: [{ field: 'a', op: '==' }], orderBy: [{ field: 'b', direction: 'desc' }] },
      [
        { fieldPath: 'a', order: 'ASCENDING' },
        { fieldPath: 'b', order: 'DESCENDING' },
      ],
    ],
    [
      'equality with a range on another field',
      {
        where: [
          { field: 'a', op: '==' },
          { field: 'b', op: '<' },
        ],
      },
      [
        { fieldPath: 'a', order: 'ASCENDING' },
        { fieldPath: 'b', order: 'ASCENDING' },
      ],
    ],
    [
      'array-contains with a sort',
      {
        where: [{ field: 'tags', op: 'array-contains' }],
        orderBy: [{ field: 'at', direction: 'asc' }],
      },
      [
        { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
        { fieldPath: 'at', order: 'ASCENDING' },
      ],
    ],
    [
      'two sorts',
      {
        orderBy: [
          { field: 'a', direction: 'asc' },
          { field: 'b', direction: 'desc' },
        ],
      },
      [
        { fieldPath: 'a', order: 'ASCENDING' },
        { fieldPath: 'b', order: 'DESCENDING' },
      ],
    ],
    [
      'a sort and a range on another field (the range field sorted after)',
      { where: [{ field: 'b', op: '>' }], orderBy: [{ field: 'a', direction: 'desc' }] },
      [
        { fieldPath: 'a', order: 'DESCENDING' },
        { fieldPath: 'b', order: 'ASCENDING' },
      ],
    ],
    [
      'a sort with the id as tie-break the other way',
      {
        orderBy: [
          { field: 'a', direction: 'desc' },
          { field: DOCUMENT_ID, direction: 'asc' },
        ],
      },
      [
        { fieldPath: 'a', order: 'DESCENDING' },
        { fieldPath: DOCUMENT_ID, order: 'ASCENDING' },
      ],
    ],
  ])('one for %s', (_, parts, fields) => {
    expect(compositeIndexFor(shape(parts))).toMatchObject({
      collectionGroup: 'things',
      queryScope: 'COLLECTION',
      fields,
    });
  });
});

describe('whether firestore.indexes.json has it', () => {
  const query = shape({
    where: [
      { field: 'a', op: '==' },
      { field: 'b', op: '==' },
    ],
    orderBy: [{ field: 'at', direction: 'desc' }],
  });
  const withIndex = (fields: object[], extra: object = {}): IndexesJson => ({
    indexes: [{ collectionGroup: 'things', queryScope: 'COLLECTION', fields, ...extra } as never],
  });
  const a = { fieldPath: 'a', order: 'ASCENDING' };
  const b = { fieldPath: 'b', order: 'DESCENDING' };
  const atDesc = { fieldPath: 'at', order: 'DESCENDING' };

  it('accepts the equality fields in any order and direction, and a trailing id', () => {
    expect(indexProblems([query], withIndex([a, b, atDesc]))).toEqual([]);
    expect(indexProblems([query], withIndex([b, a, atDesc]))).toEqual([]);
    expect(
      indexProblems(
        [query],
        withIndex([a, b, atDesc, { fieldPath: DOCUMENT_ID, order: 'DESCENDING' }]),
      ),
    ).toEqual([]);
  });

  it.each<[string, IndexesJson]>([
    ['the sort the other way', withIndex([a, b, { fieldPath: 'at', order: 'ASCENDING' }])],
    ['an equality field missing', withIndex([a, atDesc])],
    ['the sort before the equalities', withIndex([atDesc, a, b])],
    [
      'another collection',
      { indexes: [{ collectionGroup: 'others', fields: [a, b, atDesc] as never }] },
    ],
    ['collection-group scope', withIndex([a, b, atDesc], { queryScope: 'COLLECTION_GROUP' })],
  ])('refuses an index with %s', (_, json) => {
    expect(indexProblems([query], json)).toHaveLength(1);
  });

  it('notices a single-field index turned off by a field override', () => {
    const sorted = shape({ orderBy: [{ field: 'at', direction: 'desc' }] });
    expect(indexProblems([sorted], {})).toEqual([]);
    expect(
      indexProblems([sorted], {
        fieldOverrides: [{ collectionGroup: 'things', fieldPath: 'at', indexes: [] }],
      }),
    ).toEqual([
      'x.ts (a test): things.at has no single-field index (DESCENDING): add one to its entry in fieldOverrides.',
    ]);
  });

  it('asks for a collection-group single-field index, which is never automatic', () => {
    const group = shape({ collectionGroup: true, where: [{ field: 'a', op: '==' }] });
    expect(indexProblems([group], {})).toHaveLength(1);
    expect(
      indexProblems([group], {
        fieldOverrides: [
          {
            collectionGroup: 'things',
            fieldPath: 'a',
            indexes: [{ queryScope: 'COLLECTION_GROUP', order: 'ASCENDING' }],
          },
        ],
      }),
    ).toEqual([]);
  });
});

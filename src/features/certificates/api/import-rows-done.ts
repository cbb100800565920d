import {
  collection,
  documentId,
  getDocs,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';

import { importRowIds } from '@/domain/import-register';
import { collections } from '@/domain/collections';
import type { QueryScope } from '@/domain/query-scope';
import { textFrom } from '@/domain/stored-values';
import { scopeConstraints } from '@/lib/query-scope';

import { inBatches } from './in-batches';
import type { ImportRow, RowOutcome } from './import-run';

/**
 * The rows an earlier run recorded as done, read back by their derived ids thirty at a time:
 * a second upload of a finished file costs a few queries, not a transaction a row. A row
 * recorded done whose certificate is not found goes through the normal write. A centre's import
 * reads within its centre, as the rules require of its staff.
 */
export async function rowsDoneBefore(
  firestore: Firestore,
  importId: string,
  rows: readonly ImportRow[],
  lines: ReadonlySet<number>,
  scope: QueryScope,
): Promise<Map<number, RowOutcome>> {
  const wanted = rows.filter((row) => lines.has(row.line));
  const lineOf = new Map(
    wanted.map((row) => [importRowIds(importId, row.line).certificateId, row.line]),
  );
  const ids = [...lineOf.keys()];
  const found = new Map<number, RowOutcome>();
  const batches = inBatches(ids);
  const snapshots = await Promise.all(
    batches.map((batch) =>
      getDocs(
        query(
          collection(firestore, collections.certificates),
          ...scopeConstraints(scope),
          where(documentId(), 'in', batch),
        ),
      ),
    ),
  );
  for (const entry of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const line = lineOf.get(entry.id);
    if (line === undefined) continue;
    found.set(line, {
      line,
      outcome: 'already imported',
      certificateNumber: textFrom(entry.get('certificateNumber')),
      studentNumber: textFrom(entry.get('studentNumber')),
    });
  }
  return found;
}

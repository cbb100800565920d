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

import { inBatches } from './in-batches';
import type { ImportRow, RowOutcome } from './import-run';

/**
 * The rows an earlier run recorded as done, read back by their derived ids thirty at a time:
 * a second upload of a finished file costs a few queries, not a transaction a row. A row
 * recorded done whose certificate is not found goes through the normal write.
 */
export async function rowsDoneBefore(
  firestore: Firestore,
  fileHash: string,
  rows: readonly ImportRow[],
  lines: ReadonlySet<number>,
): Promise<Map<number, RowOutcome>> {
  const wanted = rows.filter((row) => lines.has(row.line));
  const lineOf = new Map(
    wanted.map((row) => [importRowIds(fileHash, row.line).certificateId, row.line]),
  );
  const ids = [...lineOf.keys()];
  const found = new Map<number, RowOutcome>();
  const batches = inBatches(ids);
  const snapshots = await Promise.all(
    batches.map((batch) =>
      getDocs(
        query(collection(firestore, collections.certificates), where(documentId(), 'in', batch)),
      ),
    ),
  );
  for (const entry of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const line = lineOf.get(entry.id);
    if (line === undefined) continue;
    found.set(line, {
      line,
      outcome: 'already imported',
      certificateNumber: String(entry.get('certificateNumber')),
      studentNumber: String(entry.get('studentNumber')),
    });
  }
  return found;
}

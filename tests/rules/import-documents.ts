import type { DocumentData } from 'firebase/firestore';

import { collections } from '@/domain/collections';
import { planImportProgress, planStartImport } from '@/domain/plans/import-record';
import type { StaffActor } from '@/domain/staff';

import { planned } from './writes';

/** Import records for the rules tests, from the import screen's own plans. */

const fileName = 'cohort.csv';

/** An import record's path: records are kept under the hash of their file. */
export const importPath = (hash = 'a'.repeat(64)) => `${collections.imports}/${hash}`;

function onlyData(writes: ReturnType<typeof planned>): DocumentData {
  const [write] = writes;
  if (write === undefined || write.op === 'delete') throw new Error('The plan writes no record');
  return write.data;
}

/**
 * The record as the import screen first writes it: an admin's names no centre (the file names
 * each row's), a centre's names that centre.
 */
export function started(actor: StaffActor, centreNumber: string | null = null): DocumentData {
  return onlyData(
    planned(planStartImport({ importId: 'any', fileName, rowCount: 3, centreNumber, actor })),
  );
}

/** The record's fields as the import screen advances it: lines 2 and 3 done, line 4 failed. */
export function advanced(actor: StaffActor, changes: DocumentData = {}): DocumentData {
  const progress = planImportProgress({
    importId: 'any',
    done: [3, 2],
    failed: [4],
    status: 'running',
    actor,
  });
  return { ...onlyData(planned(progress)), ...changes };
}

import { collections } from '../collections';
import { IMPORT_FILE_NAME_LIMIT } from '../limits';
import type { StaffActor } from '../staff';
import { pathOf, SERVER_TIME, type Plan, type PlannedData } from './plan';

/**
 * `imports/{import id}` (importIdFor): how far the import of one file, under one centre or by an
 * admin, has gone, so that a run stopped half-way resumes where it stopped. A record, not a
 * register change: it has no audit event (each row's certificate has its own).
 */

export type ImportStatus = 'running' | 'complete' | 'cancelled';

function stampedBy(actor: StaffActor): PlannedData {
  return { updatedBy: actor.email, updatedByUid: actor.uid, updatedAt: SERVER_TIME };
}

/**
 * The record a first run writes before its first row: nothing done yet, and the centre its rows
 * are recorded under (null for an admin's, whose rows name their own centres).
 */
export function planStartImport({
  importId,
  fileName,
  rowCount,
  centreNumber,
  actor,
}: {
  importId: string;
  fileName: string;
  rowCount: number;
  centreNumber: string | null;
  actor: StaffActor;
}): Pick<Plan, 'writes'> {
  const data: PlannedData = {
    fileName: fileName.slice(0, IMPORT_FILE_NAME_LIMIT) || 'import.csv',
    rowCount,
    centreNumber,
    done: [],
    failed: [],
    status: 'running',
    startedBy: actor.email,
    startedByUid: actor.uid,
    startedAt: SERVER_TIME,
    ...stampedBy(actor),
  };
  return { writes: [{ op: 'set', path: pathOf(collections.imports, importId), data }] };
}

/** The lines done and failed so far, in order, and where the run stands. */
export function planImportProgress({
  importId,
  done,
  failed,
  status,
  actor,
}: {
  importId: string;
  done: Iterable<number>;
  failed: Iterable<number>;
  status: ImportStatus;
  actor: StaffActor;
}): Pick<Plan, 'writes'> {
  const inOrder = (lines: Iterable<number>) => [...lines].sort((a, b) => a - b);
  const data: PlannedData = {
    done: inOrder(done),
    failed: inOrder(failed),
    status,
    ...stampedBy(actor),
  };
  return { writes: [{ op: 'update', path: pathOf(collections.imports, importId), data }] };
}

import { doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { IMPORT_FILE_NAME_LIMIT } from '@/domain/limits';
import type { StaffActor } from '@/domain/staff';

import type { ImportStatus } from './import-run';

type ImportRecord = {
  fileName: string;
  rowCount: number;
  done: number[];
  failed: number[];
  status: ImportStatus;
};

/** The lines of a file done and failed so far, as the run keeps them. */
export type ImportLines = { done: ReadonlySet<number>; failed: ReadonlySet<number> };

/**
 * `imports/{import id}`: how far the import of one file, under one centre or by an admin, has
 * gone (importIdFor). Opening it reads which lines an earlier run finished, and starts the record
 * if there is none, naming the centre its rows are recorded under (null for an admin's, whose
 * rows name their own); `save` writes the lines as they are when its turn comes.
 */
export async function openImportRecord(
  firestore: Firestore,
  actor: StaffActor,
  {
    importId,
    fileName,
    rowCount,
    centreNumber,
  }: { importId: string; fileName: string; rowCount: number; centreNumber: string | null },
  lines: ImportLines,
) {
  const recordRef = doc(firestore, collections.imports, importId);
  const earlier = await getDoc(recordRef);
  const earlierDone = new Set<number>(
    earlier.exists() ? ((earlier.data() as ImportRecord).done ?? []) : [],
  );
  const stamp = { updatedBy: actor.email, updatedByUid: actor.uid, updatedAt: serverTimestamp() };
  if (!earlier.exists()) {
    await setDoc(recordRef, {
      fileName: fileName.slice(0, IMPORT_FILE_NAME_LIMIT) || 'import.csv',
      rowCount,
      centreNumber,
      done: [],
      failed: [],
      status: 'running',
      startedBy: actor.email,
      startedByUid: actor.uid,
      startedAt: serverTimestamp(),
      ...stamp,
    });
  }

  // Saves are chained, and one waiting in the chain writes whatever is latest when its turn
  // comes, so a burst of finished rows costs one write, not one each.
  let saving: Promise<void> = Promise.resolve();
  let latest: ImportStatus | null = null;
  const save = (status: ImportStatus) => {
    latest = status;
    saving = saving.then(async () => {
      if (latest === null) return;
      const writing = latest;
      latest = null;
      await setDoc(
        recordRef,
        {
          done: [...lines.done].sort((a, b) => a - b),
          failed: [...lines.failed].sort((a, b) => a - b),
          status: writing,
          ...stamp,
        },
        { merge: true },
      );
    });
    return saving;
  };

  return { earlierDone, save };
}

import { doc, getDoc, writeBatch, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import type { Plan } from '@/domain/plans/plan';
import {
  planImportProgress,
  planStartImport,
  type ImportStatus,
} from '@/domain/plans/import-record';
import type { StaffActor } from '@/domain/staff';
import { wholeNumbersFrom } from '@/domain/stored-values';
import { applyPlan } from '@/lib/apply-plan';

/** The lines of a file done and failed so far, as the run keeps them. */
type ImportLines = { done: ReadonlySet<number>; failed: ReadonlySet<number> };

async function commit(firestore: Firestore, plan: Pick<Plan, 'writes'>): Promise<void> {
  const batch = writeBatch(firestore);
  applyPlan(firestore, batch, plan);
  await batch.commit();
}

/**
 * The record of one file's import (src/domain/plans/import-record.ts). Opening it reads which
 * lines an earlier run finished, and starts the record if there is none; `save` writes the lines
 * as they are when its turn comes.
 */
export async function openImportRecord(
  firestore: Firestore,
  actor: StaffActor,
  record: { importId: string; fileName: string; rowCount: number; centreNumber: string | null },
  lines: ImportLines,
) {
  const { importId } = record;
  const earlier = await getDoc(doc(firestore, collections.imports, importId));
  const earlierDone = new Set<number>(wholeNumbersFrom(earlier.get('done')));
  if (!earlier.exists()) await commit(firestore, planStartImport({ ...record, actor }));

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
      await commit(firestore, planImportProgress({ importId, ...lines, status: writing, actor }));
    });
    return saving;
  };

  return { earlierDone, save };
}

import { serverTimestamp, type DocumentData } from 'firebase/firestore';

import type { StaffActor } from '@/domain/staff';

/** Import records for the rules tests, as the import screen writes them. */

/**
 * The record as the import screen first writes it: an admin's names no centre (the file names
 * each row's), a centre's names that centre.
 */
export function started(actor: StaffActor, centreNumber: string | null = null): DocumentData {
  return {
    fileName: 'cohort.csv',
    rowCount: 3,
    centreNumber,
    done: [],
    failed: [],
    status: 'running',
    startedBy: actor.email,
    startedByUid: actor.uid,
    startedAt: serverTimestamp(),
    updatedBy: actor.email,
    updatedByUid: actor.uid,
    updatedAt: serverTimestamp(),
  };
}

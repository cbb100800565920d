import { onDemand } from '@/lib/on-demand';

import type { KeepRecordOfCheck } from './keep-record-of-check';

/**
 * The record's module, with its Firebase SDK, loaded when the visitor first asks to keep a
 * record: the public check's page runs no Firebase code on arrival
 * (docs/decisions/025-short-tasks-on-arrival.md), and by then the check has loaded the SDK.
 */
const keeping = onDemand(() => import('./keep-record-of-check'));

/** Keeps a record of a check, loading its module first. */
export const keepRecordOnDemand: KeepRecordOfCheck = async (check) =>
  (await keeping.load()).keepRecordOfCheck(check);

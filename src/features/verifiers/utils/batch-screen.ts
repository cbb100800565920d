import type { BatchOutcome, BatchRow } from '@/domain/batch-check';
import { batchProblems } from '@/domain/batch-check';

/**
 * The batch page's state (docs/decisions/030-verifier-batch-checks.md): a file chosen and read
 * in the browser (the dry run), the lawful basis confirmed, the run with its progress, and the
 * results. Nothing is sent before `run`.
 */

export type BatchScreen = {
  fileName: string | null;
  fileErrors: string[];
  rows: BatchRow[];
  basisConfirmed: boolean;
  phase: 'choosing' | 'checked' | 'running' | 'done';
  progress: { done: number; total: number; startedAt: number; lastAt: number };
  outcomes: Map<number, BatchOutcome>;
  receiptId: string | null;
  failure: string | null;
};

export type BatchAction =
  | { type: 'file-read'; fileName: string; fileErrors: string[]; rows: BatchRow[] }
  | { type: 'basis'; confirmed: boolean }
  | { type: 'run-started'; total: number; at: number }
  | { type: 'progress'; done: number; at: number }
  | { type: 'run-finished'; receiptId: string; outcomes: Map<number, BatchOutcome> }
  | { type: 'run-failed'; message: string }
  | { type: 'reset' };

export const initialBatchScreen: BatchScreen = {
  fileName: null,
  fileErrors: [],
  rows: [],
  basisConfirmed: false,
  phase: 'choosing',
  progress: { done: 0, total: 0, startedAt: 0, lastAt: 0 },
  outcomes: new Map(),
  receiptId: null,
  failure: null,
};

export function batchScreenReducer(state: BatchScreen, action: BatchAction): BatchScreen {
  switch (action.type) {
    case 'file-read':
      return {
        ...initialBatchScreen,
        fileName: action.fileName,
        fileErrors: action.fileErrors,
        rows: action.rows,
        phase: 'checked',
      };
    case 'basis':
      return { ...state, basisConfirmed: action.confirmed };
    case 'run-started':
      return {
        ...state,
        phase: 'running',
        failure: null,
        progress: { done: 0, total: action.total, startedAt: action.at, lastAt: action.at },
      };
    case 'progress':
      return { ...state, progress: { ...state.progress, done: action.done, lastAt: action.at } };
    case 'run-finished':
      return { ...state, phase: 'done', receiptId: action.receiptId, outcomes: action.outcomes };
    case 'run-failed':
      return { ...state, phase: 'checked', failure: action.message };
    case 'reset':
      return initialBatchScreen;
  }
}

/** The rows the run will send: those the dry run found sound. */
export const sendableRows = (state: BatchScreen) => state.rows.filter((row) => row.query);

/** Whether Run may be pressed: a sound file, every problem listed fixed, the basis confirmed. */
export function canRun(state: BatchScreen): boolean {
  return (
    state.phase === 'checked' &&
    state.fileErrors.length === 0 &&
    state.rows.length > 0 &&
    batchProblems(state.rows).length === 0 &&
    state.basisConfirmed
  );
}

import type { ImportCheck } from '@/domain/certificate-import';

import type { ImportProgress } from '../api/import-certificates';

/** A file chosen for import: its name, its SHA-256 and its own check (before the register's). */
export type ChosenFile = { name: string; hash: string; check: ImportCheck };

/**
 * The import screen's own state (issue 17), as a pure reducer: a file is being read, or the screen
 * is ready with the file chosen last (if any). Throughout, it keeps the run's progress and the
 * times the time left is worked out from. The register's facts are the dry run's query; whether a
 * run is under way, and how it ended, is the run's mutation.
 */
export type ImportScreen = {
  file: ChosenFile | null;
  /** The last run's progress; put away when another file is chosen. */
  progress: ImportProgress | null;
  /** When the last run started, and when its progress was last told (milliseconds). */
  startedAt: number;
  now: number;
} & ({ step: 'ready' } | { step: 'reading' });

export type ImportEvent =
  | { type: 'reading' }
  | { type: 'read'; file: ChosenFile }
  /** The file could not be read: the one chosen before stays. */
  | { type: 'read-failed' }
  | { type: 'run-started'; at: number }
  | { type: 'progressed'; progress: ImportProgress; at: number };

export const initialImportScreen: ImportScreen = {
  step: 'ready',
  file: null,
  progress: null,
  startedAt: 0,
  now: 0,
};

export function importScreen(state: ImportScreen, event: ImportEvent): ImportScreen {
  switch (event.type) {
    case 'reading':
      return state.step === 'ready' ? { ...state, step: 'reading', progress: null } : state;
    case 'read':
      return state.step === 'reading' ? { ...state, step: 'ready', file: event.file } : state;
    case 'read-failed':
      return state.step === 'reading' ? { ...state, step: 'ready' } : state;
    case 'run-started':
      return { ...state, startedAt: event.at };
    case 'progressed':
      return { ...state, progress: event.progress, now: event.at };
  }
}

/** How long the last run has taken, as of its latest progress. */
export const elapsedMs = (state: ImportScreen) => state.now - state.startedAt;

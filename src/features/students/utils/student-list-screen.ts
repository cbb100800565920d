import type { Certificate } from '@/domain/certificate';

/**
 * The Student List's own state (docs/product.md, Student List), as a pure reducer: staff browse
 * the list, or view one record in Edit Student Details. Either way the screen keeps the rows ticked
 * for printing, in the order ticked and across searches, and the record saved last, whose row is
 * highlighted. The search itself lives in the address; the rows are the query's; whether a save is
 * under way is the form's.
 */
export type StudentListScreen = {
  printIds: readonly string[];
  /** As the dialog last saved it, even after the dialog has closed. */
  lastSaved: Certificate | null;
} & ({ step: 'browsing' } | { step: 'viewing'; opened: Certificate });

export type StudentListEvent =
  | { type: 'opened'; certificate: Certificate }
  | { type: 'closed' }
  /** A save ended: told even when the dialog was closed while it was saving. */
  | { type: 'saved'; updated: Certificate }
  | { type: 'print-toggled'; id: string }
  | { type: 'print-cleared' };

export const initialStudentListScreen: StudentListScreen = {
  step: 'browsing',
  printIds: [],
  lastSaved: null,
};

export function studentListScreen(
  state: StudentListScreen,
  event: StudentListEvent,
): StudentListScreen {
  const { printIds, lastSaved } = state;
  switch (event.type) {
    case 'opened':
      return state.step === 'browsing'
        ? { step: 'viewing', opened: event.certificate, printIds, lastSaved }
        : state;
    case 'closed':
      return state.step === 'viewing' ? { step: 'browsing', printIds, lastSaved } : state;
    case 'saved':
      return { ...state, lastSaved: event.updated };
    case 'print-toggled': {
      if (state.step !== 'browsing') return state;
      const ticked = printIds.includes(event.id);
      return {
        ...state,
        printIds: ticked ? printIds.filter((id) => id !== event.id) : [...printIds, event.id],
      };
    }
    case 'print-cleared':
      return state.step === 'browsing' ? { ...state, printIds: [] } : state;
  }
}

/** The row highlighted: the record saved last, so staff see where their change landed. */
export const highlightedId = (state: StudentListScreen) => state.lastSaved?.id ?? null;

/**
 * The open record as the list shows it now: a save puts the saved record in its row, and a status
 * step reads the list again (which decides whether the details can still be edited). Failing that
 * (a row the search no longer finds), as last saved in the dialog, if it was; else as opened.
 * `rows` is null while the list is not shown.
 */
export function shownRecord(
  state: StudentListScreen,
  rows: readonly Certificate[] | null,
): Certificate | null {
  if (state.step !== 'viewing') return null;
  const { opened, lastSaved } = state;
  const listed = rows?.find((row) => row.id === opened.id);
  return listed ?? (lastSaved?.id === opened.id ? lastSaved : opened);
}

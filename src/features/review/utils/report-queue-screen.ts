/**
 * What the reports' queue holds besides the server's data: the report chosen, the note being
 * written, whether Close awaits confirmation, and what the last step said.
 */
export type ReportQueueScreen = {
  selectedId: string | null;
  note: string;
  confirming: boolean;
  /** Why the last step failed, shown by the buttons. */
  error: string | null;
  /** What the last step did, announced politely. */
  notice: string | null;
};

export type ReportQueueAction =
  | { type: 'select'; id: string }
  | { type: 'note'; note: string }
  | { type: 'confirm'; open: boolean }
  | { type: 'step-started' }
  | { type: 'step-failed'; text: string }
  | { type: 'step-done'; text: string; nextId: string | null };

export const initialReportQueue: ReportQueueScreen = {
  selectedId: null,
  note: '',
  confirming: false,
  error: null,
  notice: null,
};

export const reportStepTexts = {
  investigate: {
    done: 'The report is marked under investigation.',
    failed: 'The report could not be marked under investigation. Try again.',
  },
  close: {
    done: 'The report is closed and removed from the queue.',
    failed: 'The report could not be closed. Try again.',
  },
} as const;

export function reportQueueScreen(
  state: ReportQueueScreen,
  action: ReportQueueAction,
): ReportQueueScreen {
  switch (action.type) {
    case 'select':
      // Another report starts its note afresh; the same one keeps it.
      return state.selectedId === action.id
        ? state
        : { ...state, selectedId: action.id, note: '', error: null, notice: null };
    case 'note':
      return { ...state, note: action.note };
    case 'confirm':
      return { ...state, confirming: action.open };
    case 'step-started':
      return { ...state, confirming: false, error: null, notice: null };
    case 'step-failed':
      return { ...state, error: action.text };
    case 'step-done':
      return { ...state, note: '', selectedId: action.nextId, notice: action.text };
  }
}

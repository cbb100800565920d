import type { ReviewStatus, ReviewTab, VerificationAttempt } from '../types';

/**
 * What the Verification Review screen holds besides the server's data: which tab and attempt are
 * chosen, the note being written, what the last step said, the attempt awaiting confirmation,
 * and where keyboard focus goes once the queues show the outcome.
 */
export type ReviewScreen = {
  tab: ReviewTab;
  selected: Record<ReviewStatus, string | null>;
  note: string;
  /** Why the last step failed, shown by the buttons. */
  error: string | null;
  /** What the last step did, shown in its queue's tab. */
  notice: { status: ReviewStatus; text: string } | null;
  /** The attempt 'Mark Investigated' asks about. */
  confirming: VerificationAttempt | null;
  /** A new object for each move: the list focuses this record, or itself when id is null. */
  focus: { status: ReviewStatus; id: string | null } | null;
};

export type ReviewScreenAction =
  | { type: 'tab'; tab: ReviewTab }
  | { type: 'select'; status: ReviewStatus; id: string }
  | { type: 'note'; note: string }
  | { type: 'confirm'; attempt: VerificationAttempt | null }
  | { type: 'step-started' }
  | { type: 'step-failed'; text: string }
  | { type: 'step-done'; status: ReviewStatus; nextId: string | null; text: string }
  | { type: 'focus'; status: ReviewStatus; id: string };

export const initialReviewScreen: ReviewScreen = {
  tab: 'failed',
  selected: { failed: null, suspicious: null },
  note: '',
  error: null,
  notice: null,
  confirming: null,
  focus: null,
};

const freshStep = { note: '', error: null, notice: null } as const;

export function reviewScreen(state: ReviewScreen, action: ReviewScreenAction): ReviewScreen {
  switch (action.type) {
    case 'tab':
      return { ...state, ...freshStep, tab: action.tab };
    case 'select': {
      // Choosing another attempt starts its note afresh; choosing the same one keeps it.
      const same = state.selected[action.status] === action.id;
      return {
        ...state,
        ...(same ? {} : freshStep),
        selected: { ...state.selected, [action.status]: action.id },
      };
    }
    case 'note':
      return { ...state, note: action.note };
    case 'confirm':
      return { ...state, confirming: action.attempt };
    case 'step-started':
      return { ...state, error: null, notice: null };
    case 'step-failed':
      return { ...state, error: action.text };
    case 'step-done':
      return {
        ...state,
        note: '',
        selected: { ...state.selected, [action.status]: action.nextId },
        notice: { status: action.status, text: action.text },
        focus: { status: action.status, id: action.nextId },
      };
    case 'focus':
      return { ...state, focus: { status: action.status, id: action.id } };
  }
}

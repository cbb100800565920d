import type { NumberField } from '@/domain/certificate-numbers';

/**
 * Who owns each number field of the Add Certificate form. A field shows what the person typed
 * whenever they have typed; only when `typed` is null does it show a generated number, the one
 * generated for the current award year, birth year and `round`. A generation still in flight
 * therefore never replaces a typed number: it is for a field that no longer shows generations.
 */
export type NumberDraft = {
  /** What the person typed; null while the field shows a generated number. */
  typed: string | null;
  /** How many times the person has typed in the field: a save starts afresh only untouched fields. */
  edits: number;
  /** Bumped to ask for a fresh number for the same years ('Generate', a new form). */
  round: number;
};

export type NumberDrafts = Record<NumberField, NumberDraft>;

type NumberDraftAction =
  | { type: 'typed'; field: NumberField; value: string }
  | { type: 'generate'; field: NumberField }
  /** After a save: fresh generated numbers, except in fields typed in since `edits` was read. */
  | { type: 'fresh-form'; edits: Record<NumberField, number> };

const NUMBER_FIELDS: readonly NumberField[] = ['certificateNumber', 'studentNumber'];

const untouched: NumberDraft = { typed: null, edits: 0, round: 0 };
export const initialNumberDrafts: NumberDrafts = {
  certificateNumber: untouched,
  studentNumber: untouched,
};

function regenerated(draft: NumberDraft): NumberDraft {
  return { ...draft, typed: null, round: draft.round + 1 };
}

export function numberDrafts(state: NumberDrafts, action: NumberDraftAction): NumberDrafts {
  switch (action.type) {
    case 'typed': {
      const draft = state[action.field];
      return {
        ...state,
        [action.field]: { ...draft, typed: action.value, edits: draft.edits + 1 },
      };
    }
    case 'generate':
      return { ...state, [action.field]: regenerated(state[action.field]) };
    case 'fresh-form': {
      const next = { ...state };
      for (const field of NUMBER_FIELDS) {
        if (state[field].edits === action.edits[field]) next[field] = regenerated(state[field]);
      }
      return next;
    }
  }
}

/** How many times each field has been typed in: read at a save, handed back with 'fresh-form'. */
export function editsOf(state: NumberDrafts): Record<NumberField, number> {
  return {
    certificateNumber: state.certificateNumber.edits,
    studentNumber: state.studentNumber.edits,
  };
}

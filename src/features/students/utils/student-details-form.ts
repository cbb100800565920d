import type { Certificate } from '@/domain/certificate';
import type { StudentDetailsEdit } from '@/domain/plans/edit';

import { editableDetailsOf, type StudentDetailsField } from './student-details';

/** What the last save did, said under the fields until the details change again. */
export type DetailsOutcome = { tone: 'saved' } | { tone: 'error'; text: string };

/**
 * The Edit Student Details form's state, as a pure reducer: staff edit the details, or wait while
 * they are saved. Problems show once a save has been tried, until one succeeds; a save puts the
 * record as stored in the fields, and it is then what a number's change is measured against.
 */
export type DetailsForm = {
  /** What the register holds: the record as opened, then as last saved. */
  saved: StudentDetailsEdit;
  fields: StudentDetailsEdit;
  submitted: boolean;
} & ({ step: 'editing'; outcome: DetailsOutcome | null } | { step: 'saving' });

export type DetailsFormEvent =
  | { type: 'typed'; field: StudentDetailsField; value: string }
  /** Save was pressed with a problem to fix: nothing is sent. */
  | { type: 'problems-found' }
  | { type: 'saving' }
  /** `stored`: the details as the register now holds them. */
  | { type: 'saved'; stored: StudentDetailsEdit }
  /** `text`: why, as saveErrorText says it. */
  | { type: 'save-failed'; text: string };

export function initialDetailsForm(certificate: Certificate): DetailsForm {
  const saved = editableDetailsOf(certificate);
  return { step: 'editing', saved, fields: saved, submitted: false, outcome: null };
}

export function studentDetailsForm(state: DetailsForm, event: DetailsFormEvent): DetailsForm {
  switch (event.type) {
    case 'typed': {
      const fields = { ...state.fields, [event.field]: event.value };
      // A change puts the last save's outcome away; one typed while saving waits for the save.
      return state.step === 'editing' ? { ...state, fields, outcome: null } : { ...state, fields };
    }
    case 'problems-found':
      return state.step === 'editing' ? { ...state, submitted: true, outcome: null } : state;
    case 'saving': {
      if (state.step !== 'editing') return state;
      const { saved, fields } = state;
      return { step: 'saving', saved, fields, submitted: true };
    }
    case 'saved':
      return state.step === 'saving'
        ? {
            step: 'editing',
            saved: event.stored,
            fields: event.stored,
            submitted: false,
            outcome: { tone: 'saved' },
          }
        : state;
    case 'save-failed':
      return state.step === 'saving'
        ? { ...state, step: 'editing', outcome: { tone: 'error', text: event.text } }
        : state;
  }
}

import type { CertificateDetails } from '@/domain/certificate';
import type { NumberField } from '@/domain/certificate-numbers';

import type { AddedCertificate } from '../api/add-certificate';
import { addStatusText, waitingForNumbersText, type SaveStatus } from './add-status';
import { emptyLearnerFields, type LearnerFields } from './certificate-form-values';

/** What the last save did, said under the form until the next one. */
type AddOutcome = Extract<SaveStatus, { tone: 'success' | 'error' }>;

/**
 * The Add Certificate form's own state (docs/product.md, Add Certificate), as a pure reducer:
 * staff fill in the form; a save sent while a number is being generated waits for it; a save
 * checks the numbers, then adds. Throughout, the form keeps the learner's fields, an admin's
 * choice of centre, whether every problem shows (once a save was tried, until one succeeds) and
 * which number fields were left after typing (a typed number's problem shows from then). The
 * numbers themselves are the generation's (utils/number-drafts.ts); whether the save is under way
 * is the mutation's.
 */
export type AddCertificateScreen = {
  fields: LearnerFields;
  chosenCentre: string;
  submitted: boolean;
  left: Partial<Record<NumberField, boolean>>;
} & (
  | { step: 'editing'; outcome: AddOutcome | null }
  | { step: 'waiting' }
  | { step: 'saving'; stage: 'checking' | 'adding' }
);

export type AddCertificateEvent =
  | { type: 'typed'; field: keyof LearnerFields; value: string }
  | { type: 'centre-chosen'; centreNumber: string }
  /** The person left a number field: a number they typed is checked from now on. */
  | { type: 'number-left'; field: NumberField }
  /** 'Generate': the fresh number's problems show again only once it is typed over. */
  | { type: 'number-renewed'; field: NumberField }
  /** Sent while a number was being generated. */
  | { type: 'sent-early' }
  /** Sent with a problem to fix: nothing is saved. */
  | { type: 'problems-found' }
  | { type: 'saving' }
  /** Both numbers are free: the certificate is being written. */
  | { type: 'adding' }
  | { type: 'added'; details: CertificateDetails; added: AddedCertificate }
  /** `text`: why, as addErrorText says it. */
  | { type: 'save-failed'; text: string };

export function initialAddCertificateScreen(start: {
  fields: LearnerFields;
  centreNumber: string;
}): AddCertificateScreen {
  return {
    step: 'editing',
    fields: start.fields,
    chosenCentre: start.centreNumber,
    submitted: false,
    left: {},
    outcome: null,
  };
}

/** The fields every step keeps. */
function kept({ fields, chosenCentre, submitted, left }: AddCertificateScreen) {
  return { fields, chosenCentre, submitted, left };
}

export function addCertificateScreen(
  state: AddCertificateScreen,
  event: AddCertificateEvent,
): AddCertificateScreen {
  const sending = state.step !== 'saving';
  switch (event.type) {
    case 'typed':
      return { ...state, fields: { ...state.fields, [event.field]: event.value } };
    case 'centre-chosen':
      return { ...state, chosenCentre: event.centreNumber };
    case 'number-left':
      return { ...state, left: { ...state.left, [event.field]: true } };
    case 'number-renewed':
      return { ...state, left: { ...state.left, [event.field]: false } };
    case 'sent-early':
      return sending ? { ...kept(state), step: 'waiting' } : state;
    case 'problems-found':
      return sending ? { ...kept(state), submitted: true, step: 'editing', outcome: null } : state;
    case 'saving':
      return sending
        ? { ...kept(state), submitted: true, step: 'saving', stage: 'checking' }
        : state;
    case 'adding':
      return state.step === 'saving' ? { ...state, stage: 'adding' } : state;
    case 'added': {
      if (state.step !== 'saving') return state;
      const { details, added } = event;
      const detail = `${details.firstName} ${details.surname}: certificate ${added.certificateNumber}, student number ${added.studentNumber}. It can be verified straight away.`;
      // A fresh form for the next learner, under the same centre.
      return {
        step: 'editing',
        fields: emptyLearnerFields,
        chosenCentre: state.chosenCentre,
        submitted: false,
        left: {},
        outcome: { tone: 'success', text: addStatusText.added, detail },
      };
    }
    case 'save-failed':
      return state.step === 'saving'
        ? { ...kept(state), step: 'editing', outcome: { tone: 'error', text: event.text } }
        : state;
  }
}

/** What the form says of its save now, or nothing. */
export function saveStatusOf(state: AddCertificateScreen): SaveStatus | null {
  switch (state.step) {
    case 'editing':
      return state.outcome;
    case 'waiting':
      return { tone: 'progress', text: waitingForNumbersText };
    case 'saving':
      return { tone: 'progress', text: addStatusText[state.stage] };
  }
}

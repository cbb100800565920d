import {
  emptyVerifierRequest,
  validateVerifierRequest,
  verifierRequestFieldOrder,
  type VerifierRequest,
  type VerifierRequestErrors,
  type VerifierRequestField,
  type VerifierRequestInput,
} from '@/domain/verifier-requests';

import type { AccountRequestOutcome } from '../api/request-account';

/**
 * The request for a verifier account on the page for employers: what the visitor typed, what to
 * fix, and where the request stands. What was typed is kept through every error and failure.
 */
export type AccountRequestFormState = {
  values: VerifierRequestInput;
  errors: VerifierRequestErrors;
  phase: 'editing' | 'sending' | AccountRequestOutcome['status'];
  /** The request as sent (tidied), from the moment it is sent: the address to invite. */
  request: VerifierRequest | null;
  /** When the visitor may send again, once their checks for the hour are used up. */
  retryAt: Date | null;
};

export type AccountRequestFormEvent =
  | { type: 'typed'; field: VerifierRequestField; value: string }
  | { type: 'submitted' }
  | { type: 'answered'; outcome: AccountRequestOutcome };

export const initialAccountRequestForm: AccountRequestFormState = {
  values: emptyVerifierRequest,
  errors: {},
  phase: 'editing',
  request: null,
  retryAt: null,
};

/** The first field to fix, in the form's order, to take focus. */
export function firstFieldToFix(errors: VerifierRequestErrors): VerifierRequestField | undefined {
  return verifierRequestFieldOrder.find((field) => errors[field]);
}

/** The request to send: only while the form is sending. */
export function requestToSend(state: AccountRequestFormState): VerifierRequest | null {
  return state.phase === 'sending' ? state.request : null;
}

export function accountRequestFormReducer(
  state: AccountRequestFormState,
  event: AccountRequestFormEvent,
): AccountRequestFormState {
  switch (event.type) {
    case 'typed':
      if (state.phase === 'sending' || state.phase === 'sent') return state;
      return { ...state, values: { ...state.values, [event.field]: event.value } };
    case 'submitted': {
      if (state.phase === 'sending' || state.phase === 'sent') return state;
      const validation = validateVerifierRequest(state.values);
      if (!validation.ok) {
        return { ...state, errors: validation.errors, phase: 'editing', request: null };
      }
      return { ...state, errors: {}, phase: 'sending', request: validation.request, retryAt: null };
    }
    case 'answered':
      if (state.phase !== 'sending') return state;
      return {
        ...state,
        phase: event.outcome.status,
        retryAt: event.outcome.status === 'throttled' ? event.outcome.retryAt : null,
      };
  }
}

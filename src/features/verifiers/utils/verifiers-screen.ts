import { allowanceError, type VerifierAccount } from '@/domain/verifiers';

import {
  doneText,
  failedText,
  type ConfirmedChoice,
  type VerifiersStep,
} from './verifier-step-text';

/** What the admin's last step did, said above the lists. */
export type VerifiersOutcome = { tone: 'success' | 'error'; text: string };

/**
 * The admins' Verifiers screen's own state (docs/decisions/030-verifier-batch-checks.md), as a
 * pure reducer: the admin browses the accounts and the requests, with what their last step did;
 * chooses to suspend or reactivate an account or to close a request and is asked to confirm; or
 * types an account's new rows a day, which are checked before they are sent. Whether a step is
 * saving is the step's own (TanStack Query's mutation): once it ends its outcome is told, even if
 * the admin closed the dialog meanwhile. A new allowance that fails keeps its dialog, and what
 * was typed, open to try again.
 */
export type VerifiersScreen =
  | { step: 'browsing'; outcome: VerifiersOutcome | null }
  | { step: 'confirming'; chosen: ConfirmedChoice }
  | {
      step: 'changing-allowance';
      account: VerifierAccount;
      typed: string;
      /** What to fix in what was typed. */
      error: string | null;
      /** Why the last try was not saved. */
      failure: string | null;
    };

export type VerifiersEvent =
  | { type: 'step-chosen'; chosen: ConfirmedChoice }
  | { type: 'allowance-chosen'; account: VerifierAccount }
  | { type: 'allowance-typed'; typed: string }
  /** What was typed is not an allowance to send (allowanceAsked). */
  | { type: 'allowance-refused'; error: string }
  | { type: 'cancelled' }
  | { type: 'step-taken'; taken: VerifiersStep }
  /** `message`: why, as failureMessage says it. */
  | { type: 'step-failed'; tried: VerifiersStep; message: string };

export const initialVerifiersScreen: VerifiersScreen = { step: 'browsing', outcome: null };

/** The rows a day typed for an account, or what to fix: a number in range, and a change. */
export function allowanceAsked(
  account: VerifierAccount,
  typed: string,
): { ok: true; dailyAllowance: number } | { ok: false; error: string } {
  const error = allowanceError(typed);
  if (error) return { ok: false, error };
  const dailyAllowance = Number(typed.trim());
  if (dailyAllowance === account.dailyAllowance) {
    return { ok: false, error: 'That is its allowance already: enter another number.' };
  }
  return { ok: true, dailyAllowance };
}

export function verifiersScreen(state: VerifiersScreen, event: VerifiersEvent): VerifiersScreen {
  switch (event.type) {
    case 'step-chosen':
      // A new step puts the last one's outcome away.
      return state.step === 'browsing' ? { step: 'confirming', chosen: event.chosen } : state;
    case 'allowance-chosen':
      return state.step === 'browsing'
        ? {
            step: 'changing-allowance',
            account: event.account,
            typed: String(event.account.dailyAllowance),
            error: null,
            failure: null,
          }
        : state;
    case 'allowance-typed':
      return state.step === 'changing-allowance'
        ? { ...state, typed: event.typed, error: null, failure: null }
        : state;
    case 'allowance-refused':
      return state.step === 'changing-allowance'
        ? { ...state, error: event.error, failure: null }
        : state;
    case 'cancelled':
      return state.step === 'browsing' ? state : initialVerifiersScreen;
    case 'step-taken':
      return { step: 'browsing', outcome: { tone: 'success', text: doneText(event.taken) } };
    case 'step-failed': {
      const { tried, message } = event;
      if (
        tried.kind === 'change-allowance' &&
        state.step === 'changing-allowance' &&
        state.account.uid === tried.account.uid
      ) {
        return { ...state, failure: message };
      }
      return { step: 'browsing', outcome: { tone: 'error', text: failedText(tried, message) } };
    }
  }
}

import type { SentInvitation } from '../hooks/use-staff-steps';
import { stepEmail, type StaffStep } from './confirm-steps';

/** What the Staff screen last did, as it tells the admin. */
export type StaffOutcome =
  | { kind: 'sent'; sent: SentInvitation }
  | { kind: 'done'; text: string }
  | { kind: 'failed'; title: string; text: string };

/**
 * The Staff screen's own state (docs/decisions/028-invitations.md), as a pure reducer: the admin
 * browses the invitations and the directory, or confirms a withdrawal or removal they chose; either
 * way the screen says what their last step did. Sending an invitation (again) is not confirmed,
 * and its outcome can arrive while a dialog is open. Whether a step is saving is the step's own
 * (TanStack Query's mutation).
 */
export type StaffScreen =
  | { step: 'browsing'; outcome: StaffOutcome | null }
  | { step: 'confirming'; chosen: StaffStep; outcome: StaffOutcome | null };

export type StaffScreenEvent =
  | { type: 'step-chosen'; chosen: StaffStep }
  | { type: 'cancelled' }
  | { type: 'step-taken'; taken: StaffStep }
  /** `message`: why, as failureMessage says it. */
  | { type: 'step-failed'; tried: StaffStep; message: string }
  /** An invitation is being saved: the last outcome is put away. */
  | { type: 'sending' }
  | { type: 'sent'; sent: SentInvitation }
  | { type: 'send-again-failed'; email: string; message: string };

export const initialStaffScreen: StaffScreen = { step: 'browsing', outcome: null };

function stepOutcome(step: StaffStep, message: string | null): StaffOutcome {
  const email = stepEmail(step);
  if (message !== null) {
    const what = step.kind === 'withdraw' ? `The invitation to ${email}` : `${email}’s access`;
    return { kind: 'failed', title: `${what} was not changed.`, text: message };
  }
  const text =
    step.kind === 'withdraw'
      ? `The invitation to ${email} is withdrawn.`
      : `${email} no longer has staff access.`;
  return { kind: 'done', text };
}

export function staffScreen(state: StaffScreen, event: StaffScreenEvent): StaffScreen {
  switch (event.type) {
    case 'step-chosen':
      return state.step === 'browsing'
        ? { step: 'confirming', chosen: event.chosen, outcome: null }
        : state;
    case 'cancelled':
      return state.step === 'confirming' ? { step: 'browsing', outcome: state.outcome } : state;
    // A withdrawal or removal ends its dialog, even one closed while it was saving.
    case 'step-taken':
      return { step: 'browsing', outcome: stepOutcome(event.taken, null) };
    case 'step-failed':
      return { step: 'browsing', outcome: stepOutcome(event.tried, event.message) };
    case 'sending':
      return { ...state, outcome: null };
    case 'sent':
      return { ...state, outcome: { kind: 'sent', sent: event.sent } };
    case 'send-again-failed':
      return {
        ...state,
        outcome: {
          kind: 'failed',
          title: `The invitation to ${event.email} was not sent again.`,
          text: event.message,
        },
      };
  }
}

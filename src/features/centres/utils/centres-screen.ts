import { centreLabel } from '@/domain/centres';

import { centreStepText, type CentreStep } from './centre-step-text';

/** What the admin's last step did, said above the table. */
export type CentreOutcome = { tone: 'success' | 'error'; text: string };

/**
 * The Centres screen's own state (docs/decisions/027-centres.md), as a pure reducer: the admin
 * browses the centres, with what their last step did; chooses to suspend or reactivate one and is
 * asked to confirm. Whether a step is saving is the step's own (TanStack Query's mutation): once
 * it ends, the outcome is told, even if the admin closed the dialog meanwhile.
 */
export type CentresScreen =
  { step: 'browsing'; outcome: CentreOutcome | null } | { step: 'confirming'; chosen: CentreStep };

export type CentresEvent =
  | { type: 'step-chosen'; chosen: CentreStep }
  | { type: 'cancelled' }
  | { type: 'step-taken'; taken: CentreStep }
  /** `message`: why, as failureMessage says it. */
  | { type: 'step-failed'; tried: CentreStep; message: string };

export const initialCentresScreen: CentresScreen = { step: 'browsing', outcome: null };

export function centresScreen(state: CentresScreen, event: CentresEvent): CentresScreen {
  switch (event.type) {
    case 'step-chosen':
      // A new step puts the last one's outcome away.
      return state.step === 'browsing' ? { step: 'confirming', chosen: event.chosen } : state;
    case 'cancelled':
      return state.step === 'confirming' ? initialCentresScreen : state;
    case 'step-taken': {
      const { centre, to } = event.taken;
      const text = `Centre ${centreLabel(centre)} ${centreStepText[to].done}`;
      return { step: 'browsing', outcome: { tone: 'success', text } };
    }
    case 'step-failed': {
      const text = `Centre ${centreLabel(event.tried.centre)} was not changed: ${event.message}`;
      return { step: 'browsing', outcome: { tone: 'error', text } };
    }
  }
}

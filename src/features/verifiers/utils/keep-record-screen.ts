import type { KeepRecordOutcome } from '../api/keep-record-of-check';

/**
 * "Keep a record of this check" under a public check's answer: offered; being kept (one at a
 * time); kept, with its receipt; or not kept, because the record could not be written (the
 * visitor may try again) or because the check had to be made again and the hour's checks are
 * used up (they may try again from `retryAt`, so no button is offered before then).
 */
export type KeepRecordScreen =
  | { step: 'offered' }
  | { step: 'keeping' }
  | { step: 'kept'; receiptId: string }
  | { step: 'failed' }
  | { step: 'throttled'; retryAt: Date };

export type KeepRecordEvent =
  { type: 'keeping' } | { type: 'answered'; outcome: KeepRecordOutcome };

export const initialKeepRecordScreen: KeepRecordScreen = { step: 'offered' };

/** Whether the visitor may ask for the record now: before asking, or again after a failure. */
export const canKeep = (screen: KeepRecordScreen) =>
  screen.step === 'offered' || screen.step === 'failed';

export function keepRecordScreen(
  screen: KeepRecordScreen,
  event: KeepRecordEvent,
): KeepRecordScreen {
  switch (event.type) {
    case 'keeping':
      return canKeep(screen) ? { step: 'keeping' } : screen;
    case 'answered': {
      if (screen.step !== 'keeping') return screen;
      const { outcome } = event;
      if (outcome.status === 'kept') return { step: 'kept', receiptId: outcome.receiptId };
      if (outcome.status === 'throttled') return { step: 'throttled', retryAt: outcome.retryAt };
      return { step: 'failed' };
    }
  }
}

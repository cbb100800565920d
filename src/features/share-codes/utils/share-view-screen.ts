import type { FoundCertificate } from '@/domain/public-check';

import type { ShareViewOutcome } from '../api/view-share';

/**
 * The share page (docs/decisions/031-learners.md) as a pure reducer: the code (from the link, or
 * typed) and the holder's surname, then what the view showed.
 */
export type ShareViewScreen = {
  code: string;
  surname: string;
  errors: { code?: string; surname?: string };
  result:
    | { status: 'idle' }
    | { status: 'loading' }
    | { status: 'verified'; certificate: FoundCertificate; checkedAt: Date }
    | Exclude<ShareViewOutcome, { status: 'verified' }>;
};

export type ShareViewEvent =
  | { type: 'typed'; field: 'code' | 'surname'; value: string }
  | { type: 'refused'; errors: ShareViewScreen['errors'] }
  | { type: 'viewing' }
  | { type: 'viewed'; outcome: ShareViewOutcome; at: Date };

export const initialShareView = (code: string): ShareViewScreen => ({
  code,
  surname: '',
  errors: {},
  result: { status: 'idle' },
});

export function shareViewScreen(state: ShareViewScreen, event: ShareViewEvent): ShareViewScreen {
  switch (event.type) {
    case 'typed':
      return {
        ...state,
        [event.field]: event.value,
        errors: { ...state.errors, [event.field]: undefined },
      };
    case 'refused':
      return { ...state, errors: event.errors, result: { status: 'idle' } };
    case 'viewing':
      return state.result.status === 'loading'
        ? state
        : { ...state, errors: {}, result: { status: 'loading' } };
    case 'viewed':
      if (state.result.status !== 'loading') return state;
      return {
        ...state,
        result:
          event.outcome.status === 'verified'
            ? { ...event.outcome, checkedAt: event.at }
            : event.outcome,
      };
  }
}

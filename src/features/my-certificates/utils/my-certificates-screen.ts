import type { Certificate } from '@/domain/certificate';
import type { LearnerRequest } from '@/domain/learner-requests';

/**
 * A learner's own page once signed in (docs/decisions/031-learners.md), as a pure reducer: their
 * certificates and requests are read; one certificate may be shown alone to print, and one may
 * have the request form open under it.
 */
export type MyCertificatesScreen =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | {
      step: 'loaded';
      certificates: Certificate[];
      requests: LearnerRequest[];
      /** The certificate shown alone, as it prints. */
      printing: string | null;
      /** The certificate whose request form is open. */
      asking: string | null;
    };

export type MyCertificatesEvent =
  | { type: 'loaded'; certificates: Certificate[]; requests: LearnerRequest[] }
  | { type: 'load-failed'; message: string }
  | { type: 'retry' }
  | { type: 'print'; certificateId: string }
  | { type: 'printed' }
  | { type: 'ask'; certificateId: string }
  | { type: 'asked' }
  | { type: 'request-sent'; request: LearnerRequest };

export const initialMyCertificates: MyCertificatesScreen = { step: 'loading' };

export function myCertificatesScreen(
  state: MyCertificatesScreen,
  event: MyCertificatesEvent,
): MyCertificatesScreen {
  switch (event.type) {
    case 'loaded':
      return state.step === 'loading'
        ? { step: 'loaded', ...event, printing: null, asking: null }
        : state;
    case 'load-failed':
      return state.step === 'loading' ? { step: 'failed', message: event.message } : state;
    case 'retry':
      return state.step === 'failed' ? { step: 'loading' } : state;
    case 'print':
      return state.step === 'loaded' &&
        state.certificates.some((certificate) => certificate.id === event.certificateId)
        ? { ...state, printing: event.certificateId, asking: null }
        : state;
    case 'printed':
      return state.step === 'loaded' ? { ...state, printing: null } : state;
    case 'ask':
      return state.step === 'loaded' ? { ...state, asking: event.certificateId } : state;
    case 'asked':
      return state.step === 'loaded' ? { ...state, asking: null } : state;
    case 'request-sent':
      return state.step === 'loaded'
        ? { ...state, asking: null, requests: [event.request, ...state.requests] }
        : state;
  }
}

import type { LearnerSession } from '../types';

/**
 * The learners' sign-in (docs/decisions/031-learners.md) as a pure reducer: the learner gives
 * their address and is sent a link; opening it signs them in (on another device than the one that
 * asked, they confirm the address first). An account that was there before the link is closed
 * and a fresh link sent; an address of a staff account is not a learner's.
 */
export type LearnerSignInScreen =
  | { step: 'checking' }
  | { step: 'enter-address'; address: string; error: string | null; sending: boolean }
  /** `emulatorLink`: on the local emulators, the link itself, as no e-mail leaves the machine. */
  | { step: 'link-sent'; email: string; emulatorLink: string | null }
  | { step: 'confirm-address'; address: string; error: string | null; signingIn: boolean }
  | { step: 'signing-in'; email: string }
  | { step: 'fresh-link-sent'; email: string; emulatorLink: string | null }
  | { step: 'staff-account'; email: string }
  | { step: 'link-failed'; message: string }
  | { step: 'signed-in'; session: LearnerSession };

export type LearnerSignInEvent =
  | {
      type: 'checked';
      session: LearnerSession | null;
      isLink: boolean;
      rememberedAddress: string;
    }
  | { type: 'address-typed'; address: string }
  | { type: 'address-refused'; message: string }
  | { type: 'sending' }
  | { type: 'sent'; email: string; emulatorLink: string | null }
  | { type: 'send-failed'; message: string }
  | { type: 'signing-in'; email: string }
  /** `canRetry`: the address typed (or the connection) was at fault, not the link. */
  | { type: 'sign-in-failed'; canRetry: boolean; message: string }
  | { type: 'signed-in'; session: LearnerSession }
  | { type: 'started-afresh'; email: string; emulatorLink: string | null }
  | { type: 'staff-account'; email: string }
  | { type: 'signed-out' }
  | { type: 'start-again' };

export const initialLearnerSignIn: LearnerSignInScreen = { step: 'checking' };

const enterAddress = (address = ''): LearnerSignInScreen => ({
  step: 'enter-address',
  address,
  error: null,
  sending: false,
});

export function learnerSignInScreen(
  state: LearnerSignInScreen,
  event: LearnerSignInEvent,
): LearnerSignInScreen {
  switch (event.type) {
    case 'checked':
      if (state.step !== 'checking') return state;
      if (event.isLink) {
        return event.rememberedAddress
          ? { step: 'signing-in', email: event.rememberedAddress }
          : { step: 'confirm-address', address: '', error: null, signingIn: false };
      }
      return event.session ? { step: 'signed-in', session: event.session } : enterAddress();
    case 'address-typed':
      if (state.step === 'enter-address' && !state.sending) {
        return { ...state, address: event.address, error: null };
      }
      return state.step === 'confirm-address' && !state.signingIn
        ? { ...state, address: event.address, error: null }
        : state;
    case 'address-refused':
      return state.step === 'enter-address' || state.step === 'confirm-address'
        ? { ...state, error: event.message }
        : state;
    case 'sending':
      return state.step === 'enter-address' ? { ...state, error: null, sending: true } : state;
    case 'sent':
      return state.step === 'enter-address'
        ? { step: 'link-sent', email: event.email, emulatorLink: event.emulatorLink }
        : state;
    case 'send-failed':
      return state.step === 'enter-address'
        ? { ...state, error: event.message, sending: false }
        : state;
    case 'signing-in':
      return state.step === 'confirm-address' ? { ...state, error: null, signingIn: true } : state;
    case 'sign-in-failed':
      if (state.step !== 'confirm-address' && state.step !== 'signing-in') return state;
      return event.canRetry
        ? {
            step: 'confirm-address',
            address: state.step === 'confirm-address' ? state.address : state.email,
            error: event.message,
            signingIn: false,
          }
        : { step: 'link-failed', message: event.message };
    case 'signed-in':
      return state.step === 'confirm-address' || state.step === 'signing-in'
        ? { step: 'signed-in', session: event.session }
        : state;
    case 'started-afresh':
      return state.step === 'confirm-address' || state.step === 'signing-in'
        ? { step: 'fresh-link-sent', email: event.email, emulatorLink: event.emulatorLink }
        : state;
    case 'staff-account':
      return state.step === 'confirm-address' || state.step === 'signing-in'
        ? { step: 'staff-account', email: event.email }
        : state;
    case 'signed-out':
      return state.step === 'signed-in' ? enterAddress() : state;
    case 'start-again':
      return state.step === 'signed-in' || state.step === 'checking' ? state : enterAddress();
  }
}

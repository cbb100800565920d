import { isInvitationLive, type Invitation } from '@/domain/invitations';

/**
 * The accept page's steps (docs/decisions/028-invitations.md), as a pure reducer: the link is
 * checked; the invitee confirms the address it was sent to and is signed in by it; their
 * invitation is read; they set a password and accept; the session then finds them staff.
 */
export type AcceptScreen =
  | { step: 'checking' }
  /** Opened without a sign-in link: nothing to accept here. */
  | { step: 'not-a-link' }
  | { step: 'confirm-address'; address: string; error: string | null; signingIn: boolean }
  /** The link itself failed (used, expired, damaged), or the invitation could not be read. */
  | { step: 'link-failed'; message: string }
  | { step: 'reading'; email: string }
  | { step: 'no-invitation'; email: string }
  | { step: 'expired'; invitation: Invitation }
  | { step: 'invited'; invitation: Invitation; failure: string | null; accepting: boolean }
  | { step: 'accepted'; invitation: Invitation };

export type AcceptEvent =
  | {
      type: 'link-checked';
      isLink: boolean;
      rememberedAddress: string;
      /** The proved address of whoever is signed in already (back after a reload), or null. */
      signedInAs: string | null;
    }
  | { type: 'address-typed'; address: string }
  | { type: 'signing-in' }
  /** `canRetry`: the address typed (or the connection) was at fault, not the link. */
  | { type: 'sign-in-failed'; canRetry: boolean; message: string }
  | { type: 'signed-in'; email: string }
  | { type: 'invitation-read'; invitation: Invitation | null; now: Date }
  | { type: 'read-failed'; message: string }
  | { type: 'accepting' }
  | { type: 'accept-failed'; message: string }
  /** The invitation has gone, or expired, since it was read. */
  | { type: 'accept-refused'; now: Date }
  | { type: 'accepted' };

export const initialAcceptScreen: AcceptScreen = { step: 'checking' };

export function acceptScreen(state: AcceptScreen, event: AcceptEvent): AcceptScreen {
  switch (event.type) {
    case 'link-checked':
      if (state.step !== 'checking') return state;
      if (event.isLink) {
        return {
          step: 'confirm-address',
          address: event.rememberedAddress,
          error: null,
          signingIn: false,
        };
      }
      return event.signedInAs
        ? { step: 'reading', email: event.signedInAs }
        : { step: 'not-a-link' };
    case 'address-typed':
      return state.step === 'confirm-address' && !state.signingIn
        ? { ...state, address: event.address, error: null }
        : state;
    case 'signing-in':
      return state.step === 'confirm-address' ? { ...state, error: null, signingIn: true } : state;
    case 'sign-in-failed':
      if (state.step !== 'confirm-address') return state;
      return event.canRetry
        ? { ...state, error: event.message, signingIn: false }
        : { step: 'link-failed', message: event.message };
    case 'signed-in':
      return state.step === 'confirm-address' ? { step: 'reading', email: event.email } : state;
    case 'invitation-read':
      if (state.step !== 'reading') return state;
      if (!event.invitation) return { step: 'no-invitation', email: state.email };
      return isInvitationLive(event.invitation, event.now)
        ? { step: 'invited', invitation: event.invitation, failure: null, accepting: false }
        : { step: 'expired', invitation: event.invitation };
    case 'read-failed':
      return state.step === 'reading' ? { step: 'link-failed', message: event.message } : state;
    case 'accepting':
      return state.step === 'invited' ? { ...state, failure: null, accepting: true } : state;
    case 'accept-failed':
      return state.step === 'invited'
        ? { ...state, failure: event.message, accepting: false }
        : state;
    case 'accept-refused':
      if (state.step !== 'invited') return state;
      return isInvitationLive(state.invitation, event.now)
        ? { step: 'no-invitation', email: state.invitation.email }
        : { step: 'expired', invitation: state.invitation };
    case 'accepted':
      return state.step === 'invited' ? { step: 'accepted', invitation: state.invitation } : state;
  }
}

import { isInvitationLive, type Invitation } from '@/domain/invitations';

/**
 * The accept page's steps (docs/decisions/028-invitations.md), as a pure reducer: the link is
 * checked for its code; the invitee confirms the address it was sent to and is signed in by it
 * (an account someone opened under that address beforehand is closed, and a fresh link sent);
 * their invitation is read; they set a password and accept with the link's code; they are then
 * signed in again, as access is given only to a session begun after it.
 */
export type AcceptScreen =
  | { step: 'checking' }
  /** Opened without a sign-in link: nothing to accept here. */
  | { step: 'not-a-link' }
  | {
      step: 'confirm-address';
      address: string;
      error: string | null;
      signingIn: boolean;
      code: string;
    }
  /** The link itself failed (used, expired, damaged), or the invitation could not be read. */
  | { step: 'link-failed'; message: string }
  /** The address had an account before this link: it was closed, and a new link sent. */
  | { step: 'fresh-link-sent'; email: string }
  | { step: 'reading'; email: string; code: string }
  | { step: 'no-invitation'; email: string }
  | { step: 'expired'; invitation: Invitation }
  | {
      step: 'invited';
      invitation: Invitation;
      failure: string | null;
      accepting: boolean;
      code: string;
    }
  /** Joined; `signedInAgain` false when the new session could not be opened for them. */
  | { step: 'accepted'; invitation: Invitation; signedInAgain: boolean };

export type AcceptEvent =
  | {
      type: 'link-checked';
      isLink: boolean;
      rememberedAddress: string;
      /** The proved address of whoever is signed in already (back after a reload), or null. */
      signedInAs: string | null;
      /** The invitation's code, from the page's address (invitationCodeFrom), or null. */
      code: string | null;
    }
  | { type: 'address-typed'; address: string }
  | { type: 'signing-in' }
  /** `canRetry`: the address typed (or the connection) was at fault, not the link. */
  | { type: 'sign-in-failed'; canRetry: boolean; message: string }
  | { type: 'signed-in'; email: string }
  | { type: 'started-afresh'; email: string }
  | { type: 'invitation-read'; invitation: Invitation | null; now: Date }
  | { type: 'read-failed'; message: string }
  | { type: 'accepting' }
  | { type: 'accept-failed'; message: string }
  /** The invitation has gone, or expired, since it was read. */
  | { type: 'accept-refused'; now: Date }
  | { type: 'accepted'; signedInAgain: boolean };

export const initialAcceptScreen: AcceptScreen = { step: 'checking' };

export const MISSING_CODE_MESSAGE =
  'This link has lost the invitation code it was sent with. Open the link in the newest invitation e-mail, or ask the administrator who invited you to send it again.';

function linkChecked(event: Extract<AcceptEvent, { type: 'link-checked' }>): AcceptScreen {
  if (event.isLink) {
    return event.code
      ? {
          step: 'confirm-address',
          address: event.rememberedAddress,
          error: null,
          signingIn: false,
          code: event.code,
        }
      : { step: 'link-failed', message: MISSING_CODE_MESSAGE };
  }
  return event.signedInAs && event.code
    ? { step: 'reading', email: event.signedInAs, code: event.code }
    : { step: 'not-a-link' };
}

export function acceptScreen(state: AcceptScreen, event: AcceptEvent): AcceptScreen {
  switch (event.type) {
    case 'link-checked':
      return state.step === 'checking' ? linkChecked(event) : state;
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
      return state.step === 'confirm-address'
        ? { step: 'reading', email: event.email, code: state.code }
        : state;
    case 'started-afresh':
      return state.step === 'confirm-address'
        ? { step: 'fresh-link-sent', email: event.email }
        : state;
    case 'invitation-read':
      if (state.step !== 'reading') return state;
      if (!event.invitation) return { step: 'no-invitation', email: state.email };
      return isInvitationLive(event.invitation, event.now)
        ? {
            step: 'invited',
            invitation: event.invitation,
            failure: null,
            accepting: false,
            code: state.code,
          }
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
      return state.step === 'invited'
        ? { step: 'accepted', invitation: state.invitation, signedInAgain: event.signedInAgain }
        : state;
  }
}

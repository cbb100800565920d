import type { Invitation } from '@/domain/invitations';
import { OKAFOR } from '@/testing/staff';

import {
  acceptScreen,
  initialAcceptScreen,
  MISSING_CODE_MESSAGE,
  type AcceptEvent,
  type AcceptScreen,
} from './accept-invitation-screen';

const invitation: Invitation = {
  email: 'n.patel@harbour.example',
  role: { role: 'centre', centreNumber: '90210' },
  invitedBy: OKAFOR.email,
  invitedByUid: 'u-1',
  invitedAt: new Date('2026-03-02T09:00:00Z'),
  expiresAt: new Date('2026-03-09T09:00:00Z'),
  codeHash: 'c'.repeat(64),
  lastEventId: 'e-1',
};
const code = 'the-links-code-0123';
const before = new Date('2026-03-05T09:00:00Z');
const after = new Date('2026-03-10T09:00:00Z');

const run = (...events: AcceptEvent[]): AcceptScreen =>
  events.reduce(acceptScreen, initialAcceptScreen);
const link = {
  type: 'link-checked',
  isLink: true,
  rememberedAddress: '',
  signedInAs: null,
  code,
} as const;
const signedIn = { type: 'signed-in', email: invitation.email } as const;

describe('acceptScreen', () => {
  it('asks for the address of a sign-in link, filled in where this browser sent it', () => {
    expect(run({ ...link, rememberedAddress: 'n.patel@harbour.example' })).toEqual({
      step: 'confirm-address',
      address: 'n.patel@harbour.example',
      error: null,
      signingIn: false,
      code,
    });
  });

  it('explains an address that is no sign-in link, unless someone signed in is back with the code', () => {
    expect(run({ ...link, isLink: false })).toEqual({ step: 'not-a-link' });
    expect(run({ ...link, isLink: false, signedInAs: invitation.email })).toEqual({
      step: 'reading',
      email: invitation.email,
      code,
    });
    expect(run({ ...link, isLink: false, signedInAs: invitation.email, code: null })).toEqual({
      step: 'not-a-link',
    });
  });

  it('gives up on a sign-in link that has lost its code: it could not be accepted', () => {
    expect(run({ ...link, code: null })).toEqual({
      step: 'link-failed',
      message: MISSING_CODE_MESSAGE,
    });
  });

  it('says a fresh link was sent when the address had an account before this link', () => {
    expect(
      run(link, { type: 'signing-in' }, { type: 'started-afresh', email: invitation.email }),
    ).toEqual({ step: 'fresh-link-sent', email: invitation.email });
  });

  it('keeps the form for a wrong address, and gives up on a used or expired link', () => {
    const typed = run(link, { type: 'address-typed', address: 'x@y.z' }, { type: 'signing-in' });
    expect(typed).toMatchObject({ signingIn: true });
    expect(
      acceptScreen(typed, { type: 'sign-in-failed', canRetry: true, message: 'Not that one.' }),
    ).toEqual({
      step: 'confirm-address',
      address: 'x@y.z',
      error: 'Not that one.',
      signingIn: false,
      code,
    });
    expect(
      acceptScreen(typed, { type: 'sign-in-failed', canRetry: false, message: 'Used already.' }),
    ).toEqual({ step: 'link-failed', message: 'Used already.' });
  });

  it('shows a live invitation, says an expired one has expired, and a missing one is gone', () => {
    const read = (found: Invitation | null, now: Date) =>
      run(link, { type: 'signing-in' }, signedIn, {
        type: 'invitation-read',
        invitation: found,
        now,
      });
    expect(read(invitation, before)).toEqual({
      step: 'invited',
      invitation,
      failure: null,
      accepting: false,
      code,
    });
    expect(read(invitation, after)).toEqual({ step: 'expired', invitation });
    expect(read(null, before)).toEqual({ step: 'no-invitation', email: invitation.email });
    expect(
      run(link, { type: 'signing-in' }, signedIn, { type: 'read-failed', message: 'Offline.' }),
    ).toEqual({ step: 'link-failed', message: 'Offline.' });
  });

  it('accepts with the code, or says why not and lets them try again', () => {
    const invited = run(link, { type: 'signing-in' }, signedIn, {
      type: 'invitation-read',
      invitation,
      now: before,
    });
    const accepting = acceptScreen(invited, { type: 'accepting' });
    expect(accepting).toMatchObject({ accepting: true });
    expect(acceptScreen(accepting, { type: 'accept-failed', message: 'Offline.' })).toEqual({
      step: 'invited',
      invitation,
      failure: 'Offline.',
      accepting: false,
      code,
    });
    expect(acceptScreen(accepting, { type: 'accepted', signedInAgain: true })).toEqual({
      step: 'accepted',
      invitation,
      signedInAgain: true,
    });
    expect(acceptScreen(accepting, { type: 'accepted', signedInAgain: false })).toMatchObject({
      signedInAgain: false,
    });
    // Refused by the register: gone meanwhile, or expired while the page was open.
    expect(acceptScreen(accepting, { type: 'accept-refused', now: before })).toEqual({
      step: 'no-invitation',
      email: invitation.email,
    });
    expect(acceptScreen(accepting, { type: 'accept-refused', now: after })).toEqual({
      step: 'expired',
      invitation,
    });
  });

  it('ignores an event that does not belong to the step it is in', () => {
    expect(run({ type: 'accepted', signedInAgain: true })).toEqual(initialAcceptScreen);
    expect(run({ type: 'started-afresh', email: 'x@y.z' })).toEqual(initialAcceptScreen);
    expect(run(link, link)).toEqual(run(link));
    expect(
      run(link, { type: 'signing-in' }, { type: 'address-typed', address: 'x' }),
    ).toMatchObject({
      address: '',
    });
  });
});

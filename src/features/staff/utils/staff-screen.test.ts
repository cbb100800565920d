import type { Invitation } from '@/domain/invitations';
import { OKAFOR } from '@/testing/staff';

import type { StaffEntry } from '../api/staff-api';
import type { SentInvitation } from '../hooks/use-staff-steps';
import type { StaffStep } from './confirm-steps';
import {
  initialStaffScreen,
  staffScreen,
  type StaffScreen,
  type StaffScreenEvent,
} from './staff-screen';

const invitation: Invitation = {
  email: 'p.shah@harbour.example',
  role: { role: 'centre', centreNumber: '90210' },
  invitedBy: OKAFOR.email,
  invitedByUid: 'u-1',
  invitedAt: new Date(2026, 0, 1),
  expiresAt: new Date(2026, 0, 8),
  codeHash: 'a'.repeat(64),
  lastEventId: 'e-1',
};
const entry: StaffEntry = {
  uid: 'u-2',
  email: 'm.lee@harbour.example',
  role: { role: 'centre', centreNumber: '90210' },
  addedBy: OKAFOR.email,
  addedAt: null,
};
const withdraw: StaffStep = { kind: 'withdraw', invitation };
const remove: StaffStep = { kind: 'remove', entry };
const sent: SentInvitation = {
  email: 'n@harbour.example',
  role: { role: 'admin' },
  emailed: true,
  link: null,
};

const run = (...events: StaffScreenEvent[]): StaffScreen =>
  events.reduce(staffScreen, initialStaffScreen);

describe('staffScreen', () => {
  it('asks to confirm a withdrawal or removal, putting the last outcome away', () => {
    const told = run({ type: 'sent', sent });
    expect(staffScreen(told, { type: 'step-chosen', chosen: remove })).toEqual({
      step: 'confirming',
      chosen: remove,
      outcome: null,
    });
    expect(run({ type: 'step-chosen', chosen: withdraw }, { type: 'cancelled' })).toEqual(
      initialStaffScreen,
    );
  });

  it('says what a withdrawal or removal did', () => {
    expect(
      run({ type: 'step-chosen', chosen: withdraw }, { type: 'step-taken', taken: withdraw }),
    ).toEqual({
      step: 'browsing',
      outcome: { kind: 'done', text: 'The invitation to p.shah@harbour.example is withdrawn.' },
    });
    expect(run({ type: 'step-taken', taken: remove }).outcome).toEqual({
      kind: 'done',
      text: 'm.lee@harbour.example no longer has staff access.',
    });
  });

  it('says why a withdrawal or removal failed', () => {
    expect(
      run(
        { type: 'step-chosen', chosen: withdraw },
        { type: 'step-failed', tried: withdraw, message: 'Gone.' },
      ),
    ).toEqual({
      step: 'browsing',
      outcome: {
        kind: 'failed',
        title: 'The invitation to p.shah@harbour.example was not changed.',
        text: 'Gone.',
      },
    });
    expect(run({ type: 'step-failed', tried: remove, message: 'Gone.' }).outcome).toMatchObject({
      title: 'm.lee@harbour.example’s access was not changed.',
    });
  });

  it('tells an invitation sent, or not sent again, whatever is open', () => {
    expect(run({ type: 'sending' }, { type: 'sent', sent }).outcome).toEqual({
      kind: 'sent',
      sent,
    });
    const confirming = run({ type: 'step-chosen', chosen: remove });
    expect(
      staffScreen(confirming, {
        type: 'send-again-failed',
        email: 'n@harbour.example',
        message: 'Offline.',
      }),
    ).toEqual({
      ...confirming,
      outcome: {
        kind: 'failed',
        title: 'The invitation to n@harbour.example was not sent again.',
        text: 'Offline.',
      },
    });
    expect(staffScreen(run({ type: 'sent', sent }), { type: 'sending' }).outcome).toBeNull();
  });

  it('ignores what does not belong: a second choice while confirming, a cancel while browsing', () => {
    const confirming = run({ type: 'step-chosen', chosen: remove });
    expect(staffScreen(confirming, { type: 'step-chosen', chosen: withdraw })).toBe(confirming);
    expect(staffScreen(initialStaffScreen, { type: 'cancelled' })).toBe(initialStaffScreen);
  });
});

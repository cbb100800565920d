import { describe, expect, it } from 'vitest';

import { describeAction, describeChanges } from '../audit-descriptions';
import { INVITATION_KEYS, VERIFIER_INVITATION_KEYS, VERIFIER_KEYS } from '../document-keys';
import { invitationFrom, type Invitation } from '../invitations';
import { verifierFrom, type VerifierAccount } from '../verifiers';
import { planAcceptInvitation, planSendInvitation } from './invitation';
import { SERVER_TIME } from './plan';
import { planVerifierStep, verifierStepRefusal } from './verifier';

const admin = { uid: 'admin-1', email: 'registrar@larkfield.test' };
const sentAt = new Date('2026-03-02T09:00:00Z');
const role = { role: 'verifier', organisation: 'Acme Recruitment', dailyAllowance: 500 } as const;

const invitation: Invitation = {
  email: 'hr@acme.example',
  role,
  invitedBy: admin.email,
  invitedByUid: admin.uid,
  invitedAt: sentAt,
  expiresAt: new Date('2026-03-09T09:00:00Z'),
  codeHash: 'c'.repeat(64),
  lastEventId: 'e-sent',
};

const account: VerifierAccount = {
  uid: 'v-1',
  email: 'hr@acme.example',
  organisation: 'Acme Recruitment',
  dailyAllowance: 500,
  status: 'active',
  addedBy: admin.email,
  addedAt: sentAt,
  accessEventId: 'e-joined',
  lastEventId: 'e-joined',
};

describe('an invitation to a verifier', () => {
  it('keeps the organisation and the allowance beside an invitation’s keys, and no centre', () => {
    const plan = planSendInvitation({
      email: invitation.email,
      role,
      actor: admin,
      eventId: 'e-1',
      now: sentAt,
      codeHash: invitation.codeHash,
    });
    const [sent, event] = plan.writes;
    if (sent?.op !== 'set' || event?.op !== 'set') throw new Error('Two documents set');
    expect(Object.keys(sent.data).sort()).toEqual(
      [...INVITATION_KEYS, ...VERIFIER_INVITATION_KEYS].sort(),
    );
    expect(sent.data).toMatchObject({
      role: 'verifier',
      centreNumber: null,
      organisation: 'Acme Recruitment',
      dailyAllowance: 500,
    });
    expect(event.data).toMatchObject({
      entity: 'invitation',
      changes: { role: { to: 'verifier' } },
    });
    expect(event.data).not.toHaveProperty('centreNumber');
    expect(describeChanges(event.data.changes as never, 'invitation')).toEqual(['Role: Verifier']);
    // Read back as it was sent.
    const stored = { ...sent.data, invitedAt: sentAt };
    expect(invitationFrom(invitation.email, stored, (v) => (v instanceof Date ? v : null))).toEqual(
      { ...invitation, lastEventId: 'e-1' },
    );
  });

  it('is read as nothing when its allowance or organisation is not one the rules accept', () => {
    const stored = { ...invitation, role: 'verifier', centreNumber: null };
    const read = (change: object) =>
      invitationFrom(invitation.email, { ...stored, ...change }, (v) =>
        v instanceof Date ? v : null,
      );
    expect(read({ organisation: 'Acme', dailyAllowance: 49 })).toBeNull();
    expect(read({ organisation: 'Acme', dailyAllowance: 5001 })).toBeNull();
    expect(read({ organisation: 'Acme', dailyAllowance: 50.5 })).toBeNull();
    expect(read({ dailyAllowance: 500 })).toBeNull();
    expect(read({ organisation: 'Acme', dailyAllowance: 50 })?.role).toEqual({
      role: 'verifier',
      organisation: 'Acme',
      dailyAllowance: 50,
    });
  });

  it('is accepted into a verifier account, active, with no staff entry, and its joining event', () => {
    const plan = planAcceptInvitation({
      invitation,
      uid: 'v-1',
      eventId: 'e-joined',
      now: sentAt,
      linkCode: 'the-link-code-1234',
    });
    expect(plan.writes.map((write) => [write.op, write.path])).toEqual([
      ['set', 'verifiers/v-1'],
      ['delete', 'invitations/hr@acme.example'],
      ['set', 'auditEvents/e-joined'],
    ]);
    const [entry, , event] = plan.writes;
    if (entry?.op !== 'set' || event?.op !== 'set') throw new Error('Two documents set');
    expect(Object.keys(entry.data)).toEqual([...VERIFIER_KEYS]);
    expect(entry.data).toEqual({
      organisation: 'Acme Recruitment',
      email: 'hr@acme.example',
      dailyAllowance: 500,
      status: 'active',
      addedBy: admin.email,
      addedAt: SERVER_TIME,
      accessEventId: 'e-joined',
      lastEventId: 'e-joined',
    });
    expect(event.data).toEqual({
      at: SERVER_TIME,
      actorUid: 'v-1',
      actorEmail: 'hr@acme.example',
      action: 'verifier.joined',
      entity: 'verifier',
      verifierUid: 'v-1',
      subject: 'Acme Recruitment (hr@acme.example)',
      changes: {
        verifierAccess: { from: false, to: true },
        dailyAllowance: { from: null, to: 500 },
      },
      prevEventId: 'e-sent',
      linkCode: 'the-link-code-1234',
    });
    expect(describeAction('verifier.joined')).toBe('Accepted an invitation as a verifier');
    expect(describeChanges(event.data.changes as never, 'verifier')).toEqual([
      'Verifier access: No → Yes',
      'Rows a day: 500',
    ]);
  });
});

describe('planVerifierStep', () => {
  it('suspends an active account, following its last event', () => {
    const plan = planVerifierStep({
      account,
      step: { kind: 'suspend' },
      actor: admin,
      eventId: 'e-2',
    });
    expect(plan.writes).toEqual([
      { op: 'update', path: 'verifiers/v-1', data: { status: 'suspended', lastEventId: 'e-2' } },
      {
        op: 'set',
        path: 'auditEvents/e-2',
        data: {
          at: SERVER_TIME,
          actorUid: admin.uid,
          actorEmail: admin.email,
          action: 'verifier.suspended',
          entity: 'verifier',
          verifierUid: 'v-1',
          subject: 'Acme Recruitment (hr@acme.example)',
          changes: { status: { from: 'active', to: 'suspended' } },
          prevEventId: 'e-joined',
        },
      },
    ]);
    expect(describeChanges({ status: { from: 'active', to: 'suspended' } }, 'verifier')).toEqual([
      'Status: Active → Suspended',
    ]);
  });

  it('reactivates a suspended one and changes an allowance, each from what it was', () => {
    const suspended = { ...account, status: 'suspended' as const, lastEventId: 'e-2' };
    const again = planVerifierStep({
      account: suspended,
      step: { kind: 'reactivate' },
      actor: admin,
      eventId: 'e-3',
    });
    expect(again.writes[0]).toEqual({
      op: 'update',
      path: 'verifiers/v-1',
      data: { status: 'active', lastEventId: 'e-3' },
    });
    const more = planVerifierStep({
      account,
      step: { kind: 'change-allowance', dailyAllowance: 2000 },
      actor: admin,
      eventId: 'e-4',
    });
    expect(more.writes[0]).toEqual({
      op: 'update',
      path: 'verifiers/v-1',
      data: { dailyAllowance: 2000, lastEventId: 'e-4' },
    });
    expect(more.writes[1]).toMatchObject({
      data: {
        action: 'verifier.allowance-changed',
        changes: { dailyAllowance: { from: 500, to: 2000 } },
        prevEventId: 'e-joined',
      },
    });
  });

  it('refuses a step that is not open, and an allowance out of bounds', () => {
    expect(verifierStepRefusal(account, { kind: 'reactivate' })).toBe(
      'Acme Recruitment is active already.',
    );
    expect(verifierStepRefusal({ ...account, status: 'suspended' }, { kind: 'suspend' })).toBe(
      'Acme Recruitment is suspended already.',
    );
    for (const dailyAllowance of [49, 5001, 120.5]) {
      expect(verifierStepRefusal(account, { kind: 'change-allowance', dailyAllowance })).toMatch(
        /from 50 to 5000/,
      );
    }
    expect(verifierStepRefusal(account, { kind: 'change-allowance', dailyAllowance: 500 })).toMatch(
      /already/,
    );
    expect(() =>
      planVerifierStep({ account, step: { kind: 'reactivate' }, actor: admin, eventId: 'e' }),
    ).toThrow('active already');
  });
});

describe('verifierFrom', () => {
  it('reads an account as stored, and nothing from one the rules would not accept', () => {
    const stored = { ...account, addedAt: sentAt };
    const toDate = (value: unknown) => (value instanceof Date ? value : null);
    expect(verifierFrom('v-1', stored, toDate)).toEqual(account);
    expect(verifierFrom('v-1', { ...stored, status: 'closed' }, toDate)).toBeNull();
    expect(verifierFrom('v-1', { ...stored, dailyAllowance: 10 }, toDate)).toBeNull();
    expect(verifierFrom('v-1', { ...stored, addedAt: null }, toDate)).toBeNull();
  });
});

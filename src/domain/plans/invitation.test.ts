import { describe, expect, it } from 'vitest';

import { describeAction, describeChanges } from '../audit-descriptions';
import {
  invitationCodeFrom,
  invitationCodeHash,
  invitationFrom,
  newInvitationCode,
  type Invitation,
} from '../invitations';
import { appliedInMemory } from './apply-in-memory';
import {
  InvitationRefusedError,
  planAcceptInvitation,
  planSendInvitation,
  planWithdrawInvitation,
  withdrawalEventId,
} from './invitation';
import { SERVER_TIME } from './plan';

const admin = { uid: 'admin-1', email: 'registrar@larkfield.test' };
const sentAt = new Date('2026-03-02T09:00:00Z');
const eightDays = 8 * 24 * 60 * 60 * 1000;
const codeHash = 'c'.repeat(64);
const linkCode = 'dGhlLWxpbmtzLWNvZGU';

const invitation: Invitation = {
  email: 'm.lee@northgate.example',
  role: { role: 'centre', centreNumber: '87602' },
  invitedBy: admin.email,
  invitedByUid: admin.uid,
  invitedAt: sentAt,
  expiresAt: new Date('2026-03-09T09:00:00Z'),
  codeHash,
  lastEventId: 'e-sent',
};

describe('planSendInvitation', () => {
  it("keeps a centre's invitation under the address for seven days, with the event of sending", () => {
    const plan = planSendInvitation({
      email: 'm.lee@northgate.example',
      role: { role: 'centre', centreNumber: '87602' },
      actor: admin,
      eventId: 'e-1',
      now: sentAt,
      codeHash,
    });
    expect(plan.writes).toEqual([
      {
        op: 'set',
        path: 'invitations/m.lee@northgate.example',
        data: {
          role: 'centre',
          centreNumber: '87602',
          invitedBy: 'registrar@larkfield.test',
          invitedByUid: 'admin-1',
          invitedAt: SERVER_TIME,
          expiresAt: new Date('2026-03-09T09:00:00Z'),
          codeHash,
          lastEventId: 'e-1',
        },
      },
      {
        op: 'set',
        path: 'auditEvents/e-1',
        data: {
          at: SERVER_TIME,
          actorUid: 'admin-1',
          actorEmail: 'registrar@larkfield.test',
          action: 'invitation.sent',
          entity: 'invitation',
          centreNumber: '87602',
          subject: 'm.lee@northgate.example',
          changes: { role: { from: null, to: 'centre' } },
          prevEventId: null,
        },
      },
    ]);
    expect(plan.eventPath).toBe('auditEvents/e-1');
    expect(describeAction('invitation.sent')).toBe('Invited to the staff');
    expect(describeChanges({ role: { from: null, to: 'centre' } }, 'invitation')).toEqual([
      'Role: Centre staff',
    ]);
  });

  it("names no centre on an admin's invitation or its event", () => {
    const plan = planSendInvitation({
      email: 'a@larkfield.test',
      role: { role: 'admin' },
      actor: admin,
      eventId: 'e-2',
      now: sentAt,
      codeHash,
    });
    expect(plan.writes[0]).toMatchObject({ data: { role: 'admin', centreNumber: null } });
    expect(plan.writes[1]).not.toHaveProperty('data.centreNumber');
  });

  it('sent again, overwrites the invitation: seven days from now, its new code, the new event', () => {
    const later = new Date('2026-03-05T12:00:00Z');
    const documents = appliedInMemory(
      new Map(),
      planSendInvitation({ ...invitation, actor: admin, eventId: 'e-1', now: sentAt }),
      'first',
    );
    const after = appliedInMemory(
      documents,
      planSendInvitation({
        ...invitation,
        actor: admin,
        eventId: 'e-2',
        now: later,
        codeHash: 'd'.repeat(64),
      }),
      'second',
    );
    expect(after.get('invitations/m.lee@northgate.example')).toMatchObject({
      invitedAt: 'second',
      expiresAt: new Date('2026-03-12T12:00:00Z'),
      codeHash: 'd'.repeat(64),
      lastEventId: 'e-2',
    });
    expect([...after.keys()].filter((path) => path.startsWith('auditEvents/'))).toEqual([
      'auditEvents/e-1',
      'auditEvents/e-2',
    ]);
  });
});

describe('planWithdrawInvitation', () => {
  it('deletes the invitation, with an event named after and following its last', () => {
    const plan = planWithdrawInvitation({ invitation, actor: admin });
    expect(withdrawalEventId(invitation)).toBe('withdrawn-e-sent');
    expect(plan.writes).toEqual([
      { op: 'delete', path: 'invitations/m.lee@northgate.example' },
      {
        op: 'set',
        path: 'auditEvents/withdrawn-e-sent',
        data: {
          at: SERVER_TIME,
          actorUid: 'admin-1',
          actorEmail: 'registrar@larkfield.test',
          action: 'invitation.withdrawn',
          entity: 'invitation',
          centreNumber: '87602',
          subject: 'm.lee@northgate.example',
          changes: { role: { from: 'centre', to: null } },
          prevEventId: 'e-sent',
        },
      },
    ]);
    expect(plan.eventPath).toBe('auditEvents/withdrawn-e-sent');
  });
});

describe('planAcceptInvitation', () => {
  const now = new Date('2026-03-04T10:00:00Z');

  it("writes the invitee's own entry with the invitation's role, uses it up, and files the event with the link's code", () => {
    const plan = planAcceptInvitation({
      invitation,
      uid: 'u-new',
      eventId: 'e-join',
      now,
      linkCode,
    });
    expect(plan.writes).toEqual([
      {
        op: 'set',
        path: 'staff/u-new',
        data: {
          email: 'm.lee@northgate.example',
          addedBy: 'registrar@larkfield.test',
          role: 'centre',
          centreNumber: '87602',
          addedAt: SERVER_TIME,
          accessEventId: 'e-join',
        },
      },
      { op: 'delete', path: 'invitations/m.lee@northgate.example' },
      {
        op: 'set',
        path: 'auditEvents/e-join',
        data: {
          at: SERVER_TIME,
          actorUid: 'u-new',
          actorEmail: 'm.lee@northgate.example',
          action: 'staff.joined',
          entity: 'staff',
          staffUid: 'u-new',
          centreNumber: '87602',
          subject: 'm.lee@northgate.example',
          changes: {
            staffAccess: { from: false, to: true },
            centreNumber: { from: null, to: '87602' },
          },
          prevEventId: 'e-sent',
          linkCode,
        },
      },
    ]);
    expect(plan.eventPath).toBe('auditEvents/e-join');
  });

  it("gives an admin's entry no centre", () => {
    const plan = planAcceptInvitation({
      invitation: { ...invitation, role: { role: 'admin' } },
      uid: 'u-new',
      eventId: 'e-join',
      now,
      linkCode,
    });
    expect(plan.writes[0]).toMatchObject({ data: { role: 'admin' } });
    expect(plan.writes[0]).not.toHaveProperty('data.centreNumber');
    expect(plan.writes[2]).not.toHaveProperty('data.centreNumber');
  });

  it('refuses an invitation past its seven days, from the moment it expires', () => {
    const accept = (at: Date) =>
      planAcceptInvitation({ invitation, uid: 'u-new', eventId: 'e-join', now: at, linkCode });
    expect(() => accept(new Date(invitation.expiresAt.getTime() - 1))).not.toThrow();
    expect(() => accept(invitation.expiresAt)).toThrow(InvitationRefusedError);
    expect(() => accept(new Date(sentAt.getTime() + eightDays))).toThrow(
      'This invitation has expired: invitations last 7 days. Ask an administrator to send it again.',
    );
  });
});

describe('invitationFrom', () => {
  const toDate = (value: unknown) => (value instanceof Date ? value : null);
  const stored = {
    role: 'centre',
    centreNumber: '87602',
    invitedBy: admin.email,
    invitedByUid: admin.uid,
    invitedAt: sentAt,
    expiresAt: invitation.expiresAt,
    codeHash,
    lastEventId: 'e-sent',
  };

  it('reads an invitation as sent', () => {
    expect(invitationFrom(invitation.email, stored, toDate)).toEqual(invitation);
  });

  it('reads nothing from one the rules would not have accepted', () => {
    expect(invitationFrom('x@y.z', { ...stored, centreNumber: null }, toDate)).toBeNull();
    expect(invitationFrom('x@y.z', { ...stored, expiresAt: 'soon' }, toDate)).toBeNull();
    expect(invitationFrom('x@y.z', { ...stored, invitedByUid: 7 }, toDate)).toBeNull();
    expect(invitationFrom('x@y.z', { ...stored, lastEventId: undefined }, toDate)).toBeNull();
    expect(invitationFrom('x@y.z', { ...stored, codeHash: undefined }, toDate)).toBeNull();
  });
});

describe("an invitation's code", () => {
  it('is 128 random bits, URL-safe, different every time', () => {
    const codes = new Set(Array.from({ length: 50 }, () => newInvitationCode()));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('is kept as its SHA-256 in lower-case hex, as the rules compute it', async () => {
    expect(await invitationCodeHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('is read from the accept page address, or from the address a sign-in link wraps', () => {
    const page = `https://larkfield.example/staff/accept?invite=${linkCode}`;
    expect(invitationCodeFrom(`${page}&mode=signIn&oobCode=x&apiKey=k`)).toBe(linkCode);
    const wrapped = `https://auth.example/__/auth/action?mode=signIn&oobCode=x&continueUrl=${encodeURIComponent(page)}`;
    expect(invitationCodeFrom(wrapped)).toBe(linkCode);
    expect(invitationCodeFrom(`https://x.example/?link=${encodeURIComponent(wrapped)}`)).toBe(
      linkCode,
    );
  });

  it('is none where the address has none, or one that is not a code', () => {
    expect(invitationCodeFrom('https://larkfield.example/staff/accept?mode=signIn')).toBeNull();
    expect(invitationCodeFrom('https://larkfield.example/staff/accept?invite=a%20b')).toBeNull();
    expect(invitationCodeFrom('not an address')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { describeAction, describeChanges } from '../audit-descriptions';
import { SERVER_TIME } from './plan';
import { planGiveStaffAccess, planRemoveStaffAccess } from './staff-access';

const actor = { uid: 'script:staff', email: 'registrar@larkfield.test' };

describe('planGiveStaffAccess', () => {
  it("writes a centre account's entry and an event its centre's staff can read", () => {
    const plan = planGiveStaffAccess({
      uid: 'u-1',
      email: 'm.lee@northgate.example',
      role: { role: 'centre', centreNumber: '87602' },
      actor,
      eventId: 'e-1',
    });
    expect(plan.writes).toEqual([
      {
        op: 'set',
        path: 'staff/u-1',
        data: {
          email: 'm.lee@northgate.example',
          addedBy: 'registrar@larkfield.test',
          role: 'centre',
          centreNumber: '87602',
          addedAt: SERVER_TIME,
          accessEventId: 'e-1',
        },
      },
      {
        op: 'set',
        path: 'auditEvents/e-1',
        data: {
          at: SERVER_TIME,
          actorUid: 'script:staff',
          actorEmail: 'registrar@larkfield.test',
          action: 'staff.added',
          entity: 'staff',
          staffUid: 'u-1',
          centreNumber: '87602',
          subject: 'm.lee@northgate.example',
          changes: {
            staffAccess: { from: false, to: true },
            centreNumber: { from: null, to: '87602' },
          },
          prevEventId: null,
        },
      },
    ]);
    expect(describeAction('staff.added')).toBe('Gave staff access');
  });

  it("names no centre on an admin's entry or event", () => {
    const plan = planGiveStaffAccess({
      uid: 'u-2',
      email: 'a@larkfield.test',
      role: { role: 'admin' },
      actor,
      eventId: 'e-2',
    });
    expect(plan.writes[0]).toMatchObject({ data: { role: 'admin' } });
    expect(plan.writes[1]).not.toHaveProperty('data.centreNumber');
  });
});

describe('planRemoveStaffAccess', () => {
  it('removes the entry, with the event that says access ended and at which centre', () => {
    const plan = planRemoveStaffAccess({
      uid: 'u-1',
      email: 'm.lee@northgate.example',
      stored: { role: 'centre', centreNumber: '87602', accessEventId: 'e-1' },
      actor,
    });
    expect(plan.writes[0]).toEqual({ op: 'delete', path: 'staff/u-1' });
    const event = plan.writes[1];
    if (event?.op !== 'set') throw new Error('no event');
    // A delete carries no data: the event is named after the one that gave the access.
    expect(event.path).toBe('auditEvents/removed-e-1');
    expect(event.data).toMatchObject({
      action: 'staff.removed',
      centreNumber: '87602',
      prevEventId: 'e-1',
    });
    expect(describeChanges(event.data.changes as never, 'staff')).toEqual([
      'Centre number: 87602 → (none)',
      'Staff access: Yes → No',
    ]);
  });

  it('names the event after the uid for an entry from before entries named their event', () => {
    const plan = planRemoveStaffAccess({
      uid: 'u-9',
      email: 'a@larkfield.test',
      stored: { email: 'a@larkfield.test', addedBy: 'tool' },
      actor,
    });
    expect(plan.eventPath).toBe('auditEvents/removed-u-9');
    expect(plan.writes[1]).toMatchObject({ data: { prevEventId: null } });
    expect(plan.writes[1]).not.toHaveProperty('data.centreNumber');
  });
});

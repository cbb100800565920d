import { describe, expect, it } from 'vitest';

import { describeAction, describeChanges } from '../audit-descriptions';
import { centreStatusFrom } from '../centres';
import { appliedInMemory } from './apply-in-memory';
import { CentreChangeRefusedError, planApproveCentre, planCentreStatus } from './centre';
import { SERVER_TIME } from './plan';

const actor = { uid: 'admin-uid', email: 'registrar@larkfield.test' };

describe('planApproveCentre', () => {
  it('writes the centre under its number, searchable by name, active, with the event that records its approval', () => {
    const plan = planApproveCentre({
      centreNumber: '87602',
      name: 'Pennine Skills',
      actor,
      eventId: 'e-1',
    });
    expect(plan.eventPath).toBe('auditEvents/e-1');
    expect(plan.writes).toEqual([
      {
        op: 'set',
        path: 'centres/87602',
        data: {
          name: 'Pennine Skills',
          // Found by the start of its name in any case.
          nameLower: 'pennine skills',
          status: 'active',
          approvedAt: SERVER_TIME,
          approvedBy: 'registrar@larkfield.test',
          approvedByUid: 'admin-uid',
          lastEventId: 'e-1',
        },
      },
      {
        op: 'set',
        path: 'auditEvents/e-1',
        data: {
          at: SERVER_TIME,
          actorUid: 'admin-uid',
          actorEmail: 'registrar@larkfield.test',
          action: 'centre.approved',
          entity: 'centre',
          centreNumber: '87602',
          subject: '87602 · Pennine Skills',
          changes: {
            name: { from: null, to: 'Pennine Skills' },
            status: { from: null, to: 'active' },
          },
          prevEventId: null,
        },
      },
    ]);
  });

  it('leaves a centre that the app reads as active, approved at the time the change was made', () => {
    const at = new Date('2018-09-03T10:00:00Z');
    const after = appliedInMemory(
      new Map(),
      planApproveCentre({ centreNumber: '88145', name: '', actor, eventId: 'e-1' }),
      at,
    );
    const centre = after.get('centres/88145');
    expect(centre).toMatchObject({ name: '', approvedAt: at });
    expect(centreStatusFrom(centre?.status)).toBe('active');
    // A centre nobody has named yet is known by its number alone.
    expect(after.get('auditEvents/e-1')).toMatchObject({ subject: '88145', at });
  });
});

describe('planCentreStatus', () => {
  const approved = appliedInMemory(
    new Map(),
    planApproveCentre({ centreNumber: '87602', name: 'Pennine Skills', actor, eventId: 'e-1' }),
    new Date('2018-09-03T10:00:00Z'),
  );
  const active = approved.get('centres/87602')!;

  it('suspends an active centre, its event chained to the approval', () => {
    const plan = planCentreStatus({
      centreNumber: '87602',
      stored: active,
      to: 'suspended',
      actor,
      eventId: 'e-2',
    });
    expect(plan.writes[0]).toEqual({
      op: 'update',
      path: 'centres/87602',
      data: { status: 'suspended', lastEventId: 'e-2' },
    });
    const event = plan.writes[1];
    expect(event).toMatchObject({
      op: 'set',
      path: 'auditEvents/e-2',
      data: {
        action: 'centre.suspended',
        entity: 'centre',
        centreNumber: '87602',
        subject: '87602 · Pennine Skills',
        changes: { status: { from: 'active', to: 'suspended' } },
        prevEventId: 'e-1',
      },
    });
    if (event?.op !== 'set') throw new Error('no event');
    expect(describeAction('centre.suspended')).toBe('Suspended the centre');
    expect(describeChanges(event.data.changes as never, 'centre')).toEqual([
      'Status: Active → Suspended',
    ]);
  });

  it('reactivates a suspended centre from before centres had a history', () => {
    const fromBefore = Object.fromEntries(
      Object.entries({ ...active, status: 'suspended' }).filter(([key]) => key !== 'lastEventId'),
    );
    const plan = planCentreStatus({
      centreNumber: '87602',
      stored: fromBefore,
      to: 'active',
      actor,
      eventId: 'e-9',
    });
    expect(plan.writes[1]).toMatchObject({
      data: {
        action: 'centre.reactivated',
        changes: { status: { from: 'suspended', to: 'active' } },
        prevEventId: null,
      },
    });
  });

  it.each([
    ['a centre not on the register', undefined, 'suspended', 'This centre is not on the register.'],
    ['an active centre again', active, 'active', 'This centre is active already.'],
    [
      'a suspended centre again',
      { ...active, status: 'suspended' },
      'suspended',
      'This centre is suspended already.',
    ],
  ] as const)('refuses to change %s', (_, stored, to, message) => {
    const change = () =>
      planCentreStatus({ centreNumber: '87602', stored, to, actor, eventId: 'e-3' });
    expect(change).toThrow(CentreChangeRefusedError);
    expect(change).toThrow(message);
  });
});

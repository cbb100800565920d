import { describe, expect, it } from 'vitest';

import type { LearnerRequest } from '../learner-requests';
import { planOpenRequest, planRequestStep } from './learner-request';
import { SERVER_TIME } from './plan';

const learner = { uid: 'learner-1', email: 'ada@example.org' };
const staff = { uid: 'staff-1', email: 'lee@centre.example' };

const opened: LearnerRequest = {
  id: 'r1',
  certificateId: 'cert-1',
  centreNumber: '87583',
  kind: 'correction',
  text: 'My first name is Ada, not Adah.',
  ownerUid: learner.uid,
  email: learner.email,
  status: 'open',
  at: new Date(),
  lastEventId: 'e1',
};

describe('planOpenRequest', () => {
  it('files the request under the certificate’s centre, open, with the event that opens it', () => {
    const plan = planOpenRequest({
      requestId: 'r1',
      eventId: 'e1',
      certificate: { id: 'cert-1', centreNumber: '87583' },
      kind: 'correction',
      text: '  My first name is Ada, not Adah. ',
      learner,
    });
    expect(plan.eventPath).toBe('auditEvents/e1');
    expect(plan.writes).toEqual([
      {
        op: 'set',
        path: 'learnerRequests/r1',
        data: {
          certificateId: 'cert-1',
          centreNumber: '87583',
          kind: 'correction',
          text: 'My first name is Ada, not Adah.',
          ownerUid: learner.uid,
          email: learner.email,
          status: 'open',
          at: SERVER_TIME,
          lastEventId: 'e1',
        },
      },
      {
        op: 'set',
        path: 'auditEvents/e1',
        data: {
          actorUid: learner.uid,
          actorEmail: learner.email,
          action: 'learner-request.opened',
          entity: 'learner-request',
          requestId: 'r1',
          centreNumber: '87583',
          subject: learner.email,
          changes: { status: { from: null, to: 'open' } },
          prevEventId: null,
          at: SERVER_TIME,
        },
      },
    ]);
  });
});

describe('planRequestStep', () => {
  it('answers an open request, after its last event', () => {
    const plan = planRequestStep({ request: opened, step: 'answer', eventId: 'e2', actor: staff });
    expect(plan?.writes[0]).toEqual({
      op: 'update',
      path: 'learnerRequests/r1',
      data: { status: 'answered', lastEventId: 'e2' },
    });
    expect(plan?.writes[1]).toMatchObject({
      data: {
        action: 'learner-request.answered',
        actorUid: staff.uid,
        changes: { status: { from: 'open', to: 'answered' } },
        prevEventId: 'e1',
        subject: learner.email,
      },
    });
  });

  it('closes an open or answered request, and takes no step on a closed one', () => {
    const answered = { ...opened, status: 'answered' as const };
    expect(
      planRequestStep({ request: answered, step: 'close', eventId: 'e3', actor: staff })?.writes[0],
    ).toMatchObject({ data: { status: 'closed' } });
    expect(
      planRequestStep({ request: answered, step: 'answer', eventId: 'e3', actor: staff }),
    ).toBeNull();
    const closed = { ...opened, status: 'closed' as const };
    expect(
      planRequestStep({ request: closed, step: 'close', eventId: 'e3', actor: staff }),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { REMOVE, resolvedWrites, SERVER_TIME, type Plan, type PlannedWrite } from './plan';
import { planReplacement } from './replacement';
import { planStatusStep, statusStepRefusal, type StatusStepInput } from './status-step';

const alex = { uid: 'uid-alex', email: 'alex@larkfieldawards.example' };
const sam = { uid: 'uid-sam', email: 'sam@larkfieldawards.example' };
const malpractice = { code: 'malpractice', note: 'Coursework copied.' } as const;
const admin = { role: 'admin' } as const;
const centreStaff = { role: 'centre', centreNumber: '87583' } as const;

const stored = {
  certificateNumber: '086524318',
  studentNumber: 'Q9224705',
  fullName: "Siobhán O'Connell",
  courseName: 'Level 3 Certificate in Supporting Teaching and Learning',
  awardedDate: '2024-06-14',
  centreNumber: '87583',
  indexKeys: ['a'.repeat(64), 'b'.repeat(64)],
  lastEventId: 'event-0',
};

function input(overrides: Partial<StatusStepInput>): StatusStepInput {
  return {
    certificateId: 'cert-1',
    stored,
    request: undefined,
    step: { kind: 'suspend', reason: malpractice },
    actor: alex,
    eventId: 'event-1',
    ...overrides,
  };
}

const writeTo = (plan: Plan, path: string): PlannedWrite | undefined =>
  plan.writes.find((write) => write.path === path);

describe('planStatusStep', () => {
  it('suspends: the certificate with who and when, both index entries, and the event', () => {
    const plan = planStatusStep(input({}));
    expect(plan.eventPath).toBe('auditEvents/event-1');
    expect(plan.writes.map((write) => `${write.op} ${write.path}`)).toEqual([
      'update certificates/cert-1',
      `set verificationIndex/${'a'.repeat(64)}`,
      `set verificationIndex/${'b'.repeat(64)}`,
      'set auditEvents/event-1',
    ]);
    expect(writeTo(plan, 'certificates/cert-1')).toMatchObject({
      data: {
        status: 'suspended',
        statusReason: malpractice,
        statusChangedAt: SERVER_TIME,
        updatedAt: SERVER_TIME,
        updatedBy: alex.email,
        updatedByUid: alex.uid,
        lastEventId: 'event-1',
      },
    });
    expect(writeTo(plan, `verificationIndex/${'a'.repeat(64)}`)).toMatchObject({
      data: { certificateId: 'cert-1', status: 'suspended', statusChangedAt: SERVER_TIME },
    });
    expect(writeTo(plan, 'auditEvents/event-1')).toMatchObject({
      data: {
        action: 'certificate.suspended',
        prevEventId: 'event-0',
        // A certificate never suspended has no status field: the change is from none.
        changes: { status: { from: null, to: 'suspended' } },
        at: SERVER_TIME,
      },
    });
  });

  it('files a withdrawal request with its reason and its centre, which the event repeats', () => {
    const plan = planStatusStep(
      input({ step: { kind: 'request-withdrawal', reason: malpractice } }),
    );
    expect(writeTo(plan, 'statusRequests/cert-1')).toEqual({
      op: 'set',
      path: 'statusRequests/cert-1',
      data: {
        status: 'withdrawn',
        reason: malpractice,
        requestedBy: alex.email,
        requestedByUid: alex.uid,
        requestedAt: SERVER_TIME,
        // The certificate's centre: its staff, with the admins, see the request.
        centreNumber: '87583',
      },
    });
    expect(writeTo(plan, 'certificates/cert-1')?.op).toBe('update');
    expect(writeTo(plan, 'auditEvents/event-1')).toMatchObject({
      data: { action: 'certificate.withdrawal-requested', reason: malpractice },
    });
    // The standing does not change until someone else decides: no new status time.
    expect(writeTo(plan, 'certificates/cert-1')).not.toHaveProperty('data.statusChangedAt');
  });

  it('approves with the request’s reason, removing the request and the pending mark', () => {
    const plan = planStatusStep(
      input({
        stored: { ...stored, pendingStatus: 'withdrawn' },
        request: { status: 'withdrawn', reason: malpractice, requestedByUid: sam.uid },
        step: { kind: 'approve-withdrawal' },
      }),
    );
    expect(writeTo(plan, 'certificates/cert-1')).toMatchObject({
      data: { status: 'withdrawn', statusReason: malpractice, pendingStatus: REMOVE },
    });
    expect(writeTo(plan, 'statusRequests/cert-1')).toEqual({
      op: 'delete',
      path: 'statusRequests/cert-1',
    });
  });

  it('writes no index entry for a record that does not list its keys', () => {
    const legacy = { ...stored, indexKeys: undefined };
    const plan = planStatusStep(input({ stored: legacy }));
    expect(plan.writes.some((write) => write.path.startsWith('verificationIndex/'))).toBe(false);
  });
});

describe('statusStepRefusal', () => {
  it('allows a step open from where the certificate stands', () => {
    expect(statusStepRefusal(input({}), admin)).toBeNull();
  });

  it('leaves a decision to someone other than the person who asked', () => {
    const asked = input({
      stored: { ...stored, pendingStatus: 'withdrawn' },
      request: { status: 'withdrawn', reason: malpractice, requestedByUid: alex.uid },
      step: { kind: 'approve-withdrawal' },
    });
    expect(statusStepRefusal(asked, admin)).toBe(
      'You asked for this withdrawal, so another staff member must decide it.',
    );
    expect(statusStepRefusal({ ...asked, actor: sam }, admin)).toBeNull();
  });

  it('refuses a step the standing no longer offers', () => {
    expect(statusStepRefusal(input({ stored: { ...stored, status: 'withdrawn' } }), admin)).toMatch(
      /status has changed since you opened it/,
    );
  });

  it('sends a record without its index keys to the backfill', () => {
    const legacy = { ...stored, indexKeys: undefined };
    expect(statusStepRefusal(input({ stored: legacy }), admin)).toMatch(/run the backfill first/);
  });

  it('lets a centre’s staff ask for a withdrawal and take no other step', () => {
    const withdrawal = input({ step: { kind: 'request-withdrawal', reason: malpractice } });
    expect(statusStepRefusal(withdrawal, centreStaff)).toBeNull();
    const pending = {
      stored: { ...stored, pendingStatus: 'withdrawn' },
      request: { status: 'withdrawn', reason: malpractice, requestedByUid: sam.uid },
    };
    for (const other of [
      input({}),
      input({ stored: { ...stored, status: 'suspended' }, step: { kind: 'reinstate' } }),
      input({ step: { kind: 'request-replacement', reason: malpractice } }),
      input({ ...pending, step: { kind: 'approve-withdrawal' } }),
      input({ ...pending, step: { kind: 'reject-withdrawal' } }),
    ]) {
      expect(statusStepRefusal(other, centreStaff)).toMatch(
        /Only the awarding body’s administrators/,
      );
      expect(statusStepRefusal(other, admin)).toBeNull();
    }
  });
});

describe('planReplacement', () => {
  it('marks the old certificate replaced by the new one, for the request’s reason', () => {
    const plan = planReplacement({
      certificateId: 'cert-1',
      stored: { ...stored, pendingStatus: 'replaced' },
      request: { status: 'replaced', reason: malpractice, requestedByUid: sam.uid },
      replacementId: 'cert-2',
      actor: alex,
      eventId: 'event-1',
    });
    expect(writeTo(plan, 'certificates/cert-1')).toMatchObject({
      data: {
        status: 'replaced',
        statusReason: malpractice,
        replacedBy: 'cert-2',
        pendingStatus: REMOVE,
      },
    });
    expect(writeTo(plan, 'statusRequests/cert-1')?.op).toBe('delete');
    expect(writeTo(plan, 'auditEvents/event-1')).toMatchObject({
      data: { action: 'certificate.replaced' },
    });
  });
});

describe('resolvedWrites', () => {
  it('puts the SDK’s values where the plan stands for the server time or a removal, however deep', () => {
    const plan: Plan = {
      eventPath: 'auditEvents/e',
      writes: [
        {
          op: 'update',
          path: 'a/1',
          data: { at: SERVER_TIME, gone: REMOVE, nested: { at: SERVER_TIME } },
        },
        { op: 'delete', path: 'a/2' },
      ],
    };
    const sentinels = { serverTime: () => 'now', remove: () => 'removed', increment: () => 'more' };
    expect(resolvedWrites(plan, sentinels)).toEqual([
      { op: 'update', path: 'a/1', data: { at: 'now', gone: 'removed', nested: { at: 'now' } } },
      { op: 'delete', path: 'a/2' },
    ]);
  });
});

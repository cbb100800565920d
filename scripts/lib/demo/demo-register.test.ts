import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import type { DocumentsByPath } from '../../../src/domain/plans/apply-in-memory';
import { failedAttemptFor } from '../../../src/domain/verification-input';
import { siobhan } from '../../../src/testing/learners';
import { recordDemoAttempt, recordDemoCertificate } from './demo-register';

/** The demo register built in memory from the app's plans: no emulator needed. */

const first = { uid: 'uid-first', email: 'first@larkfield.test' };
const second = { uid: 'uid-second', email: 'second@larkfield.test' };
const details = siobhan;
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 10));
const reason = { code: 'malpractice', note: 'Coursework copied.' } as const;

function idsFrom(prefix: string) {
  let next = 0;
  return () => `${prefix}-${(next += 1)}`;
}

const inCollection = (register: DocumentsByPath, name: string) =>
  [...register].filter(([path]) => path.startsWith(`${name}/`));

describe('recordDemoCertificate', () => {
  it('adds, corrects and steps a certificate as the app does, each change at its own time', async () => {
    const register = await recordDemoCertificate(new Map(), {
      certificateId: 'c1',
      certificate: { details, createdAt: day(1) },
      history: {
        recorded: { ...details, surname: "O'Conell" },
        corrections: [{ at: day(2), details }],
      },
      standing: {
        steps: [
          { step: { kind: 'suspend', reason }, actor: first, at: day(3) },
          { step: { kind: 'reinstate' }, actor: second, at: day(4) },
        ],
      },
      recorder: first,
      newEventId: idsFrom('e'),
    });

    expect(register.get('certificates/c1')).toMatchObject({
      surname: "O'Connell",
      createdAt: Timestamp.fromDate(day(1)),
      createdByUid: first.uid,
      // The fields a step does not change stay as the addition wrote them.
      reviewedBy: null,
      reviewedAt: null,
      status: 'valid',
      statusReason: null,
      statusChangedAt: Timestamp.fromDate(day(4)),
      updatedAt: Timestamp.fromDate(day(4)),
      updatedByUid: second.uid,
      lastEventId: 'e-4',
    });
    const events = inCollection(register, 'auditEvents').map(([, event]) => event);
    expect(events.map((event) => [event.action, event.prevEventId, event.at])).toEqual([
      ['certificate.created', null, Timestamp.fromDate(day(1))],
      ['certificate.edited', 'e-1', Timestamp.fromDate(day(2))],
      ['certificate.suspended', 'e-2', Timestamp.fromDate(day(3))],
      ['certificate.reinstated', 'e-3', Timestamp.fromDate(day(4))],
    ]);
    // The entries under the misspelt name went with the correction.
    const index = inCollection(register, 'verificationIndex');
    expect(index.map(([path]) => path.split('/')[1])).toEqual(
      register.get('certificates/c1')?.indexKeys,
    );
    for (const [, entry] of index) expect(entry).toMatchObject({ learner: "Siobhán O'Connell" });
    expect(inCollection(register, 'certificateNumbers')).toEqual([
      ['certificateNumbers/086524318', { certificateId: 'c1' }],
    ]);
  });

  it('leaves a request waiting, and a replaced certificate with its request removed', async () => {
    const register = await recordDemoCertificate(new Map(), {
      certificateId: 'c1',
      certificate: { details, createdAt: day(1) },
      history: { recorded: details, corrections: [] },
      standing: {
        steps: [
          { step: { kind: 'request-replacement', reason }, actor: second, at: day(2) },
          { step: { kind: 'replaced', replacedBy: 'c2' }, actor: first, at: day(3) },
        ],
      },
      recorder: first,
      newEventId: idsFrom('e'),
    });
    expect(register.get('certificates/c1')).toMatchObject({
      status: 'replaced',
      statusReason: reason,
      replacedBy: 'c2',
    });
    expect(register.get('certificates/c1')).not.toHaveProperty('pendingStatus');
    expect(register.has('statusRequests/c1')).toBe(false);
  });
});

describe('recordDemoAttempt', () => {
  it('records the attempt as the page did, then each review step with its event', () => {
    const attempt = {
      ...failedAttemptFor(
        { certificateNumber: '086524318', studentNumber: null, firstName: 'kieran', surname: 'x' },
        'Browser',
      ),
      attemptedAt: day(1),
      status: 'suspicious' as const,
      reviewedBy: first.email,
      reviewedByUid: first.uid,
      reviewedAt: day(2),
      reviewNote: 'Three names tried.',
      investigationNote: 'Passed to compliance.',
      investigatedBy: first.email,
      investigatedByUid: first.uid,
      investigatedAt: day(3),
      isUnderInvestigation: true,
    };
    const register = recordDemoAttempt(new Map(), {
      attemptId: 'a1',
      record: attempt,
      reviewer: first,
      newEventId: idsFrom('e'),
    });
    expect(register.get('failedVerifications/a1')).toEqual({
      ...attempt,
      attemptedAt: Timestamp.fromDate(day(1)),
      reviewedAt: Timestamp.fromDate(day(2)),
      investigatedAt: Timestamp.fromDate(day(3)),
      lastEventId: 'e-2',
    });
    expect(register.get('auditEvents/e-2')).toMatchObject({
      action: 'attempt.investigated',
      prevEventId: 'e-1',
    });
  });
});

import { describe, expect, it } from 'vitest';

import { appliedInMemory } from './apply-in-memory';
import { REMOVE, SERVER_TIME, type Plan, type PlannedData } from './plan';
import { planStatusStep } from './status-step';

const at = new Date('2026-03-02T10:00:00Z');
const plan = (writes: Plan['writes']): Plan => ({ writes, eventPath: 'auditEvents/e1' });

describe('appliedInMemory', () => {
  it('sets a whole document, with the given time for the server time, nested ones included', () => {
    const after = appliedInMemory(
      new Map([['things/a', { old: true }]]),
      plan([
        { op: 'set', path: 'things/a', data: { at: SERVER_TIME, nested: { at: SERVER_TIME } } },
      ]),
      at,
    );
    expect(after.get('things/a')).toEqual({ at, nested: { at } });
  });

  it('updates only the fields given, removing those marked REMOVE', () => {
    const before = new Map([['things/a', { kept: 1, changed: 1, removed: 1 }]]);
    const after = appliedInMemory(
      before,
      plan([
        { op: 'update', path: 'things/a', data: { changed: 2, removed: REMOVE, at: SERVER_TIME } },
      ]),
      at,
    );
    expect(after.get('things/a')).toEqual({ kept: 1, changed: 2, at });
    // The documents given are left as they were.
    expect(before.get('things/a')).toEqual({ kept: 1, changed: 1, removed: 1 });
  });

  it('deletes a document, and leaves the others', () => {
    const after = appliedInMemory(
      new Map<string, PlannedData>([
        ['things/a', { n: 1 }],
        ['things/b', { n: 2 }],
      ]),
      plan([{ op: 'delete', path: 'things/a' }]),
      at,
    );
    expect([...after]).toEqual([['things/b', { n: 2 }]]);
  });

  it('refuses what Firestore refuses: an update of no document, a removal in a set', () => {
    expect(() =>
      appliedInMemory(new Map(), plan([{ op: 'update', path: 'things/a', data: { n: 1 } }]), at),
    ).toThrow('No document to update at things/a');
    expect(() =>
      appliedInMemory(new Map(), plan([{ op: 'set', path: 'things/a', data: { n: REMOVE } }]), at),
    ).toThrow('A set cannot remove n at things/a');
  });

  it('leaves a certificate as a status step leaves it in Firestore', () => {
    const certificate = {
      certificateNumber: '086524318',
      fullName: "Siobhán O'Connell",
      status: 'suspended',
      statusReason: { code: 'malpractice', note: '' },
      pendingStatus: 'withdrawn',
      indexKeys: ['a'.repeat(64), 'b'.repeat(64)],
      lastEventId: 'e0',
    };
    const request = { status: 'withdrawn', reason: { code: 'malpractice', note: 'Copied.' } };
    const after = appliedInMemory(
      new Map<string, PlannedData>([
        ['certificates/c1', certificate],
        ['statusRequests/c1', request],
      ]),
      planStatusStep({
        certificateId: 'c1',
        stored: certificate,
        request,
        step: { kind: 'approve-withdrawal' },
        actor: { uid: 'u2', email: 'second@example.test' },
        eventId: 'e1',
      }),
      at,
    );
    expect(after.get('certificates/c1')).toEqual({
      ...certificate,
      status: 'withdrawn',
      statusReason: request.reason,
      pendingStatus: undefined,
      statusChangedAt: at,
      updatedAt: at,
      updatedBy: 'second@example.test',
      updatedByUid: 'u2',
      lastEventId: 'e1',
    });
    expect(after.get('certificates/c1')).not.toHaveProperty('pendingStatus');
    expect(after.has('statusRequests/c1')).toBe(false);
    expect(after.get('auditEvents/e1')).toMatchObject({ prevEventId: 'e0', at });
    expect(after.get(`verificationIndex/${'a'.repeat(64)}`)).toMatchObject({
      status: 'withdrawn',
      statusChangedAt: at,
    });
  });
});

import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  FieldValue,
  getFirestore,
  type DocumentData,
  type DocumentReference,
} from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

import { REMOVE, SERVER_TIME, type Plan } from '../../../src/domain/plans/plan';
import { applyPlanAdmin, createDocuments, type AdminWriter } from './admin-plan';

// Building references needs no server: nothing here is sent.
const app = initializeApp({ projectId: 'demo-admin-plan' }, 'admin-plan-test');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

/** A writer that records what it is asked to write. */
function recorder(): { writer: AdminWriter; calls: [string, string, DocumentData?][] } {
  const calls: [string, string, DocumentData?][] = [];
  const record =
    (op: string) =>
    (ref: DocumentReference, data?: DocumentData): void => {
      calls.push(data === undefined ? [op, ref.path] : [op, ref.path, data]);
    };
  return {
    calls,
    writer: {
      set: record('set'),
      update: record('update'),
      delete: record('delete'),
      create: record('create'),
    },
  };
}

describe('applyPlanAdmin', () => {
  it('makes each write of the plan, in order, with the Admin SDK’s server time and removal, creating its event', () => {
    const { writer, calls } = recorder();
    const plan: Plan = {
      writes: [
        { op: 'update', path: 'certificates/c1', data: { at: SERVER_TIME, gone: REMOVE } },
        { op: 'set', path: 'auditEvents/e1', data: { at: SERVER_TIME, n: 1 } },
        { op: 'delete', path: 'statusRequests/c1' },
      ],
      eventPath: 'auditEvents/e1',
    };
    applyPlanAdmin(db, writer, plan);
    expect(calls.map(([op, path]) => `${op} ${path}`)).toEqual([
      'update certificates/c1',
      // Created: an event already filed under its id is never overwritten.
      'create auditEvents/e1',
      'delete statusRequests/c1',
    ]);
    const update = calls[0]?.[2];
    expect(update?.at.isEqual(FieldValue.serverTimestamp())).toBe(true);
    expect(update?.gone.isEqual(FieldValue.delete())).toBe(true);
    expect(calls[1]?.[2]?.n).toBe(1);
  });
});

describe('createDocuments', () => {
  it('creates every document built in memory, as it stands', () => {
    const { writer, calls } = recorder();
    createDocuments(
      db,
      writer,
      new Map([
        ['certificates/c1', { n: 1 }],
        ['auditEvents/e1', { n: 2 }],
      ]),
    );
    expect(calls).toEqual([
      ['create', 'certificates/c1', { n: 1 }],
      ['create', 'auditEvents/e1', { n: 2 }],
    ]);
  });
});

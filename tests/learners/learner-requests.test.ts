import { doc, getDoc } from 'firebase/firestore/lite';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { everyCentre } from '@/domain/query-scope';
import {
  listOpenRequests,
  RequestMovedOnError,
  takeRequestStep,
} from '@/features/learner-requests/api/learner-requests';

import { openEmulatorClients, type EmulatorClients } from '../support/signed-in-clients';

/**
 * The staff's side of learners' requests (docs/decisions/031-learners.md), through the app's own
 * functions against the emulator and the real rules: the open requests listed with their
 * certificates, answered once with its event, and refused to anyone outside the staff.
 */

let clients: EmulatorClients;

beforeAll(async () => {
  clients = await openEmulatorClients('learner-requests');
  const { adminDb } = clients;
  await adminDb.collection(collections.certificates).doc('cert-ada').set({
    certificateNumber: '086500001',
    firstName: 'Ada',
    surname: 'Lovelace',
    centreNumber: '87583',
  });
  await adminDb.collection(collections.learnerRequests).doc('request-1').set({
    certificateId: 'cert-ada',
    centreNumber: '87583',
    kind: 'correction',
    text: 'My surname is spelt Lovelace.',
    ownerUid: 'learner-ada',
    email: 'ada@example.org',
    status: 'open',
    at: FieldValue.serverTimestamp(),
    lastEventId: 'opened-1',
  });
});

afterAll(async () => {
  await clients.close();
});

describe('learners’ requests, for the staff', () => {
  it('lists an open request with its certificate, answers it once, and records the step', async () => {
    const { staffDb, staff, visitorDb } = clients;
    await expect(listOpenRequests(visitorDb, everyCentre)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const [row, ...others] = await listOpenRequests(staffDb, everyCentre);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id: 'request-1',
      certificateNumber: '086500001',
      fullName: 'Ada Lovelace',
    });

    await takeRequestStep(staffDb, 'request-1', 'answer', staff);
    const stored = await getDoc(doc(staffDb, collections.learnerRequests, 'request-1'));
    expect(stored.get('status')).toBe('answered');
    const event = await getDoc(
      doc(staffDb, collections.auditEvents, stored.get('lastEventId') as string),
    );
    expect(event.data()).toMatchObject({
      action: 'learner-request.answered',
      entity: 'learner-request',
      prevEventId: 'opened-1',
      actorUid: staff.uid,
    });
    await expect(listOpenRequests(staffDb, everyCentre)).resolves.toEqual([]);
    await expect(takeRequestStep(staffDb, 'request-1', 'answer', staff)).rejects.toBeInstanceOf(
      RequestMovedOnError,
    );
  });
});

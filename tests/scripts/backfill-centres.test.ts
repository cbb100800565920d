import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { ada } from '@/testing/learners';

import { backfillVerification } from '../../scripts/lib/admin/backfill';
import { describeBackfill } from '../../scripts/lib/admin/backfill-report';
import { collections } from '../../src/domain/collections';
import {
  db,
  snapshotAll,
  useBackfillEmulator,
  useFreshDatabase,
  writeCertificate,
} from '../support/backfill-database';

/**
 * The backfill bringing a register from before centres up to shape (planBackfill's centres,
 * src/domain/plans/backfill-centres.ts): each event, request, staff entry and import given its
 * centre, and the centres in use put on the register.
 */

useBackfillEmulator();

describe('backfillVerification', () => {
  it('brings a register from before centres up to shape: events, requests, staff, imports and the centres in use', async () => {
    useFreshDatabase();
    // A learner recorded at 87583 and moved to 88145 by an admin, with a withdrawal waiting, and
    // one at 87602; only 87602 is on the register, under a name of its own.
    await writeCertificate({ ...ada, centreNumber: '87602' }, 'stays');
    await db.doc(`${collections.centres}/87602`).update({ name: 'Pennine Skills Academy' });
    await writeCertificate(
      {
        ...ada,
        certificateNumber: '086525311',
        studentNumber: 'Q0225311',
        centreNumber: '88145',
      },
      'moved',
    );
    await db.doc(`${collections.centres}/88145`).delete();
    const before = { certificateId: 'moved', entity: 'certificate' };
    const batch = db.batch();
    batch.set(db.doc(`${collections.auditEvents}/moved-created`), {
      ...before,
      action: 'certificate.created',
      prevEventId: null,
      changes: { centreNumber: { from: null, to: '87583' } },
    });
    batch.set(db.doc(`${collections.auditEvents}/moved-edited`), {
      ...before,
      action: 'certificate.edited',
      prevEventId: 'moved-created',
      changes: { centreNumber: { from: '87583', to: '88145' } },
    });
    batch.set(db.doc(`${collections.auditEvents}/moved-requested`), {
      ...before,
      action: 'certificate.withdrawal-requested',
      prevEventId: 'moved-edited',
      changes: { pendingStatus: { from: null, to: 'withdrawn' } },
    });
    batch.update(db.doc(`${collections.certificates}/moved`), {
      pendingStatus: 'withdrawn',
      lastEventId: 'moved-requested',
    });
    batch.set(db.doc(`${collections.statusRequests}/moved`), {
      status: 'withdrawn',
      reason: { code: 'issued-in-error', note: '' },
      requestedBy: 'registrar@larkfield.test',
      requestedByUid: 'registrar-uid',
      requestedAt: Timestamp.now(),
    });
    batch.set(db.doc(`${collections.staff}/old-admin`), {
      email: 'old@larkfield.test',
      addedBy: 'x',
    });
    batch.set(db.doc(`${collections.staff}/centre-staff`), {
      email: 'tutor@pennine.test',
      addedBy: 'x',
      role: 'centre',
      centreNumber: '87602',
    });
    // Access given to the centre account before access events named its centre at the top, and
    // an admin's, which names none.
    batch.set(db.doc(`${collections.auditEvents}/tutor-added`), {
      entity: 'staff',
      action: 'staff.added',
      staffUid: 'centre-staff',
      changes: {
        staffAccess: { from: false, to: true },
        centreNumber: { from: null, to: '87602' },
      },
      prevEventId: null,
    });
    batch.set(db.doc(`${collections.auditEvents}/admin-added`), {
      entity: 'staff',
      action: 'staff.added',
      staffUid: 'old-admin',
      changes: { staffAccess: { from: false, to: true } },
      prevEventId: null,
    });
    // A centre approved before centres were searched by name.
    batch.set(db.doc(`${collections.centres}/70001`), {
      name: 'Wolds Skills Hub',
      status: 'active',
      approvedAt: Timestamp.now(),
      approvedBy: 'x',
      approvedByUid: 'x',
    });
    batch.set(db.doc(`${collections.imports}/${'a'.repeat(64)}`), { fileName: 'old.csv' });
    batch.set(db.doc(`${collections.imports}/${'b'.repeat(64)}`), {
      fileName: 'new.csv',
      centreNumber: '87602',
    });
    await batch.commit();
    const actor = { uid: 'script:backfill', email: 'ops@larkfield.test' };

    const summary = await backfillVerification(db, { actor });

    expect(summary).toMatchObject({
      scanned: 2,
      eventsGivenCentre: 3,
      requestsGivenCentre: 1,
      staffRolesWritten: 1,
      staffEventsGivenCentre: 1,
      importsGivenCentre: 1,
      centresGivenSearchName: 1,
      centresApproved: ['88145'],
    });
    expect((await db.doc(`${collections.centres}/70001`).get()).get('nameLower')).toBe(
      'wolds skills hub',
    );
    expect(describeBackfill(summary)).toContain(
      'Centres in use put on the register, active: 1 (88145, without a name yet)',
    );
    const centreOf = async (path: string) => (await db.doc(path).get()).get('centreNumber');
    // Each event names the centre the learner was under after it.
    expect(await centreOf(`${collections.auditEvents}/moved-created`)).toBe('87583');
    expect(await centreOf(`${collections.auditEvents}/moved-edited`)).toBe('88145');
    expect(await centreOf(`${collections.auditEvents}/moved-requested`)).toBe('88145');
    expect(await centreOf(`${collections.auditEvents}/stays-created`)).toBe('87602');
    expect(await centreOf(`${collections.statusRequests}/moved`)).toBe('88145');
    expect(await centreOf(`${collections.auditEvents}/tutor-added`)).toBe('87602');
    expect(await centreOf(`${collections.auditEvents}/admin-added`)).toBeUndefined();
    expect((await db.doc(`${collections.staff}/old-admin`).get()).get('role')).toBe('admin');
    expect((await db.doc(`${collections.staff}/centre-staff`).get()).data()).toMatchObject({
      role: 'centre',
      centreNumber: '87602',
    });
    expect((await db.doc(`${collections.imports}/${'a'.repeat(64)}`).get()).data()).toEqual({
      fileName: 'old.csv',
      centreNumber: null,
    });
    expect(await centreOf(`${collections.imports}/${'b'.repeat(64)}`)).toBe('87602');
    const approved = (await db.doc(`${collections.centres}/88145`).get()).data();
    expect(approved).toMatchObject({
      name: '',
      status: 'active',
      approvedBy: actor.email,
      approvedByUid: actor.uid,
    });
    expect(approved?.approvedAt).toBeInstanceOf(Timestamp);
    expect((await db.doc(`${collections.centres}/87602`).get()).get('name')).toBe(
      'Pennine Skills Academy',
    );

    const snapshot = await snapshotAll();
    const second = await backfillVerification(db, { actor });
    expect(describeBackfill(second)).toMatch(/Nothing to do\.$/);
    expect(await snapshotAll()).toEqual(snapshot);
  });
});

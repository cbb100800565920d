import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

import { deleteApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { approvedCentre } from '@/testing/centres';
import { ada } from '@/testing/learners';

import { backfillVerification } from '../../scripts/lib/admin/backfill';
import { describeBackfill } from '../../scripts/lib/admin/backfill-report';
import { applyPlanAdmin } from '../../scripts/lib/admin/admin-plan';
import { clearProject, emulatorAdminApp } from '../../scripts/lib/emulators/emulator-client';
import { localProjectId } from '../../scripts/lib/project';
import type { CertificateDetails } from '../../src/domain/certificate';
import { collections } from '../../src/domain/collections';
import {
  planAddCertificate,
  documentsForCertificate,
} from '../../src/domain/plans/add-certificate';
import type { StaffActor } from '../../src/domain/staff';
import { verificationKey } from '../../src/domain/verification-index';
import { historyOf, replay, trackedFields } from '../support/history';

/**
 * The backfill against the Firestore emulator. Each test works in a database of its own (the
 * emulator creates named databases on first use), so it sees only the certificates it wrote
 * and never disturbs other tests sharing the emulator.
 */

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = localProjectId();
let app: App;
let db: Firestore;
let databaseId: string | undefined;

beforeAll(() => {
  if (!emulatorHost) {
    throw new Error('The backfill tests run only against the Firestore emulator (npm test).');
  }
  app = emulatorAdminApp(`backfill-test-${randomUUID()}`, projectId);
});

afterAll(async () => {
  await deleteApp(app);
});

function useFreshDatabase() {
  databaseId = `backfill-${randomUUID().slice(0, 13)}`;
  db = getFirestore(app, databaseId);
}

afterEach(async () => {
  // Never the default database: a test that made none of its own has nothing to clear.
  if (databaseId) await clearProject(projectId, databaseId);
});

/** A record as the old system stored it: text dates with spaces, loose numbers, no derived fields. */
const imported = {
  certificateNumber: '0865 19 204',
  studentNumber: 'q9119204',
  firstName: 'Grace ',
  surname: 'Hopper',
  courseName: 'Larkfield Level 3 Award in Education and Training (RQF)',
  awardedDate: '14 March 2019',
  birthYear: '91',
  centreNumber: 87583,
};

/** Who recorded the certificates these tests write as the app would. */
const RECORDER: StaffActor = { uid: 'registrar-uid', email: 'registrar@larkfield.test' };

async function writeCertificate(details: CertificateDetails, id: string) {
  // As the app adds it (planAddCertificate): the certificate, its registry and index entries and
  // the first event of its history, in one commit.
  const docs = await documentsForCertificate(id, details);
  const batch = db.batch();
  applyPlanAdmin(
    db,
    batch,
    planAddCertificate(
      { certificateId: id, eventId: `${id}-created`, details, recorder: RECORDER },
      docs,
    ),
  );
  // Under a centre on the register, as an admin's approval leaves it.
  batch.set(
    db.doc(`${collections.centres}/${details.centreNumber}`),
    approvedCentre(details.centreNumber, 'Larkfield Training, Leeds'),
  );
  await batch.commit();
  return docs;
}

async function snapshotAll() {
  const names = Object.values(collections);
  const snapshots = await Promise.all(names.map((name) => db.collection(name).get()));
  return Object.fromEntries(
    snapshots.map((snapshot, position) => [
      names[position],
      Object.fromEntries(
        snapshot.docs.map((doc) => [doc.id, { data: doc.data(), updated: doc.updateTime }]),
      ),
    ]),
  );
}

describe('backfillVerification', () => {
  it('registers and indexes an imported certificate so a visitor can verify it', async () => {
    useFreshDatabase();
    await db.collection(collections.certificates).doc('old-1').set(imported);

    const summary = await backfillVerification(db);

    expect(summary).toMatchObject({
      scanned: 1,
      certificatesUpdated: 1,
      registryEntriesCreated: 2,
      indexEntriesWritten: 2,
      indexKeysListed: 1,
      duplicates: [],
      skipped: [],
    });
    const registry = await db.doc(`${collections.certificateNumbers}/086519204`).get();
    expect(registry.data()).toEqual({ certificateId: 'old-1' });
    const student = await db.doc(`${collections.studentNumbers}/Q9119204`).get();
    expect(student.data()).toEqual({ certificateId: 'old-1' });

    // What a visitor types, in their own spacing and case, finds the entry.
    const byCertificate = await verificationKey('certificate', '086519204', 'GRACE', ' hopper');
    const byStudent = await verificationKey('student', 'Q9119204', 'grace', 'Hopper');
    const entry = {
      certificateId: 'old-1',
      qualification: imported.courseName,
      learner: 'Grace Hopper',
      awardedDate: '14 March 2019',
      certificateNumber: '086519204',
      centreNumber: '87583',
      status: 'valid',
      statusChangedAt: null,
    };
    expect(
      (await db.doc(`${collections.verificationIndex}/${byCertificate}`).get()).data(),
    ).toEqual(entry);
    expect((await db.doc(`${collections.verificationIndex}/${byStudent}`).get()).data()).toEqual(
      entry,
    );
    // The certificate lists both keys, as the rules require before staff may edit it.
    expect((await db.doc(`${collections.certificates}/old-1`).get()).get('indexKeys')).toEqual([
      byCertificate,
      byStudent,
    ]);
  });

  it('corrects a key list that does not match the certificate, removing what was filed under it', async () => {
    useFreshDatabase();
    await writeCertificate(ada, 'new-1');
    const forgedKey = await verificationKey(
      'certificate',
      ada.certificateNumber,
      'Mallory',
      'Impostor',
    );
    const listed = (await db.doc(`${collections.certificates}/new-1`).get()).get('indexKeys');
    const forgedEntry = (
      await db.doc(`${collections.verificationIndex}/${listed[0]}`).get()
    ).data();
    await db.doc(`${collections.verificationIndex}/${forgedKey}`).set(forgedEntry!);
    await db.doc(`${collections.certificates}/new-1`).update({ indexKeys: [forgedKey, listed[1]] });

    const summary = await backfillVerification(db);

    expect(summary).toMatchObject({ indexKeysListed: 1, indexEntriesRemoved: 1 });
    expect(describeBackfill(summary)).toContain('filed under keys that do not match');
    expect((await db.doc(`${collections.certificates}/new-1`).get()).get('indexKeys')).toEqual(
      listed,
    );
    expect((await db.doc(`${collections.verificationIndex}/${forgedKey}`).get()).exists).toBe(
      false,
    );
    expect((await db.doc(`${collections.verificationIndex}/${listed[0]}`).get()).exists).toBe(true);
  });

  it('starts the history of a record kept before history began, and of one it cannot index', async () => {
    useFreshDatabase();
    await db.collection(collections.certificates).doc('old-1').set(imported);
    await db
      .collection(collections.certificates)
      .doc('old-2')
      .set({ ...imported, certificateNumber: '', studentNumber: '' });

    const summary = await backfillVerification(db, {
      actor: { uid: 'script:backfill', email: 'ops@larkfieldawards.example' },
    });

    expect(summary.historiesStarted).toBe(2);
    expect(describeBackfill(summary)).toContain(
      "Histories started ('recorded before history began'): 2",
    );
    for (const id of ['old-1', 'old-2']) {
      const history = await historyOf(db, id);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        action: 'certificate.recorded',
        entity: 'certificate',
        actorUid: 'script:backfill',
        actorEmail: 'ops@larkfieldawards.example',
        prevEventId: null,
      });
      const stored = (await db.doc(`${collections.certificates}/${id}`).get()).data()!;
      expect(replay(history)).toEqual(trackedFields(stored));
    }
    expect((await backfillVerification(db)).historiesStarted).toBe(0);
  });

  it('adds only the missing fields and leaves the record as it was otherwise', async () => {
    useFreshDatabase();
    await db.collection(collections.certificates).doc('old-1').set(imported);
    const written = await db.doc(`${collections.certificates}/old-1`).get();

    await backfillVerification(db);

    const stored = (await db.doc(`${collections.certificates}/old-1`).get()).data();
    expect(stored).toEqual({
      ...imported,
      fullName: 'Grace Hopper',
      surnameLower: 'hopper',
      needsReview: false,
      reviewStatus: 'approved',
      lastEventId: expect.any(String),
      indexKeys: [expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)],
      createdAt: written.createTime,
    });
  });

  it('dates a record without createdAt from its document, so the newest-first list shows it', async () => {
    useFreshDatabase();
    const recorded = Timestamp.fromDate(new Date('2024-05-01T09:00:00Z'));
    await db.collection(collections.certificates).doc('old-1').set(imported);
    await db
      .collection(collections.certificates)
      .doc('old-2')
      .set({
        ...imported,
        certificateNumber: '086519205',
        studentNumber: 'Q9119205',
        createdAt: recorded,
      });
    const newestFirst = async () =>
      (await db.collection(collections.certificates).orderBy('createdAt', 'desc').get()).docs.map(
        (doc) => doc.id,
      );
    expect(await newestFirst()).toEqual(['old-2']);

    await backfillVerification(db);

    expect(await newestFirst()).toEqual(['old-1', 'old-2']);
    const kept = await db.doc(`${collections.certificates}/old-2`).get();
    expect(kept.get('createdAt')).toEqual(recorded);
  });

  it('finds nothing to do on a second run and changes nothing', async () => {
    useFreshDatabase();
    await db.collection(collections.certificates).doc('old-1').set(imported);
    await db
      .collection(collections.certificates)
      .doc('old-2')
      .set({ ...imported, certificateNumber: '086519205', studentNumber: 'Q9119205' });
    await backfillVerification(db);
    const before = await snapshotAll();

    const second = await backfillVerification(db);

    expect(second).toMatchObject({
      scanned: 2,
      complete: 2,
      certificatesUpdated: 0,
      registryEntriesCreated: 0,
      indexEntriesWritten: 0,
      indexKeysListed: 0,
    });
    expect(describeBackfill(second)).toMatch(/Nothing to do\.$/);
    expect(await snapshotAll()).toEqual(before);
  });

  it('leaves a certificate written by the app untouched', async () => {
    useFreshDatabase();
    await writeCertificate(ada, 'new-1');
    const before = await snapshotAll();

    const summary = await backfillVerification(db);

    expect(summary).toMatchObject({ scanned: 1, complete: 1 });
    expect(await snapshotAll()).toEqual(before);
  });

  it('reports a number registered to another certificate and overwrites nothing', async () => {
    useFreshDatabase();
    await writeCertificate(ada, 'a-registered');
    // Imported later with the same certificate number, another learner's name and student number.
    await db
      .collection(collections.certificates)
      .doc('b-imported')
      .set({
        ...imported,
        certificateNumber: ada.certificateNumber,
        studentNumber: 'Q9119999',
      });
    const before = await snapshotAll();

    const summary = await backfillVerification(db);

    expect(summary.duplicates).toEqual([
      {
        certificateId: 'b-imported',
        kind: 'certificate',
        number: ada.certificateNumber,
        registeredTo: 'a-registered',
      },
    ]);
    expect(describeBackfill(summary)).toContain(
      `Certificate number ${ada.certificateNumber} of certificate b-imported belongs to certificate a-registered`,
    );
    const after = await snapshotAll();
    expect(after[collections.certificateNumbers]).toEqual(before[collections.certificateNumbers]);
    // The duplicate is not verifiable by the contested number, but is by its own student number.
    const contested = await verificationKey(
      'certificate',
      ada.certificateNumber,
      'Grace',
      'Hopper',
    );
    expect((await db.doc(`${collections.verificationIndex}/${contested}`).get()).exists).toBe(
      false,
    );
    const own = await verificationKey('student', 'Q9119999', 'Grace', 'Hopper');
    expect((await db.doc(`${collections.verificationIndex}/${own}`).get()).exists).toBe(true);
    expect((await db.doc(`${collections.studentNumbers}/Q9119999`).get()).data()).toEqual({
      certificateId: 'b-imported',
    });
  });

  it('lets the first certificate in id order keep a number two imports share', async () => {
    useFreshDatabase();
    await db.collection(collections.certificates).doc('cert-b').set(imported);
    await db
      .collection(collections.certificates)
      .doc('cert-a')
      .set({ ...imported, certificateNumber: '086519204', firstName: 'Alan', surname: 'Turing' });

    const summary = await backfillVerification(db);

    expect(summary.duplicates).toEqual([
      { certificateId: 'cert-b', kind: 'certificate', number: '086519204', registeredTo: 'cert-a' },
      { certificateId: 'cert-b', kind: 'student', number: 'Q9119204', registeredTo: 'cert-a' },
    ]);
    expect((await db.doc(`${collections.certificateNumbers}/086519204`).get()).data()).toEqual({
      certificateId: 'cert-a',
    });
    // A second run reports the same duplicates and still writes nothing.
    const again = await backfillVerification(db);
    expect(again.duplicates).toEqual(summary.duplicates);
    expect(again.registryEntriesCreated + again.indexEntriesWritten).toBe(0);
  });

  it('skips a certificate it cannot index and says why', async () => {
    useFreshDatabase();
    await db
      .collection(collections.certificates)
      .doc('no-student')
      .set({ ...imported, studentNumber: '', firstName: '  ' });

    const summary = await backfillVerification(db);

    expect(summary.skipped).toEqual([
      { certificateId: 'no-student', reason: 'no student number, no first name' },
    ]);
    expect((await db.collection(collections.certificateNumbers).get()).empty).toBe(true);
    expect((await db.collection(collections.verificationIndex).get()).empty).toBe(true);
  });

  it('refreshes an index entry of the same certificate that has gone stale', async () => {
    useFreshDatabase();
    const docs = await writeCertificate(ada, 'new-1');
    await db
      .doc(docs.certificateIndex.path)
      .set({ ...docs.certificateIndex.data, qualification: 'Old title' });

    const summary = await backfillVerification(db);

    expect(summary).toMatchObject({ indexEntriesWritten: 1, registryEntriesCreated: 0 });
    expect((await db.doc(docs.certificateIndex.path).get()).data()).toEqual(
      docs.certificateIndex.data,
    );
  });

  it('reads old values stored as numbers and timestamps', async () => {
    useFreshDatabase();
    await db
      .collection(collections.certificates)
      .doc('typed')
      .set({
        ...imported,
        certificateNumber: 86519204,
        awardedDate: Timestamp.fromDate(new Date('2019-03-14T00:00:00Z')),
      });

    await backfillVerification(db);

    const key = await verificationKey('certificate', '86519204', 'Grace', 'Hopper');
    const entry = (await db.doc(`${collections.verificationIndex}/${key}`).get()).data();
    expect(entry).toMatchObject({ certificateNumber: '86519204', awardedDate: '2019-03-14' });
  });

  it('reports in a dry run what it would do, shared numbers included, and writes nothing', async () => {
    useFreshDatabase();
    await db.collection(collections.certificates).doc('cert-a').set(imported);
    await db.collection(collections.certificates).doc('cert-b').set(imported);
    const before = await snapshotAll();

    const summary = await backfillVerification(db, { dryRun: true, pageSize: 1 });

    expect(summary).toMatchObject({
      dryRun: true,
      scanned: 2,
      certificatesUpdated: 2,
      registryEntriesCreated: 2,
      indexEntriesWritten: 2,
    });
    expect(summary.duplicates.map((duplicate) => duplicate.certificateId)).toEqual([
      'cert-b',
      'cert-b',
    ]);
    expect(describeBackfill(summary)).toMatch(/Dry run: nothing was written\.$/);
    expect(await snapshotAll()).toEqual(before);
  });

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
      centresApproved: ['88145'],
    });
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

  it('pages through more certificates than fit in one page', async () => {
    useFreshDatabase();
    const batch = db.batch();
    for (let n = 0; n < 7; n += 1) {
      batch.set(db.collection(collections.certificates).doc(`page-${n}`), {
        ...imported,
        certificateNumber: `08651930${n}`,
        studentNumber: `Q911930${n}`,
      });
    }
    await batch.commit();

    const summary = await backfillVerification(db, { pageSize: 3 });

    expect(summary).toMatchObject({ scanned: 7, registryEntriesCreated: 14 });
    expect((await db.collection(collections.verificationIndex).get()).size).toBe(14);
  });
});

describe('npm run backfill', () => {
  it('runs as a command line tool and prints a summary', async () => {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/backfill.ts', '--dry-run'],
      { env: { ...process.env }, timeout: 60_000 },
    );
    expect(stdout).toContain('Talking to the local emulators');
    expect(stdout).toContain('Dry run: nothing will be written.');
    expect(stdout).toMatch(/Checked \d+ certificate\(s\)/);
  }, 90_000);
});

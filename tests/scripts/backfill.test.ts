import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { ada } from '@/testing/learners';

import { backfillVerification } from '../../scripts/lib/admin/backfill';
import { describeBackfill } from '../../scripts/lib/admin/backfill-report';
import { fingerprintOf } from '../../src/domain/certificate-pdf/fingerprint';
import { collections } from '../../src/domain/collections';
import { verificationKey } from '../../src/domain/verification-index';
import { historyOf, replay, trackedFields } from '../support/history';
import {
  db,
  imported,
  snapshotAll,
  useBackfillEmulator,
  useFreshDatabase,
  writeCertificate,
} from '../support/backfill-database';

/**
 * The backfill against the Firestore emulator: registering, indexing and dating the records of
 * the old system, and what it reports. Bringing a register from before centres up to shape is in
 * backfill-centres.test.ts.
 */

useBackfillEmulator();

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
      pdfsIssued: 1,
      duplicates: [],
      skipped: [],
    });
    // Its PDF, exactly as the staff's browser would have rendered it, with its fingerprint.
    const certificate = (await db.doc(`${collections.certificates}/old-1`).get()).data()!;
    const pdf = await db.doc(`${collections.certificatePdfs}/old-1_v1`).get();
    expect(await fingerprintOf(new Uint8Array(pdf.get('bytes') as Uint8Array))).toBe(
      certificate.pdfFingerprint,
    );
    expect(describeBackfill(summary)).toContain('Valid certificates issued as a PDF: 1');
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

    // Without the PDFs, whose issue is a later event of its own (tested above).
    const summary = await backfillVerification(db, {
      actor: { uid: 'script:backfill', email: 'ops@larkfieldawards.example' },
      pdfs: false,
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
    expect((await backfillVerification(db, { pdfs: false })).historiesStarted).toBe(0);
  });

  it('adds only the missing fields and leaves the record as it was otherwise', async () => {
    useFreshDatabase();
    await db.collection(collections.certificates).doc('old-1').set(imported);
    const written = await db.doc(`${collections.certificates}/old-1`).get();

    await backfillVerification(db, { pdfs: false });

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

    // Its PDF aside: the app issues that in a step of its own after the add.
    const summary = await backfillVerification(db, { pdfs: false });

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

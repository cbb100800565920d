import { randomUUID } from 'node:crypto';

import { deleteApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll } from 'vitest';

import type { CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { documentsForCertificate, planAddCertificate } from '@/domain/plans/add-certificate';
import type { StaffActor } from '@/domain/staff';
import { approvedCentre } from '@/testing/centres';

import { applyPlanAdmin } from '../../scripts/lib/admin/admin-plan';
import { clearProject, emulatorAdminApp } from '../../scripts/lib/emulators/emulator-client';
import { localProjectId } from '../../scripts/lib/project';

/**
 * The backfill's tests against the Firestore emulator, through the Admin SDK as the backfill
 * runs. Each test works in a database of its own (the emulator creates named databases on first
 * use), so it sees only the certificates it wrote and never disturbs other tests sharing the
 * emulator.
 */

const projectId = localProjectId();
let app: App;
let databaseId: string | undefined;

/** The database of the test running: set by useFreshDatabase. */
export let db: Firestore;

/** Opens the Admin SDK for the file's tests, and clears each test's database after it. */
export function useBackfillEmulator(): void {
  beforeAll(() => {
    if (!process.env.FIRESTORE_EMULATOR_HOST) {
      throw new Error('The backfill tests run only against the Firestore emulator (npm test).');
    }
    app = emulatorAdminApp(`backfill-test-${randomUUID()}`, projectId);
  });

  afterAll(async () => {
    await deleteApp(app);
  });

  afterEach(async () => {
    // Never the default database: a test that made none of its own has nothing to clear.
    if (databaseId) await clearProject(projectId, databaseId);
  });
}

/** Gives the test a database of its own, empty, as `db`. */
export function useFreshDatabase(): void {
  databaseId = `backfill-${randomUUID().slice(0, 13)}`;
  db = getFirestore(app, databaseId);
}

/** A record as the old system stored it: text dates with spaces, loose numbers, no derived fields. */
export const imported = {
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

/**
 * A certificate as the app adds it (planAddCertificate): the certificate, its registry and index
 * entries and the first event of its history, in one commit, under a centre on the register.
 */
export async function writeCertificate(details: CertificateDetails, id: string) {
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

/** Every document of every collection, with when it was last written. */
export async function snapshotAll() {
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

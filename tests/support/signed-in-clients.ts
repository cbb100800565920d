import { randomUUID } from 'node:crypto';

import { deleteApp as deleteAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { setLogLevel, type Firestore } from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { centreRecords } from '@/testing/centres';
import type { StaffActor } from '@/domain/staff';

import {
  ACCESS_GIVEN_AT,
  clearProject,
  demoProjectId,
  emulatorAdminApp,
  emulatorHost,
  liteClients,
} from '../../scripts/lib/emulators/emulator-client';

// Refused writes are expected in these tests; the SDK would log each one.
setLogLevel('silent');

/**
 * Clients for tests that run against the emulators as the app does: a real staff account in the
 * Auth emulator (with a verified e-mail and a directory entry, as the Admin SDK makes one), signed in through the client
 * SDK, with Firestore Lite under the real rules. The Admin SDK client is for inspecting what was
 * written and for seeding; it bypasses the rules.
 */

export type EmulatorClients = {
  /** Firestore Lite, signed in as a staff member: every request goes through firestore.rules. */
  staffDb: Firestore;
  /** The staff member signed in on staffDb. */
  staff: StaffActor;
  /** A second staff member, signed in on colleagueDb. */
  colleagueDb: Firestore;
  colleague: StaffActor;
  /** Firestore Lite with nobody signed in: a member of the public on the verification page. */
  visitorDb: Firestore;
  /** The Admin SDK: no rules. For seeding and for checking what is stored. */
  adminDb: AdminFirestore;
  close: () => Promise<void>;
};

/**
 * Two staff accounts and clients on a database of this test's own (the emulator creates named
 * databases on first use and applies the same rules to them), so a test sees only what it
 * wrote, can check whole collections for strays, and never disturbs another test.
 */
export async function openEmulatorClients(label: string): Promise<EmulatorClients> {
  const projectId = demoProjectId();
  // The accounts are made through the Admin SDK: never anywhere but the Auth emulator.
  emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const id = randomUUID().slice(0, 8);
  const databaseId = `${label}-${id}`;

  const adminApp = emulatorAdminApp(`${label}-admin-${id}`, projectId);
  const adminAuth = getAdminAuth(adminApp);
  const adminDb = getAdminFirestore(adminApp, databaseId);
  const clients = liteClients(`${label}-${id}`);

  /** A staff account, made as `npm run staff -- add` makes one, signed in on its own app. */
  async function signedInStaff(name: string): Promise<{ db: Firestore; actor: StaffActor }> {
    const email = `${label}-${name}-${id}@larkfield.test`;
    const password = `Pw-${randomUUID()}`;
    const { uid } = await adminAuth.createUser({ email, password, emailVerified: true });
    await adminDb
      .collection(collections.staff)
      .doc(uid)
      .set({ email, addedBy: 'tests', addedAt: ACCESS_GIVEN_AT });
    const db = await clients.signedIn(projectId, { email, password }, databaseId);
    return { db, actor: { uid, email } };
  }

  await Promise.all(
    Object.entries(centreRecords).map(([centreNumber, centre]) =>
      adminDb.collection(collections.centres).doc(centreNumber).set(centre),
    ),
  );
  const staff = await signedInStaff('staff');
  const colleague = await signedInStaff('colleague');
  const visitorDb = clients.as(projectId, undefined, databaseId);

  return {
    staffDb: staff.db,
    staff: staff.actor,
    colleagueDb: colleague.db,
    colleague: colleague.actor,
    visitorDb,
    adminDb,
    close: async () => {
      await clearProject(projectId, databaseId);
      await adminAuth.deleteUsers([staff.actor.uid, colleague.actor.uid]);
      await Promise.all([clients.close(), deleteAdminApp(adminApp)]);
    },
  };
}

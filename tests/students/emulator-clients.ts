import { randomUUID } from 'node:crypto';

import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import {
  getFirestore as getAdminFirestore,
  type Firestore as AdminFirestore,
} from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';

// Refused writes are expected in these tests; the SDK would log each one.
setLogLevel('silent');

/**
 * Clients for tests that run against the emulators as the app does: a real staff account in the
 * Auth emulator (the Admin SDK is the only way to set the claim), signed in through the client
 * SDK, with Firestore Lite under the real rules. The Admin SDK client is for inspecting what was
 * written and for seeding; it bypasses the rules.
 */

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set. Run these tests under \`firebase emulators:exec\` (npm test does this).`,
    );
  }
  return value;
}

export function emulatorProject(): string {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-larkfield';
  if (!projectId.startsWith('demo-')) {
    throw new Error(`These tests only run against a demo- project (got "${projectId}").`);
  }
  return projectId;
}

function hostAndPort(value: string): { host: string; port: number } {
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(value);
  if (!match?.[1] || !match[2]) throw new Error(`Expected host:port, got "${value}".`);
  return { host: match[1], port: Number(match[2]) };
}

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
  const projectId = emulatorProject();
  const authHost = required('FIREBASE_AUTH_EMULATOR_HOST');
  const firestoreHost = required('FIRESTORE_EMULATOR_HOST');
  const firestore = hostAndPort(firestoreHost);
  const id = randomUUID().slice(0, 8);
  const databaseId = `${label}-${id}`;

  const adminApp = initializeAdminApp({ projectId }, `${label}-admin-${id}`);
  const adminAuth = getAdminAuth(adminApp);
  const adminDb = getAdminFirestore(adminApp, databaseId);
  const apps: FirebaseApp[] = [];

  /** A staff account, made as `npm run staff -- add` makes one, signed in on its own app. */
  async function signedInStaff(name: string): Promise<{ db: Firestore; actor: StaffActor }> {
    const email = `${label}-${name}-${id}@larkfield.test`;
    const password = `Pw-${randomUUID()}`;
    const { uid } = await adminAuth.createUser({ email, password, emailVerified: true });
    await adminAuth.setCustomUserClaims(uid, { staff: true });
    await adminDb.collection(collections.staff).doc(uid).set({ email, addedBy: 'tests' });
    const app = initializeApp({ apiKey: 'demo-api-key', projectId }, `${label}-${name}-${id}`);
    apps.push(app);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
    await signInWithEmailAndPassword(auth, email, password);
    const db = getFirestore(app, databaseId);
    connectFirestoreEmulator(db, firestore.host, firestore.port);
    return { db, actor: { uid, email } };
  }

  const staff = await signedInStaff('staff');
  const colleague = await signedInStaff('colleague');
  const visitorApp = initializeApp({ apiKey: 'demo-api-key', projectId }, `${label}-visitor-${id}`);
  apps.push(visitorApp);
  const visitorDb = getFirestore(visitorApp, databaseId);
  connectFirestoreEmulator(visitorDb, firestore.host, firestore.port);

  return {
    staffDb: staff.db,
    staff: staff.actor,
    colleagueDb: colleague.db,
    colleague: colleague.actor,
    visitorDb,
    adminDb,
    close: async () => {
      await fetch(
        `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/${databaseId}/documents`,
        { method: 'DELETE' },
      );
      await adminAuth.deleteUsers([staff.actor.uid, colleague.actor.uid]);
      await Promise.all([...apps.map((app) => deleteApp(app)), deleteAdminApp(adminApp)]);
    },
  };
}

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
import { deleteApp, initializeApp } from 'firebase/app';
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
  /** Firestore Lite with nobody signed in: a member of the public on the verification page. */
  visitorDb: Firestore;
  /** The Admin SDK: no rules. For seeding and for checking what is stored. */
  adminDb: AdminFirestore;
  close: () => Promise<void>;
};

/**
 * A staff account and clients on a database of this test's own (the emulator creates named
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
  const staffEmail = `${label}-${id}@larkfield.test`;
  const password = `Pw-${randomUUID()}`;
  const { uid } = await adminAuth.createUser({ email: staffEmail, password, emailVerified: true });
  await adminAuth.setCustomUserClaims(uid, { staff: true });
  const adminDb = getAdminFirestore(adminApp, databaseId);
  await adminDb.collection(collections.staff).doc(uid).set({ email: staffEmail, addedBy: 'tests' });

  const app = initializeApp({ apiKey: 'demo-api-key', projectId }, `${label}-${id}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, staffEmail, password);
  const staffDb = getFirestore(app, databaseId);
  connectFirestoreEmulator(staffDb, firestore.host, firestore.port);
  const visitorApp = initializeApp({ apiKey: 'demo-api-key', projectId }, `${label}-visitor-${id}`);
  const visitorDb = getFirestore(visitorApp, databaseId);
  connectFirestoreEmulator(visitorDb, firestore.host, firestore.port);

  return {
    staffDb,
    staff: { uid, email: staffEmail },
    visitorDb,
    adminDb,
    close: async () => {
      await fetch(
        `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/${databaseId}/documents`,
        { method: 'DELETE' },
      );
      await adminAuth.deleteUser(uid);
      await Promise.all([deleteApp(app), deleteApp(visitorApp), deleteAdminApp(adminApp)]);
    },
  };
}

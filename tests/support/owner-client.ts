import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';

import { firestoreEmulator } from '../../scripts/lib/emulators/emulator-client';

/**
 * A client past the rules, as the Admin SDK is: the emulator takes the token `owner` as such.
 * One per project, kept for the whole run. `withSecurityRulesDisabled` of the rules test kit
 * opens and closes a client of its own on every call, which cost about 90 ms on each of the
 * thousand resets between tests; this one connects once.
 */

const apps = new Map<string, { app: FirebaseApp; db: Firestore }>();

export function ownerFirestore(projectId: string): Firestore {
  let opened = apps.get(projectId);
  if (!opened) {
    const app = initializeApp({ projectId }, `owner-${projectId}`);
    const db = getFirestore(app);
    const { host, port } = firestoreEmulator();
    connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' });
    opened = { app, db };
    apps.set(projectId, opened);
  }
  return opened.db;
}

/** Closes the project's client, if one was opened. */
export async function closeOwnerFirestore(projectId: string): Promise<void> {
  const opened = apps.get(projectId);
  if (!opened) return;
  apps.delete(projectId);
  await deleteApp(opened.app);
}

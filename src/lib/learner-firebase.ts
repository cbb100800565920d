import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';

import { env } from '@/config/env';

/**
 * Firebase for learners (docs/decisions/031-learners.md): an app of its own, so that a learner's
 * session never takes the place of a staff member's in the same browser (each app keeps its own
 * session), with Firestore Lite and Auth imported on first use, as src/lib/firebase.ts does.
 * Learners sign in by a link e-mailed to them, so this Auth has no password, popup or redirect
 * helpers of its own.
 */

let app: FirebaseApp | undefined;
let dbPromise: Promise<Firestore> | undefined;
let authPromise: Promise<Auth> | undefined;

function learnerApp(): FirebaseApp {
  app ??=
    getApps().find((existing) => existing.name === 'learner') ??
    initializeApp(env.firebase, 'learner');
  return app;
}

export function getLearnerDb(): Promise<Firestore> {
  dbPromise ??= import('firebase/firestore/lite').then(
    ({ getFirestore, connectFirestoreEmulator }) => {
      const db = getFirestore(learnerApp());
      if (env.useEmulators) {
        connectFirestoreEmulator(db, env.emulators.firestore.host, env.emulators.firestore.port);
      }
      return db;
    },
  );
  return dbPromise;
}

export function getLearnerAuth(): Promise<Auth> {
  authPromise ??= import('firebase/auth').then(
    ({ initializeAuth, browserLocalPersistence, connectAuthEmulator }) => {
      // Kept in local storage, so a learner who comes back finds themselves still signed in.
      const auth = initializeAuth(learnerApp(), { persistence: browserLocalPersistence });
      if (env.useEmulators) {
        connectAuthEmulator(auth, env.emulators.auth, { disableWarnings: true });
      }
      return auth;
    },
  );
  return authPromise;
}

/** Whether this build talks to the local emulators, where no e-mail leaves the machine. */
export const learnerUsesEmulators = env.useEmulators;

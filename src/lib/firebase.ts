import { initializeApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';

import { env } from '@/config/env';
import type { StaffActor } from '@/domain/staff';

/**
 * The only place that initialises Firebase. Auth and Firestore are imported on first use, so a
 * page that only verifies certificates never downloads the Auth SDK, and marketing pages (which
 * never import this module) download no Firebase code at all.
 */

let app: FirebaseApp | undefined;
let dbPromise: Promise<Firestore> | undefined;
let authPromise: Promise<Auth> | undefined;

/** True when the app talks to the local emulators (a `demo-` project). */
export const usesEmulators = env.useEmulators;

function getFirebaseApp(): FirebaseApp {
  app ??= initializeApp(env.firebase);
  return app;
}

export function getDb(): Promise<Firestore> {
  dbPromise ??= import('firebase/firestore/lite').then(
    ({ getFirestore, connectFirestoreEmulator }) => {
      const db = getFirestore(getFirebaseApp());
      if (env.useEmulators) {
        connectFirestoreEmulator(db, env.emulators.firestore.host, env.emulators.firestore.port);
      }
      return db;
    },
  );
  return dbPromise;
}

export function getAuthClient(): Promise<Auth> {
  authPromise ??= import('firebase/auth').then(
    ({
      initializeAuth,
      indexedDBLocalPersistence,
      browserLocalPersistence,
      browserSessionPersistence,
      connectAuthEmulator,
    }) => {
      // getAuth() would add the popup and redirect sign-in helper, which on phones loads
      // Google's gapi script and an iframe on every visit (blocked by our Content Security
      // Policy). Staff sign in with e-mail and password only; the persistence is getAuth()'s.
      const auth = initializeAuth(getFirebaseApp(), {
        persistence: [
          indexedDBLocalPersistence,
          browserLocalPersistence,
          browserSessionPersistence,
        ],
      });
      if (env.useEmulators) {
        connectAuthEmulator(auth, env.emulators.auth, { disableWarnings: true });
      }
      return auth;
    },
  );
  return authPromise;
}

/**
 * The staff member signed in now, as the register records them. The rules accept no other uid
 * or e-mail as the one who made a change, so it is read from the session at the moment of the
 * write rather than passed down from a screen.
 */
export async function signedInActor(): Promise<StaffActor> {
  const user = (await getAuthClient()).currentUser;
  if (!user?.email) throw new Error('You have been signed out. Sign in again to save changes.');
  return { uid: user.uid, email: user.email };
}

import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  signInAnonymously,
  type Auth,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';

import { env } from '@/config/env';

/*
 * Firebase for the public certificate check: a Firebase app of its own, whose visitors sign in
 * anonymously, and in the production build a copy of the SDK that holds only the functions
 * exported here (scripts/lib/build/separate-sdk.ts). Sharing the staff pages' copy, the check would
 * also download their queries, counts and transactions. Staff who use the check in the
 * dashboard use the staff app instead, as themselves.
 */

let app: FirebaseApp | undefined;
let db: Firestore | undefined;
let auth: Auth | undefined;

let attested: Promise<void> | undefined;

function publicApp(): FirebaseApp {
  app ??= initializeApp(env.firebase, 'public-verification');
  return app;
}

/**
 * App Check on a real project with a site key (docs/decisions/023-throttled-public-check.md):
 * requests then carry a reCAPTCHA Enterprise attestation, which Firestore and Auth can be set to
 * require, so a script that is not this site is turned away. Loaded only when it is used.
 */
function attest(): Promise<void> {
  const siteKey = env.appCheckSiteKey;
  attested ??= siteKey
    ? import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
        initializeAppCheck(publicApp(), {
          provider: new ReCaptchaEnterpriseProvider(siteKey),
          isTokenAutoRefreshEnabled: true,
        });
      })
    : Promise.resolve();
  return attested;
}

function getPublicDb(): Firestore {
  if (!db) {
    db = getFirestore(publicApp());
    if (env.useEmulators) {
      connectFirestoreEmulator(db, env.emulators.firestore.host, env.emulators.firestore.port);
    }
  }
  return db;
}

function publicAuth(): Auth {
  if (!auth) {
    // Kept in local storage, so a visitor stays one visitor (with one quota) across reloads.
    // No popup or redirect helper: nobody signs in with a provider here.
    auth = initializeAuth(publicApp(), { persistence: browserLocalPersistence });
    if (env.useEmulators) {
      connectAuthEmulator(auth, env.emulators.auth, { disableWarnings: true });
    }
  }
  return auth;
}

/**
 * The Firestore functions a check uses. A database works only with the functions of the SDK copy
 * that made it: the public page's copy here, the staff app's for a check from the dashboard.
 */
export const publicSdk = {
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
};

export type CheckSdk = typeof publicSdk;

/** Who is checking: the uid the rules count checks against, and the database to check in. */
export type Checker = {
  db: Firestore;
  sdk: CheckSdk;
  uid: string;
  /** Signed in just now, so there is no quota to read yet. */
  isNew: boolean;
};

/**
 * The public database without signing in, for what anyone may read by id: a receipt and its
 * results (docs/decisions/030-verifier-batch-checks.md).
 */
export function getPublicReader(): Pick<Checker, 'db' | 'sdk'> {
  return { db: getPublicDb(), sdk: publicSdk };
}

/**
 * The visitor, signed in anonymously the first time they check (docs/decisions/
 * 023-throttled-public-check.md): the rules count checks per uid. Rejects if signing in fails.
 */
export async function getVisitor(): Promise<Checker> {
  await attest();
  const visitorAuth = publicAuth();
  await visitorAuth.authStateReady();
  const current = visitorAuth.currentUser;
  if (current) return { db: getPublicDb(), sdk: publicSdk, uid: current.uid, isNew: false };
  const { user } = await signInAnonymously(visitorAuth);
  return { db: getPublicDb(), sdk: publicSdk, uid: user.uid, isNew: true };
}

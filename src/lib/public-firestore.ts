import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';

import { env } from '@/config/env';

export { addDoc, collection, doc, getDoc, serverTimestamp } from 'firebase/firestore/lite';

/*
 * Firestore for the public certificate check: anonymous, on a Firebase app of its own, and in the
 * production build a copy of the SDK that holds only the functions exported here
 * (scripts/lib/separate-sdk.ts). Sharing the staff pages' copy, the check would also download
 * their queries, counts and transactions: about 10 KB gzipped on a page with a 45 KB budget.
 * Staff who use the check in the dashboard download this copy as well.
 */

let db: Firestore | undefined;

export function getPublicDb(): Firestore {
  if (!db) {
    db = getFirestore(initializeApp(env.firebase, 'public-verification'));
    if (env.useEmulators) {
      connectFirestoreEmulator(db, env.emulators.firestore.host, env.emulators.firestore.port);
    }
  }
  return db;
}

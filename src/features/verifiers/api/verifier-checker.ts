import {
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
} from 'firebase/firestore/lite';

import { getDb } from '@/lib/firebase';
import type { Checker, CheckSdk } from '@/lib/public-firestore';

/** The staff app's copy of the functions a check uses, for its database. */
const appSdk: CheckSdk = {
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
};

/** A verifier checks as itself, in the app's own database (signed in at /login). */
export async function verifierChecker(uid: string): Promise<Checker> {
  return { db: await getDb(), sdk: appSdk, uid, isNew: false };
}

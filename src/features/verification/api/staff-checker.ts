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

import { getDb, signedInActor } from '@/lib/firebase';
import type { Checker, CheckSdk } from '@/lib/public-firestore';

/** The staff app's copy of the functions, for its database. */
const staffSdk: CheckSdk = {
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
};

/**
 * Staff answering an enquiry check as themselves, in the staff app: their checks are logged like
 * anyone's, and the rules do not hold them to the visitors' hourly quota.
 */
export async function staffChecker(): Promise<Checker> {
  const [db, actor] = await Promise.all([getDb(), signedInActor()]);
  return { db, sdk: staffSdk, uid: actor.uid, isNew: false };
}

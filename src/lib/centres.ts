import { collection, doc, getDoc, getDocs, type Firestore } from 'firebase/firestore/lite';

import { centreStatusFrom, type Centre } from '@/domain/centres';
import { collections } from '@/domain/collections';
import { dateFrom, textFrom } from '@/domain/stored-values';

/**
 * The approved training centres (`centres/{centreNumber}`, docs/decisions/027-centres.md), read
 * by the screens of several features: an admin's centre filter, the centre a certificate is
 * added under or moved to, and the dashboard's table of centres.
 */

function centreFrom(centreNumber: string, data: Record<string, unknown>): Centre {
  return {
    centreNumber,
    name: textFrom(data.name),
    status: centreStatusFrom(data.status),
    approvedAt: dateFrom(data.approvedAt) ?? new Date(Number.NaN),
    approvedBy: textFrom(data.approvedBy),
    approvedByUid: textFrom(data.approvedByUid),
  };
}

/** Every centre, by number. Only admins may list them. */
export async function listCentres(db: Firestore): Promise<Centre[]> {
  const snapshot = await getDocs(collection(db, collections.centres));
  return snapshot.docs
    .map((entry) => centreFrom(entry.id, entry.data()))
    .sort((a, b) => a.centreNumber.localeCompare(b.centreNumber, 'en-GB', { numeric: true }));
}

/** One centre, or null if there is no such centre; a centre's staff may read their own. */
export async function readCentre(db: Firestore, centreNumber: string): Promise<Centre | null> {
  const snapshot = await getDoc(doc(db, collections.centres, centreNumber));
  const data = snapshot.data();
  return data ? centreFrom(snapshot.id, data) : null;
}

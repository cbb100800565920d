import {
  collection,
  orderBy,
  query,
  where,
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { staffRoleFrom, type StaffRole } from '@/domain/staff';
import { dateFrom, textFrom } from '@/domain/stored-values';

import type { DirectoryFilter } from '../utils/directory-view';

/** A directory entry as the Staff screen lists it. */
export type StaffEntry = {
  uid: string;
  email: string;
  /** Null for an entry the rules read no role from (a centre's without its number). */
  role: StaffRole | null;
  /** Who gave access: an admin's e-mail, or the tool that ran. */
  addedBy: string;
  /** When; null for entries from before the directory recorded it. */
  addedAt: Date | null;
};

export function staffEntryFrom(entry: QueryDocumentSnapshot<DocumentData>): StaffEntry {
  const data = entry.data();
  return {
    uid: entry.id,
    email: textFrom(data.email),
    role: staffRoleFrom(data),
    addedBy: textFrom(data.addedBy),
    addedAt: dateFrom(data.addedAt),
  };
}

/** The end of a prefix's range: every string that starts with it sorts before this. */
const prefixEnd = (prefix: string) => `${prefix}\uf8ff`;

/**
 * The staff directory (`staff/{uid}`) by address, as a filter narrows it: to one centre's staff,
 * and to the addresses that start with what was typed (kept in lower case, as is the search).
 * What only an admin may list; a page or a count is read from it, never the whole.
 */
export function staffMatching(db: Firestore, { email, centre }: DirectoryFilter) {
  const staff = collection(db, collections.staff);
  const ofCentre = centre ? [where('centreNumber', '==', centre)] : [];
  const startingWith = email
    ? [where('email', '>=', email), where('email', '<', prefixEnd(email))]
    : [];
  return query(staff, ...ofCentre, ...startingWith, orderBy('email'));
}

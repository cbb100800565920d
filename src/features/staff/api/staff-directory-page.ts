import {
  endBefore,
  getDocs,
  limit,
  limitToLast,
  query,
  startAfter,
  type Firestore,
} from 'firebase/firestore/lite';

import type { DirectoryFilter, DirectoryFrom } from '../utils/directory-view';
import { staffEntryFrom, staffMatching, type StaffEntry } from './staff-directory';

/** The people the Staff screen lists at once. */
const STAFF_PAGE_SIZE = 25;

/** A page of the directory, and the addresses to page on from, each way (null at either end). */
export type StaffPage = { entries: StaffEntry[]; after: string | null; before: string | null };

/**
 * One page of the directory a filter narrows, after or before an address already shown: never
 * the whole directory. It reads one more than a page, to know whether there is a page beyond.
 * An address is one account's, so it is cursor enough.
 */
export async function readStaffPage(
  db: Firestore,
  filter: DirectoryFilter,
  from: DirectoryFrom,
  pageSize = STAFF_PAGE_SIZE,
): Promise<StaffPage> {
  const matching = staffMatching(db, filter);
  const backwards = from !== null && 'before' in from;
  const page = !from
    ? query(matching, limit(pageSize + 1))
    : 'before' in from
      ? query(matching, endBefore(from.before), limitToLast(pageSize + 1))
      : query(matching, startAfter(from.after), limit(pageSize + 1));
  const { docs } = await getDocs(page);
  const more = docs.length > pageSize;
  const shown = (backwards ? docs.slice(more ? 1 : 0) : docs.slice(0, pageSize)).map(
    staffEntryFrom,
  );
  return {
    entries: shown,
    after: backwards || more ? (shown.at(-1)?.email ?? null) : null,
    before: (backwards ? more : from !== null) ? (shown[0]?.email ?? null) : null,
  };
}

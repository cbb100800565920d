import {
  collection,
  doc,
  documentId,
  endAt,
  endBefore,
  getCount,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  startAt,
  where,
  type Firestore,
} from 'firebase/firestore/lite';

import { centreStatusFrom, type Centre, type CentreStatus } from '@/domain/centres';
import { collections } from '@/domain/collections';
import { dateFrom, textFrom } from '@/domain/stored-values';

/**
 * The approved training centres (`centres/{centreNumber}`, docs/decisions/027-centres.md), read
 * by the screens of several features a page or a handful at a time: the Centres screen's pages,
 * the centre picker's suggestions (an admin's centre filter, the centre a certificate is added
 * under or moved to, a centre's staff invited), and the centres a page of staff names. Only the
 * count of the figures afresh reads them all (docs/decisions/029-figures-at-scale.md).
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

/**
 * Every centre, by number. Only admins may list them, and only the count of every centre's
 * figures does (lib/centre-figures.ts): no screen lists them all on load.
 */
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

/** The centres an admin pages through: 25 at a time, by number. */
const CENTRES_PAGE_SIZE = 25;

/**
 * What the Centres screen asks for: everything, or a search, which is by number when it is all
 * digits and by the start of the name otherwise (as typed, in any case).
 */
type CentreSearch =
  { kind: 'all' } | { kind: 'number'; prefix: string } | { kind: 'name'; prefix: string };

export function centreSearchFor(term: string): CentreSearch {
  const trimmed = term.trim();
  if (trimmed === '') return { kind: 'all' };
  return /^\d+$/.test(trimmed)
    ? { kind: 'number', prefix: trimmed }
    : { kind: 'name', prefix: trimmed.toLowerCase() };
}

/** The end of a prefix's range: every string that starts with it sorts before this. */
const prefixEnd = (prefix: string) => `${prefix}\uf8ff`;

/**
 * Every centre's status, as a filter that holds them all: ordered by number alone, a page before
 * a centre would need the document keys scanned backwards, which Firestore does not do; with an
 * equality on a field, the field's index is scanned instead, either way.
 */
const everyStatus: CentreStatus[] = ['active', 'suspended'];

function centresMatching(db: Firestore, search: CentreSearch) {
  const centres = collection(db, collections.centres);
  const anyStatus = where('status', 'in', everyStatus);
  switch (search.kind) {
    case 'all':
      return query(centres, anyStatus, orderBy(documentId()));
    case 'number':
      return query(
        centres,
        anyStatus,
        orderBy(documentId()),
        startAt(search.prefix),
        endAt(prefixEnd(search.prefix)),
      );
    case 'name':
      return query(
        centres,
        where('nameLower', '>=', search.prefix),
        where('nameLower', '<', prefixEnd(search.prefix)),
        orderBy('nameLower'),
        orderBy(documentId()),
      );
  }
}

/** A page of centres, and the centres to page on from, each way (null at either end). */
export type CentrePage = { centres: Centre[]; after: string | null; before: string | null };

/**
 * One page of the centres a search matches, after or before a centre already shown (by its
 * number): never the whole register. It reads one more than a page, to know whether there is a
 * page beyond, and for a search by name the centre it goes on from (to sort where it sorts).
 */
export async function readCentrePage(
  db: Firestore,
  search: CentreSearch,
  from: { after: string } | { before: string } | null,
  pageSize = CENTRES_PAGE_SIZE,
): Promise<CentrePage> {
  const matching = centresMatching(db, search);
  const cursor = async (centreNumber: string) =>
    search.kind === 'name'
      ? [await getDoc(doc(db, collections.centres, centreNumber))]
      : [centreNumber];
  const backwards = from !== null && 'before' in from;
  const page = !from
    ? query(matching, limit(pageSize + 1))
    : 'before' in from
      ? query(matching, endBefore(...(await cursor(from.before))), limitToLast(pageSize + 1))
      : query(matching, startAfter(...(await cursor(from.after))), limit(pageSize + 1));
  const { docs } = await getDocs(page);
  const more = docs.length > pageSize;
  const shown = backwards ? docs.slice(more ? 1 : 0) : docs.slice(0, pageSize);
  return {
    centres: shown.map((entry) => centreFrom(entry.id, entry.data())),
    after: backwards || more ? (shown.at(-1)?.id ?? null) : null,
    before: (backwards ? more : from !== null) ? (shown[0]?.id ?? null) : null,
  };
}

/** How many centres a search matches, counted without reading them. */
export async function countCentres(db: Firestore, search: CentreSearch): Promise<number> {
  return (await getCount(centresMatching(db, search))).data().count;
}

/** The most suggestions the centre picker offers at once. */
const CENTRE_SUGGESTIONS = 8;

/**
 * The centres whose number (all digits typed) or name starts with what was typed, at most
 * `count`, in the Centres screen's order: the picker's suggestions. Nothing typed suggests none.
 */
export async function searchCentres(
  db: Firestore,
  term: string,
  count = CENTRE_SUGGESTIONS,
): Promise<Centre[]> {
  const search = centreSearchFor(term);
  if (search.kind === 'all') return [];
  const { docs } = await getDocs(query(centresMatching(db, search), limit(count)));
  return docs.map((entry) => centreFrom(entry.id, entry.data()));
}

/** The most values one `in` filter takes. */
const IN_LIMIT = 30;

/**
 * The centres of these numbers that are on the register (those that are not are left out), a
 * query of up to 30 at a time: what a page of staff or invitations names.
 */
export async function readCentres(db: Firestore, numbers: readonly string[]): Promise<Centre[]> {
  const wanted = [...new Set(numbers)];
  const batches: string[][] = [];
  for (let start = 0; start < wanted.length; start += IN_LIMIT) {
    batches.push(wanted.slice(start, start + IN_LIMIT));
  }
  const read = await Promise.all(
    batches.map((batch) =>
      getDocs(query(collection(db, collections.centres), where(documentId(), 'in', batch))),
    ),
  );
  return read.flatMap(({ docs }) => docs.map((entry) => centreFrom(entry.id, entry.data())));
}

/**
 * The Student List, read two ways from the same register:
 *   ours      one page of 50 through an ordered, cursor-paged query, and a surname search as a
 *             prefix query on the stored lower-case surname;
 *   original  the first version's way (docs/product.md, The first version's data access): read
 *             the whole certificates collection, then sort or filter it in the browser.
 * Both through the app's own SDK as a staff member under the real rules.
 */
import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';

import type { Certificate } from '../../src/domain/certificate';
import { collections } from '../../src/domain/collections';
import { normaliseName } from '../../src/domain/verification-index';
import { fetchCertificatePage, PAGE_SIZE } from '../../src/features/students/api/certificate-pages';
import { parseStudentSearch } from '../../src/features/students/utils/student-search';
import { certificateConverter } from '../../src/lib/certificate-converter';
import type { BenchContext } from './emulator';
import { jsonBytes, measure, type Conditions, type Measurement } from './measure';
import type { BenchmarkResult } from './report';
import { rulesReadsUnder } from './wire';

const SURNAME_SEARCH = 'Pat';
const RUNS = 5;

type Outcome = { payloadBytes: number; rows: Certificate[] };

const asStaff: Conditions = {
  conditions: 'firestore.rules, as staff',
  rulesReads: rulesReadsUnder.staff,
};

/** The first version's list: every certificate, read in one go. */
async function wholeCollection(db: Firestore): Promise<Certificate[]> {
  const snapshot = await getDocs(
    collection(db, collections.certificates).withConverter(certificateConverter),
  );
  return snapshot.docs.map((row) => row.data());
}

/** Strings in code-unit order, as Firestore orders them (for the ASCII held here). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byId = (a: Certificate, b: Certificate) => compare(a.id, b.id);

/** The list's order: newest first, the id breaking ties, as the query orders it. */
function newestFirst(rows: Certificate[]): Certificate[] {
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(b, a));
}

/** The search's order: by surname, the id breaking ties. */
function bySurname(rows: Certificate[]): Certificate[] {
  return rows.sort((a, b) => compare(a.surnameLower, b.surnameLower) || byId(a, b));
}

/** `rows` shown; `read` what crossed the network to find them (the rows unless given). */
const outcome = (rows: Certificate[], read = rows): Outcome => ({
  rows,
  payloadBytes: jsonBytes(read),
});

const approaches = {
  oursFirstPage: async (db: Firestore) => {
    const page = await fetchCertificatePage(db, parseStudentSearch(''), null);
    return outcome(page.certificates);
  },
  originalFirstPage: async (db: Firestore) => {
    return outcome(newestFirst(await wholeCollection(db)));
  },
  oursSearch: async (db: Firestore) => {
    const page = await fetchCertificatePage(db, parseStudentSearch(SURNAME_SEARCH), null);
    return outcome(page.certificates);
  },
  originalSearch: async (db: Firestore) => {
    const all = await wholeCollection(db);
    const prefix = normaliseName(SURNAME_SEARCH);
    return outcome(
      bySurname(all.filter((row) => normaliseName(row.surname).startsWith(prefix))),
      all,
    );
  },
} satisfies Record<string, (db: Firestore) => Promise<Outcome>>;

/**
 * True when our page shows rows, and shows the original's first rows in its order: a full page,
 * or every row there is when fewer. Either side returning nothing is a failure, not a match.
 */
function sameRowsFirst(page: readonly Certificate[], all: readonly Certificate[]): boolean {
  return (
    page.length > 0 &&
    page.length === Math.min(PAGE_SIZE, all.length) &&
    page.every((row, index) => all[index]?.id === row.id)
  );
}

export async function benchStudents({ staff }: BenchContext): Promise<BenchmarkResult> {
  const last = {} as Record<keyof typeof approaches, Outcome>;
  const timedRun = (label: string, key: keyof typeof approaches): Promise<Measurement> =>
    measure(label, asStaff, RUNS, async () => {
      last[key] = await approaches[key](staff);
      return last[key];
    });

  const firstPage = await timedRun('First page: 50 newest, cursor-paged (ours)', 'oursFirstPage');
  const firstPageAll = await timedRun(
    'First page: whole collection, sorted in browser (original)',
    'originalFirstPage',
  );
  const search = await timedRun(
    `Surname search "${SURNAME_SEARCH}": prefix query (ours)`,
    'oursSearch',
  );
  const searchAll = await timedRun(
    `Surname search "${SURNAME_SEARCH}": whole collection, filtered (original)`,
    'originalSearch',
  );

  // Both approaches must show the same rows first, or the comparison means nothing.
  const sameFirstPage = sameRowsFirst(last.oursFirstPage.rows, last.originalFirstPage.rows);
  const sameSearch = sameRowsFirst(last.oursSearch.rows, last.originalSearch.rows);

  return {
    title: 'Student List: first page and surname search',
    comparisons: [
      { task: 'Student list, first page', ours: firstPage, original: firstPageAll },
      { task: `Surname search "${SURNAME_SEARCH}"`, ours: search, original: searchAll },
    ],
    notes: {
      [`Certificates whose surname starts "${SURNAME_SEARCH}"`]: last.originalSearch.rows.length,
      'Same 50 rows first both ways': sameFirstPage ? 'yes' : 'NO',
      'Same search rows first both ways': sameSearch ? 'yes' : 'NO',
    },
    agreed: sameFirstPage && sameSearch,
  };
}

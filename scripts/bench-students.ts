/**
 * How the Student List scales: with a large register in the emulator, times the list's first page
 * and a surname search the way the app does them (one page of 50 through an ordered, cursor-paged
 * query) against the spec's original approach (read the whole certificates collection, then sort
 * or filter it in the browser), through the app's own SDK as a staff member under the real rules.
 *
 *   npm run bench:students                   10,000 certificates
 *   npm run bench:students -- --count 2000   another size
 *
 * Starts its own emulators unless FIRESTORE_EMULATOR_HOST names running ones. A benchmark, not
 * a test: it prints a table and keeps the figures in bench-results.json.
 */
import { parseArgs } from 'node:util';

import { collection, getDocs, type Firestore } from 'firebase/firestore/lite';

import type { Certificate } from '../src/domain/certificate';
import { collections } from '../src/domain/collections';
import { normaliseName } from '../src/domain/verification-index';
import { fetchCertificatePage } from '../src/features/students/api/certificate-pages';
import { parseStudentSearch } from '../src/features/students/utils/student-search';
import { certificateConverter } from '../src/lib/certificate-converter';
import { benchFirestores, resetBenchProject, reRunUnderEmulators } from './bench/emulator';
import { measure, timed, type Measurement } from './bench/measure';
import { printResult, saveResult } from './bench/report';
import { seedCertificates } from './bench/seed';
import { runMain, UsageError } from './lib/usage-error';

const PROJECT_ID = 'demo-larkfield-bench-students';
const SURNAME_SEARCH = 'Pat';
const RUNS = 5;

type Outcome = { documentsRead: number; rows: Certificate[] };

/** The spec's original list: every certificate, newest first, sorted in the browser. */
async function wholeCollection(db: Firestore): Promise<Certificate[]> {
  const snapshot = await getDocs(
    collection(db, collections.certificates).withConverter(certificateConverter),
  );
  return snapshot.docs.map((row) => row.data());
}

function newestFirst(rows: Certificate[]): Certificate[] {
  return rows.sort(
    (a, b) =>
      b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
}

const approaches = {
  oursFirstPage: async (db: Firestore): Promise<Outcome> => {
    const page = await fetchCertificatePage(db, parseStudentSearch(''), null);
    return { documentsRead: page.documentsRead, rows: page.certificates };
  },
  originalFirstPage: async (db: Firestore): Promise<Outcome> => {
    const rows = newestFirst(await wholeCollection(db));
    return { documentsRead: rows.length, rows };
  },
  oursSearch: async (db: Firestore): Promise<Outcome> => {
    const page = await fetchCertificatePage(db, parseStudentSearch(SURNAME_SEARCH), null);
    return { documentsRead: page.documentsRead, rows: page.certificates };
  },
  originalSearch: async (db: Firestore): Promise<Outcome> => {
    const all = await wholeCollection(db);
    const prefix = normaliseName(SURNAME_SEARCH);
    const rows = all.filter((row) => normaliseName(row.surname).startsWith(prefix));
    return { documentsRead: all.length, rows };
  },
};

function ratio(slower: number, faster: number): string {
  return `${(slower / faster).toFixed(1)}x`;
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { count: { type: 'string', default: '10000' } },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 100) {
    throw new UsageError('--count must be a whole number of at least 100.');
  }
  const status = await reRunUnderEmulators(import.meta.filename);
  if (status !== null) return status;

  await resetBenchProject(PROJECT_ID);
  const { admin, staff, close } = benchFirestores(PROJECT_ID);
  try {
    await timed(`Seeding ${count.toLocaleString('en-GB')} certificates`, () =>
      seedCertificates(admin, count),
    );
    const runs = {} as Record<keyof typeof approaches, Outcome>;
    const timedRun = (label: string, key: keyof typeof approaches): Promise<Measurement> =>
      measure(label, RUNS, async () => {
        runs[key] = await approaches[key](staff);
        return runs[key];
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
      `Surname search "${SURNAME_SEARCH}": whole collection, filtered in browser (original)`,
      'originalSearch',
    );

    // Both approaches must show the same rows first, or the comparison means nothing.
    const sameFirstPage = runs.oursFirstPage.rows
      .map((row) => row.id)
      .every((id, index) => runs.originalFirstPage.rows[index]?.id === id);
    const matches = runs.originalSearch.rows.length;
    const sameSearch = runs.oursSearch.rows.every((row) =>
      normaliseName(row.surname).startsWith(normaliseName(SURNAME_SEARCH)),
    );

    const result = {
      title: 'Student List: first page and surname search',
      dataset: { certificates: count },
      measurements: [firstPage, firstPageAll, search, searchAll],
      summary: {
        'First page, time (original / ours)': ratio(firstPageAll.medianMs, firstPage.medianMs),
        'First page, documents read (original / ours)': ratio(
          firstPageAll.documentsRead,
          firstPage.documentsRead,
        ),
        'Search, time (original / ours)': ratio(searchAll.medianMs, search.medianMs),
        'Search, documents read (original / ours)': ratio(
          searchAll.documentsRead,
          search.documentsRead,
        ),
        [`Certificates whose surname starts "${SURNAME_SEARCH}"`]: matches,
        'Same 50 rows first in both approaches': sameFirstPage ? 'yes' : 'NO',
        'Every search row matches': sameSearch ? 'yes' : 'NO',
      },
    };
    printResult(result);
    saveResult('students', result);
    return sameFirstPage && sameSearch ? 0 : 1;
  } finally {
    await close();
  }
}

runMain(() => main(process.argv.slice(2)));

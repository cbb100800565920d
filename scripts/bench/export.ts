/**
 * CSV export (issue 17), timed two ways on the seeded register: ours, the whole student list
 * streamed page by page (500 a page) into CSV lines; original, the whole register read in one
 * query, then written out. Both under the real rules, through the app's own SDK.
 */
import { performance } from 'node:perf_hooks';

import { collection, getDocs } from 'firebase/firestore/lite';

import type { Certificate } from '../../src/domain/certificate';
import { csvText } from '../../src/domain/csv';
import { exportPages } from '../../src/domain/csv-export';
import { collections } from '../../src/domain/collections';
import {
  fetchCertificatePage,
  type PageCursor,
} from '../../src/features/students/api/certificate-pages';
import { EXPORT_PAGE_SIZE } from '../../src/features/students/api/export-student-list';
import { studentExportColumns } from '../../src/features/students/utils/student-export-columns';
import { certificateConverter } from '../../src/lib/certificate-converter';
import type { BenchContext } from './emulator';
import { measuredOnce, tallied } from './measure';
import { formatCount, type BenchmarkResult } from './report';

export async function benchExport({ staff, certificates }: BenchContext): Promise<BenchmarkResult> {
  const [ours, oursMs, oursTally] = await tallied(() =>
    exportPages<Certificate, PageCursor>({
      columns: studentExportColumns,
      fetchPage: async (after) => {
        const page = await fetchCertificatePage(staff, { kind: 'all' }, after, {
          pageSize: EXPORT_PAGE_SIZE,
        });
        return { rows: page.certificates, next: page.next, documentsRead: page.documentsRead };
      },
    }),
  );
  const bytes = Buffer.byteLength(ours.parts.join(''));

  const originalStarted = performance.now();
  const [whole, , wholeTally] = await tallied(() =>
    getDocs(collection(staff, collections.certificates).withConverter(certificateConverter)),
  );
  const text = csvText([
    studentExportColumns.map((column) => column.header),
    ...whole.docs.map((entry) => {
      const row = entry.data();
      return studentExportColumns.map((column) => {
        const value = column.value(row);
        return typeof value === 'boolean' ? String(value) : value;
      });
    }),
  ]);
  const originalMs = performance.now() - originalStarted;

  return {
    title: `Export: the student list of ${formatCount(certificates)} certificates to CSV`,
    comparisons: [
      {
        task: `Export ${formatCount(ours.rows)} rows`,
        ours: measuredOnce(`Ours: ${ours.pages} pages of ${EXPORT_PAGE_SIZE}`, oursMs, oursTally),
        original: measuredOnce('The whole register in one query', originalMs, wholeTally),
      },
    ],
    notes: {
      'Rows exported': ours.rows,
      'Pages read': ours.pages,
      'Documents read': ours.documentsRead,
      'File size': `${formatCount(bytes)} bytes`,
      'Largest single read': `ours ${EXPORT_PAGE_SIZE + 1} documents, original ${whole.size}`,
      'Same size as the one-query file': String(Buffer.byteLength(text) === bytes),
    },
    agreed: ours.rows === whole.size,
  };
}

import type { Certificate } from '@/domain/certificate';
import type { ExportPage } from '@/domain/csv-export';
import type { QueryScope } from '@/domain/query-scope';
import { getDb } from '@/lib/firebase';

import type { StudentSearch } from '../utils/student-search';
import { fetchCertificatePage, type PageCursor } from './certificate-pages';

/** Rows read per request while exporting: large pages, few round trips, never the whole list. */
export const EXPORT_PAGE_SIZE = 500;

/** One page of the student list for its CSV export, in the order the screen shows it. */
export async function fetchStudentExportPage(
  search: StudentSearch,
  scope: QueryScope,
  after: PageCursor | null,
): Promise<ExportPage<Certificate, PageCursor>> {
  const page = await fetchCertificatePage(await getDb(), search, after, {
    pageSize: EXPORT_PAGE_SIZE,
    scope,
  });
  return { rows: page.certificates, next: page.next, documentsRead: page.documentsRead };
}

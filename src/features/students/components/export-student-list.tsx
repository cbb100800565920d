import { ExportCsvButton } from '@/components/export-csv-button';
import type { Certificate } from '@/domain/certificate';
import type { QueryScope } from '@/domain/query-scope';

import type { PageCursor } from '../api/certificate-pages';
import { fetchStudentExportPage } from '../api/export-student-list';
import { studentExportColumns } from '../utils/student-export-columns';
import type { StudentSearch } from '../utils/student-search';

/**
 * 'Export CSV' for the list as searched now, within its scope: every matching certificate, page
 * by page.
 */
export function ExportStudentList({ search, scope }: { search: StudentSearch; scope: QueryScope }) {
  return (
    <ExportCsvButton<Certificate, PageCursor>
      fileName={search.kind === 'all' ? 'student-list.csv' : 'student-list-search.csv'}
      columns={studentExportColumns}
      fetchPage={(after) => fetchStudentExportPage(search, scope, after)}
    />
  );
}

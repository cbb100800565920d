import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { QueryScope } from '@/domain/query-scope';
import { usePagedQuery } from '@/lib/use-paged-query';

import { studentQueries } from '../api/student-queries';
import type { CertificatePage, StudentListApi } from '../api/student-list-api';
import { parseStudentSearch, type StatusFilter, type StudentSearch } from '../utils/student-search';

const certificatesOf = (page: CertificatePage) => page.certificates;

/**
 * The rows of the student list for one search term and status filter within one scope: an
 * infinite query on the page cursor, one cache entry per search, so an answer for an earlier term
 * (or centre) can never show under a later one.
 */
export function useStudentList(
  api: StudentListApi,
  term: string,
  status: StatusFilter | null,
  scope: QueryScope,
) {
  const queryClient = useQueryClient();
  const search: StudentSearch = useMemo(() => parseStudentSearch(term, status), [term, status]);
  const paged = usePagedQuery(studentQueries.list(api, search, scope), certificatesOf);
  return {
    search,
    ...paged,
    /** Reads every list again: a status step changed what its rows show. */
    refresh: () => void queryClient.invalidateQueries({ queryKey: studentQueries.lists() }),
  };
}

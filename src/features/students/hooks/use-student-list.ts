import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { Certificate } from '@/domain/certificate';
import { usePagedQuery, type NextPageState } from '@/lib/use-paged-query';

import { studentKeys } from '../api/student-keys';
import type { CertificatePage, PageCursor, StudentListApi } from '../api/student-list-api';
import { parseStudentSearch, type StatusFilter, type StudentSearch } from '../utils/student-search';

export type StudentListState =
  | { status: 'loading' }
  | { status: 'ready'; rows: Certificate[]; hasMore: boolean }
  | { status: 'error'; message: string };

export type LoadMoreState = NextPageState;

const certificatesOf = (page: CertificatePage) => page.certificates;

/**
 * The rows of the student list for one search term and status filter: an infinite query on the
 * page cursor, one cache entry per search, so an answer for an earlier term can never show under
 * a later one.
 */
export function useStudentList(api: StudentListApi, term: string, status: StatusFilter | null) {
  const queryClient = useQueryClient();
  const search: StudentSearch = useMemo(() => parseStudentSearch(term, status), [term, status]);
  const { list, nextPage, loadNextPage, retry } = usePagedQuery({
    queryKey: studentKeys.list(search),
    fetchPage: (after: PageCursor | null) => api.fetchPage(search, after),
    itemsOf: certificatesOf,
    errorMessage: 'Could not load the student list.',
  });
  const state: StudentListState =
    list.status === 'ready' ? { status: 'ready', rows: list.items, hasMore: list.hasMore } : list;
  return {
    search,
    state,
    loadMore: nextPage,
    loadNextPage,
    retry,
    /** Reads every list again: a status step changed what its rows show. */
    refresh: () => void queryClient.invalidateQueries({ queryKey: studentKeys.lists() }),
  };
}

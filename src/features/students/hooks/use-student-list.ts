import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { failureMessage } from '@/components/ui/load-failure';
import type { Certificate } from '@/domain/certificate';

import { studentKeys } from '../api/student-keys';
import type { PageCursor, StudentListApi } from '../api/student-list-api';
import { parseStudentSearch, type StatusFilter, type StudentSearch } from '../utils/student-search';

export type StudentListState =
  | { status: 'loading' }
  | { status: 'ready'; rows: Certificate[]; hasMore: boolean }
  | { status: 'error'; message: string };

export type LoadMoreState = { loading: boolean; error: string | null };

/**
 * The rows of the student list for one search term and status filter: an infinite query on the page cursor, one
 * cache entry per search, so an answer for an earlier term can never show under a later one.
 */
export function useStudentList(api: StudentListApi, term: string, status: StatusFilter | null) {
  const queryClient = useQueryClient();
  const search: StudentSearch = useMemo(() => parseStudentSearch(term, status), [term, status]);
  const query = useInfiniteQuery({
    queryKey: studentKeys.list(search),
    queryFn: ({ pageParam }) => api.fetchPage(search, pageParam),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (page) => page.next,
    meta: { errorMessage: 'Could not load the student list.' },
  });
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const rows = useMemo(() => data?.pages.flatMap((page) => page.certificates) ?? [], [data]);

  let state: StudentListState;
  if (data) state = { status: 'ready', rows, hasMore: hasNextPage };
  // A retry after a failure shows the loading message again.
  else if (query.isError && !query.isFetching)
    state = { status: 'error', message: failureMessage(error) };
  else state = { status: 'loading' };

  const loadMore: LoadMoreState = {
    loading: isFetchingNextPage,
    error: query.isFetchNextPageError ? failureMessage(error) : null,
  };

  /** Loads the next page; resolves to whether yet more remain (null when it failed). */
  async function loadNextPage(): Promise<boolean | null> {
    if (!hasNextPage || isFetchingNextPage) return null;
    const result = await fetchNextPage();
    return result.isError ? null : result.hasNextPage;
  }

  return {
    search,
    state,
    loadMore,
    loadNextPage,
    retry: () => void refetch(),
    /** Reads every list again: a status step changed what its rows show. */
    refresh: () => void queryClient.invalidateQueries({ queryKey: studentKeys.lists() }),
  };
}

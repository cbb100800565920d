import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';

import { failureMessage } from '@/components/ui/load-failure';
import type { AuditEvent } from '@/domain/audit';

import type { EventCursor, EventPage } from '../api/audit-api';

export type EventListState =
  | { status: 'loading' }
  | { status: 'ready'; events: AuditEvent[]; hasMore: boolean }
  | { status: 'error'; message: string };

export type LoadOlderState = { loading: boolean; error: string | null };

/**
 * Events, newest first, a page at a time: an infinite query on the page cursor, one cache entry
 * per key, so the events of one record or one set of filters never show under another.
 */
export function useEventPages(
  queryKey: QueryKey,
  fetchPage: (after: EventCursor | null) => Promise<EventPage>,
  errorMessage: string,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as EventCursor | null,
    getNextPageParam: (page) => page.next,
    meta: { errorMessage },
  });
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const events = useMemo(() => data?.pages.flatMap((page) => page.events) ?? [], [data]);

  let state: EventListState;
  if (data) state = { status: 'ready', events, hasMore: hasNextPage };
  // A retry after a failure shows the loading message again.
  else if (query.isError && !query.isFetching)
    state = { status: 'error', message: failureMessage(error) };
  else state = { status: 'loading' };

  const loadOlder: LoadOlderState = {
    loading: isFetchingNextPage,
    error: query.isFetchNextPageError ? failureMessage(error) : null,
  };

  /** Loads the next page; resolves to whether yet more remain (null when it failed). */
  async function loadNextPage(): Promise<boolean | null> {
    if (!hasNextPage || isFetchingNextPage) return null;
    const result = await fetchNextPage();
    return result.isError ? null : result.hasNextPage;
  }

  return { state, loadOlder, loadNextPage, retry: () => void refetch() };
}

import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';

import { failureMessage } from './failure-message';

export type PagedListState<Item> =
  | { status: 'loading' }
  | { status: 'ready'; items: Item[]; hasMore: boolean }
  | { status: 'error'; message: string };

/** Whether the next page is loading, or why it failed to. */
export type NextPageState = { loading: boolean; error: string | null };

type PagedQuery<Page, Cursor, Item> = {
  queryKey: QueryKey;
  fetchPage: (after: Cursor | null) => Promise<Page>;
  itemsOf: (page: Page) => Item[];
  /** What the console says if a page fails to load (the screen says its own). */
  errorMessage: string;
};

/**
 * A list read a page at a time on a cursor, for the staff screens (docs/decisions/
 * 020-staff-data-layer.md): an infinite query, one cache entry per key, so the pages of one list
 * never show under another.
 */
export function usePagedQuery<Page extends { next: Cursor | null }, Cursor, Item>({
  queryKey,
  fetchPage,
  itemsOf,
  errorMessage,
}: PagedQuery<Page, Cursor, Item>) {
  const query = useInfiniteQuery({
    queryKey,
    // The page parameter is the cursor given below; TanStack's types do not carry a generic one.
    queryFn: ({ pageParam }) => fetchPage(pageParam as Cursor | null),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page) => page.next,
    meta: { errorMessage },
  });
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const items = useMemo(() => data?.pages.flatMap(itemsOf) ?? [], [data, itemsOf]);

  let list: PagedListState<Item>;
  if (data) list = { status: 'ready', items, hasMore: hasNextPage };
  // A retry after a failure shows the loading message again.
  else if (query.isError && !query.isFetching)
    list = { status: 'error', message: failureMessage(error) };
  else list = { status: 'loading' };

  const nextPage: NextPageState = {
    loading: isFetchingNextPage,
    error: query.isFetchNextPageError ? failureMessage(error) : null,
  };

  /** Loads the next page; resolves to whether yet more remain (null when it failed). */
  async function loadNextPage(): Promise<boolean | null> {
    if (!hasNextPage || isFetchingNextPage) return null;
    const result = await fetchNextPage();
    return result.isError ? null : result.hasNextPage;
  }

  return { list, nextPage, loadNextPage, retry: () => void refetch() };
}

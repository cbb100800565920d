import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';

import { failureMessage } from './failure-message';

/** A page of a list read on a cursor: the feature's own rows, and where the next page starts. */
type CursorPage<Cursor> = { next: Cursor | null };

/**
 * The options of a list read a page at a time on a cursor, for a feature's query factory
 * (docs/decisions/020-staff-data-layer.md): an infinite query, one cache entry per key, so the
 * pages of one list never show under another.
 */
export function pagedQueryOptions<Page extends CursorPage<Cursor>, Cursor, Key extends QueryKey>({
  queryKey,
  fetchPage,
  errorMessage,
}: {
  queryKey: Key;
  fetchPage: (after: Cursor | null) => Promise<Page>;
  /** What the console says if a page fails to load (the screen says its own). */
  errorMessage: string;
}) {
  return infiniteQueryOptions({
    queryKey,
    // The page parameter is the cursor given below; TanStack's types do not carry a generic one.
    queryFn: ({ pageParam }) => fetchPage(pageParam as Cursor | null),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page: Page) => page.next,
    meta: { errorMessage },
  });
}

/** The one shape of every paged list on the staff screens. */
export type PagedListState<Item> =
  | { status: 'loading' }
  | { status: 'ready'; items: Item[]; hasMore: boolean }
  | { status: 'error'; message: string };

/** Whether the next page is loading, or why it failed to. */
export type NextPageState = { loading: boolean; error: string | null };

/** The page 'Load more' just read, and whether yet more remain. */
export type LoadedPage<Item> = { items: Item[]; hasMore: boolean };

/** Rows can move between pages while a list is worked through; each is listed once. */
function once<Item extends { id: string }>(items: Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/**
 * A list read a page at a time on a cursor (options from `pagedQueryOptions`), as the staff
 * screens show one: the list, the next page's loading and failure, 'Load more' and Retry.
 */
export function usePagedQuery<
  Page extends CursorPage<Cursor>,
  Cursor,
  Key extends QueryKey,
  Item extends { id: string },
>(
  options: ReturnType<typeof pagedQueryOptions<Page, Cursor, Key>>,
  itemsOf: (page: Page) => Item[],
) {
  const query = useInfiniteQuery(options);
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const items = useMemo(() => once(data?.pages.flatMap(itemsOf) ?? []), [data, itemsOf]);

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

  /** Loads the next page; resolves to it, or to null when none was read (or it failed). */
  async function loadNextPage(): Promise<LoadedPage<Item> | null> {
    if (!hasNextPage || isFetchingNextPage) return null;
    const result = await fetchNextPage();
    const page = result.data?.pages.at(-1);
    if (result.isError || !page) return null;
    return { items: itemsOf(page), hasMore: result.hasNextPage };
  }

  return { list, nextPage, loadNextPage, retry: () => void refetch() };
}

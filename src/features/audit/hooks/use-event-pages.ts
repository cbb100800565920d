import type { QueryKey } from '@tanstack/react-query';

import type { AuditEvent } from '@/domain/audit';
import { usePagedQuery, type NextPageState } from '@/lib/use-paged-query';

import type { EventCursor, EventPage } from '../api/audit-api';

export type EventListState =
  | { status: 'loading' }
  | { status: 'ready'; events: AuditEvent[]; hasMore: boolean }
  | { status: 'error'; message: string };

export type LoadOlderState = NextPageState;

const eventsOf = (page: EventPage) => page.events;

/**
 * Events, newest first, a page at a time: an infinite query on the page cursor, one cache entry
 * per key, so the events of one record or one set of filters never show under another.
 */
export function useEventPages(
  queryKey: QueryKey,
  fetchPage: (after: EventCursor | null) => Promise<EventPage>,
  errorMessage: string,
) {
  const { list, nextPage, loadNextPage, retry } = usePagedQuery({
    queryKey,
    fetchPage,
    itemsOf: eventsOf,
    errorMessage,
  });
  const state: EventListState =
    list.status === 'ready' ? { status: 'ready', events: list.items, hasMore: list.hasMore } : list;
  return { state, loadOlder: nextPage, loadNextPage, retry };
}

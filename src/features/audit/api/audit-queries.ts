import { queryOptions } from '@tanstack/react-query';

import type { QueryScope } from '@/domain/query-scope';
import { pagedQueryOptions } from '@/lib/use-paged-query';

import type { ActivityFilters } from '../utils/activity-filters';
import type { AuditApi, EventCursor, HistorySubject } from './audit-api';

/**
 * Every history query, its key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md).
 */
export const auditQueries = {
  all: ['audit'] as const,
  /**
   * One record's history, newest first, page by page. The record's latest event is part of the
   * key: a record saved since it was last shown names a new one, so its history is read afresh.
   */
  history: (
    api: AuditApi,
    subject: HistorySubject,
    lastEventId: string | null,
    scope: QueryScope,
  ) =>
    pagedQueryOptions({
      queryKey: [
        ...auditQueries.all,
        'history',
        subject.entity,
        subject.id,
        lastEventId,
        scope,
      ] as const,
      fetchPage: (after: EventCursor | null) => api.fetchHistory(subject, after, scope),
      errorMessage: `Could not load the history of ${subject.entity} ${subject.id}.`,
    }),
  /** The Activity page's pages for one set of filters. */
  activity: (api: AuditApi, filters: ActivityFilters, scope: QueryScope) =>
    pagedQueryOptions({
      queryKey: [...auditQueries.all, 'activity', filters, scope] as const,
      fetchPage: (after: EventCursor | null) => api.fetchActivity(filters, after, scope),
      errorMessage: 'Could not load the activity.',
    }),
  /** Staff addresses starting with what was typed, for the Activity page's staff filter. */
  staffSuggestions: (api: AuditApi, typed: string, scope: QueryScope) =>
    queryOptions({
      queryKey: [...auditQueries.all, 'staff', typed, scope] as const,
      queryFn: () => api.suggestStaff(typed, scope),
      enabled: typed.trim().length >= 2,
      staleTime: 60_000,
      meta: { errorMessage: 'Could not suggest staff addresses.' },
    }),
};

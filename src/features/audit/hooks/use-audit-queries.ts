import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import type { QueryScope } from '@/domain/query-scope';
import { usePagedQuery } from '@/lib/use-paged-query';

import type { AuditApi, EventPage, HistorySubject } from '../api/audit-api';
import { auditQueries } from '../api/audit-queries';
import type { ActivityFilters } from '../utils/activity-filters';

const eventsOf = (page: EventPage) => page.events;

/** A certificate's or an attempt's history, read afresh whenever its latest event changes. */
export function useRecordHistory(
  api: AuditApi,
  subject: HistorySubject,
  lastEventId: string | null,
  scope: QueryScope,
) {
  return usePagedQuery(auditQueries.history(api, subject, lastEventId, scope), eventsOf);
}

/** Every event under the Activity page's filters, within its scope. */
export function useActivity(api: AuditApi, filters: ActivityFilters, scope: QueryScope) {
  return usePagedQuery(auditQueries.activity(api, filters, scope), eventsOf);
}

/**
 * Addresses to suggest for what is typed in the staff filter, within a scope: a few, never the
 * directory (it is asked again only once the typing pauses).
 */
export function useStaffSuggestions(api: AuditApi, typed: string, scope: QueryScope) {
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const pause = setTimeout(() => setSettled(typed), 250);
    return () => clearTimeout(pause);
  }, [typed]);
  const suggestions = useQuery(auditQueries.staffSuggestions(api, settled, scope));
  return suggestions.data ?? [];
}

import { useQuery } from '@tanstack/react-query';

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
) {
  return usePagedQuery(auditQueries.history(api, subject, lastEventId), eventsOf);
}

/** Every event under the Activity page's filters. */
export function useActivity(api: AuditApi, filters: ActivityFilters) {
  return usePagedQuery(auditQueries.activity(api, filters), eventsOf);
}

/** The staff directory, for the staff filter. */
export function useStaffMembers(api: AuditApi) {
  return useQuery(auditQueries.staff(api));
}

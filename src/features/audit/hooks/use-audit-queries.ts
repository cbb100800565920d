import { useQuery } from '@tanstack/react-query';

import type { AuditApi, HistorySubject } from '../api/audit-api';
import { auditKeys } from '../api/audit-keys';
import type { ActivityFilters } from '../utils/activity-filters';
import { useEventPages } from './use-event-pages';

/** A certificate's or an attempt's history, read afresh whenever its latest event changes. */
export function useRecordHistory(
  api: AuditApi,
  subject: HistorySubject,
  lastEventId: string | null,
) {
  return useEventPages(
    auditKeys.history(subject, lastEventId),
    (after) => api.fetchHistory(subject, after),
    `Could not load the history of ${subject.entity} ${subject.id}.`,
  );
}

/** Every event under the Activity page's filters. */
export function useActivity(api: AuditApi, filters: ActivityFilters) {
  return useEventPages(
    auditKeys.activity(filters),
    (after) => api.fetchActivity(filters, after),
    'Could not load the activity.',
  );
}

/** The staff directory, for the staff filter. */
export function useStaffMembers(api: AuditApi) {
  return useQuery({
    queryKey: auditKeys.staff(),
    queryFn: () => api.listStaff(),
    meta: { errorMessage: 'Could not load the staff directory.' },
  });
}

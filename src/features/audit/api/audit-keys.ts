import type { ActivityFilters } from '../utils/activity-filters';
import type { HistorySubject } from './audit-events';

/** Every history query's key, from one place (docs/decisions/020-staff-data-layer.md). */
export const auditKeys = {
  all: ['audit'] as const,
  /**
   * One record's history, newest first, page by page. The record's latest event is part of the
   * key: a record saved since it was last shown names a new one, so its history is read afresh.
   */
  history: (subject: HistorySubject, lastEventId: string | null) =>
    [...auditKeys.all, 'history', subject.entity, subject.id, lastEventId] as const,
  /** The Activity page's pages for one set of filters. */
  activity: (filters: ActivityFilters) => [...auditKeys.all, 'activity', filters] as const,
  /** The staff directory, for the Activity page's staff filter. */
  staff: () => [...auditKeys.all, 'staff'] as const,
};

import type { AuditEvent } from '@/domain/audit';
import type { ExportPage } from '@/domain/csv-export';
import type { QueryScope } from '@/domain/query-scope';
import type { CentrePickerApi } from '@/lib/centre-queries';
import { firestoreCentrePickerApi } from '@/lib/centre-reads';
import { getDb } from '@/lib/firebase';

import type { ActivityFilters } from '../utils/activity-filters';
import {
  fetchActivityPage,
  fetchHistoryPage,
  suggestStaffAddresses,
  type EventCursor,
  type EventPage,
  type HistorySubject,
} from './audit-events';

/**
 * What the history screens need from the database; component tests pass their own. With the
 * centre picker's reads, for an admin's centre filter on Activity.
 */
export type AuditApi = CentrePickerApi & {
  fetchHistory: (
    subject: HistorySubject,
    after: EventCursor | null,
    scope: QueryScope,
  ) => Promise<EventPage>;
  fetchActivity: (
    filters: ActivityFilters,
    after: EventCursor | null,
    scope: QueryScope,
  ) => Promise<EventPage>;
  /** Staff addresses starting with what was typed, for the staff filter's suggestions. */
  suggestStaff: (typed: string, scope: QueryScope) => Promise<string[]>;
  /** The Activity page's events under its filters, in large pages, for its CSV export. */
  exportActivity: (
    filters: ActivityFilters,
    after: EventCursor | null,
    scope: QueryScope,
  ) => Promise<ExportPage<AuditEvent, EventCursor>>;
};

/** Events read per request while exporting: large pages, few round trips, never all at once. */
const ACTIVITY_EXPORT_PAGE_SIZE = 500;

export const firestoreAuditApi: AuditApi = {
  ...firestoreCentrePickerApi,
  fetchHistory: async (subject, after, scope) =>
    fetchHistoryPage(await getDb(), subject, after, { scope }),
  fetchActivity: async (filters, after, scope) =>
    fetchActivityPage(await getDb(), filters, after, { scope }),
  suggestStaff: async (typed, scope) => suggestStaffAddresses(await getDb(), typed, scope),
  exportActivity: async (filters, after, scope) => {
    const page = await fetchActivityPage(await getDb(), filters, after, {
      pageSize: ACTIVITY_EXPORT_PAGE_SIZE,
      scope,
    });
    return { rows: page.events, next: page.next };
  },
};

export type { EventCursor, EventPage, HistorySubject };

import type { AuditEvent } from '@/domain/audit';
import type { ExportPage } from '@/domain/csv-export';
import { getDb } from '@/lib/firebase';

import type { ActivityFilters } from '../utils/activity-filters';
import {
  fetchActivityPage,
  fetchHistoryPage,
  listStaffMembers,
  type EventCursor,
  type EventPage,
  type HistorySubject,
  type StaffMember,
} from './audit-events';

/** What the history screens need from the database; component tests pass their own. */
export type AuditApi = {
  fetchHistory: (subject: HistorySubject, after: EventCursor | null) => Promise<EventPage>;
  fetchActivity: (filters: ActivityFilters, after: EventCursor | null) => Promise<EventPage>;
  listStaff: () => Promise<StaffMember[]>;
  /** The Activity page's events under its filters, in large pages, for its CSV export. */
  exportActivity: (
    filters: ActivityFilters,
    after: EventCursor | null,
  ) => Promise<ExportPage<AuditEvent, EventCursor>>;
};

/** Events read per request while exporting: large pages, few round trips, never all at once. */
export const ACTIVITY_EXPORT_PAGE_SIZE = 500;

export const firestoreAuditApi: AuditApi = {
  fetchHistory: async (subject, after) => fetchHistoryPage(await getDb(), subject, after),
  fetchActivity: async (filters, after) => fetchActivityPage(await getDb(), filters, after),
  listStaff: async () => listStaffMembers(await getDb()),
  exportActivity: async (filters, after) => {
    const page = await fetchActivityPage(await getDb(), filters, after, {
      pageSize: ACTIVITY_EXPORT_PAGE_SIZE,
    });
    return { rows: page.events, next: page.next };
  },
};

export type { EventCursor, EventPage, HistorySubject, StaffMember };

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
};

export const firestoreAuditApi: AuditApi = {
  fetchHistory: async (subject, after) => fetchHistoryPage(await getDb(), subject, after),
  fetchActivity: async (filters, after) => fetchActivityPage(await getDb(), filters, after),
  listStaff: async () => listStaffMembers(await getDb()),
};

export type { EventCursor, EventPage, HistorySubject, StaffMember };

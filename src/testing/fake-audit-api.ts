import type { AuditEvent } from '@/domain/audit';
import type { QueryScope } from '@/domain/query-scope';
import { centreA, testCentres as centres } from '@/testing/centres';
import { fakeCentrePickerApi } from '@/testing/fake-centre-picker-api';
import { OKAFOR, PATEL } from '@/testing/staff';
import type { AuditApi, EventCursor } from '@/features/audit/api/audit-api';
import { dateBounds, type ActivityFilters } from '@/features/audit/utils/activity-filters';

/** An edit of a certificate's surname, by OKAFOR, `index` minutes before 14:00 on 12 March 2025. */
export function surnameEdit(index: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: `event-${index}`,
    at: new Date(2025, 2, 12, 14, 0 - index),
    actorUid: OKAFOR.uid,
    actorEmail: OKAFOR.email,
    action: 'certificate.edited',
    entity: 'certificate',
    certificateId: 'cert-1',
    centreNumber: centreA.centreNumber,
    subject: 'Ada Smyth (086525123)',
    changes: { surname: { from: `Smith${index + 1}`, to: `Smith${index}` } },
    prevEventId: `event-${index + 1}`,
    ...overrides,
  } as AuditEvent;
}

/** The staff directory the fake suggests addresses from. */
const staffAddresses = [OKAFOR.email, PATEL.email];

/**
 * An in-memory history, newest first as given, answering as the real queries do: pages of
 * `pageSize`, filtered by centre, record, staff member, action and days. Records every request.
 */
export function fakeAuditApi(
  events: AuditEvent[],
  { pageSize = 20, overrides = {} }: { pageSize?: number; overrides?: Partial<AuditApi> } = {},
) {
  const requests: {
    kind: 'history' | 'activity';
    filters: unknown;
    after: number;
    scope: QueryScope;
  }[] = [];
  const inScope = (event: AuditEvent, { centreNumber }: QueryScope) =>
    centreNumber === null ||
    (event.entity === 'certificate' && event.centreNumber === centreNumber);
  function page(matching: AuditEvent[], after: EventCursor | null) {
    const start = after ? (after as unknown as number) : 0;
    const slice = matching.slice(start, start + pageSize);
    const end = start + slice.length;
    return { events: slice, next: end < matching.length ? (end as unknown as EventCursor) : null };
  }
  const api: AuditApi = {
    async fetchHistory(subject, after, scope) {
      requests.push({
        kind: 'history',
        filters: subject,
        after: after as unknown as number,
        scope,
      });
      return page(
        events.filter((event) =>
          !inScope(event, scope)
            ? false
            : event.entity === 'certificate'
              ? subject.entity === 'certificate' && event.certificateId === subject.id
              : event.entity === 'attempt' &&
                subject.entity === 'attempt' &&
                event.attemptId === subject.id,
        ),
        after,
      );
    },
    async fetchActivity(filters: ActivityFilters, after, scope) {
      requests.push({ kind: 'activity', filters, after: after as unknown as number, scope });
      const { start, end } = dateBounds(filters);
      return page(
        events.filter(
          (event) =>
            inScope(event, scope) &&
            (!filters.staff || event.actorEmail === filters.staff) &&
            (!filters.action || event.action === filters.action) &&
            (!start || event.at >= start) &&
            (!end || event.at < end),
        ),
        after,
      );
    },
    async suggestStaff(typed: string) {
      const prefix = typed.trim().toLowerCase();
      return staffAddresses.filter((address) => address.startsWith(prefix));
    },
    async exportActivity(filters, after, scope) {
      const { events: rows, next } = await api.fetchActivity(filters, after, scope);
      return { rows, next };
    },
    ...fakeCentrePickerApi(centres),
    ...overrides,
  };
  return { api, requests };
}

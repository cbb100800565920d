import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

import type { AuditEvent } from '@/domain/audit';
import { collections } from '@/domain/collections';
import { everyCentre, type QueryScope } from '@/domain/query-scope';
import { textFrom } from '@/domain/stored-values';
import { scopeConstraints } from '@/lib/query-scope';

import { dateBounds, type ActivityFilters } from '../utils/activity-filters';

/** Events on a page of a record's history (issue 13). */
const HISTORY_PAGE_SIZE = 20;
/** Events on a page of the Activity page. */
const ACTIVITY_PAGE_SIZE = 50;

/**
 * A record whose history can be listed: a certificate, a failed verification attempt or a
 * visitor's report.
 */
export type HistorySubject = { entity: 'certificate' | 'attempt' | 'report'; id: string };

const subjectFields = {
  certificate: 'certificateId',
  attempt: 'attemptId',
  report: 'reportId',
} as const;

declare const cursorBrand: unique symbol;
/** Where the next page starts: opaque outside this file (it is the last event read). */
export type EventCursor = { readonly [cursorBrand]: true };

export type EventPage = {
  events: AuditEvent[];
  /** Null when there is nothing older. */
  next: EventCursor | null;
};

type Options = {
  pageSize?: number;
  /**
   * The centre whose events are read; an admin's whole register by default. Certificate events
   * carry their certificate's centre; an attempt's carry none, so only admins read them.
   */
  scope?: QueryScope;
};

/** A stored event as the screens read it; the rules decide its shape, so little is checked. */
function eventFromDocument(snapshot: QueryDocumentSnapshot<DocumentData>): AuditEvent {
  const data = snapshot.data();
  const at = data.at instanceof Timestamp ? data.at.toDate() : new Date(Number.NaN);
  const event = { ...data, changes: data.changes ?? {}, id: snapshot.id, at };
  return event as AuditEvent;
}

/**
 * One page of events, newest first, under the given filters. The document id breaks ties in
 * time, so the cursor is stable; one more event than a page is asked for, so 'Show older'
 * shows only when there is more. Each filter combination has its composite index in
 * firestore.indexes.json.
 */
async function eventPage(
  firestore: Firestore,
  filters: QueryConstraint[],
  after: EventCursor | null,
  pageSize: number,
): Promise<EventPage> {
  const from = after ? [startAfter(after as unknown as QueryDocumentSnapshot)] : [];
  const snapshot = await getDocs(
    query(
      collection(firestore, collections.auditEvents),
      ...filters,
      orderBy('at', 'desc'),
      orderBy(documentId(), 'desc'),
      ...from,
      limit(pageSize + 1),
    ),
  );
  const rows = snapshot.docs.slice(0, pageSize);
  const last = rows.at(-1);
  return {
    events: rows.map(eventFromDocument),
    next: snapshot.docs.length > pageSize && last ? (last as unknown as EventCursor) : null,
  };
}

/** One page of a certificate's, an attempt's or a report's history, newest first. */
export function fetchHistoryPage(
  firestore: Firestore,
  subject: HistorySubject,
  after: EventCursor | null,
  { pageSize = HISTORY_PAGE_SIZE, scope = everyCentre }: Options = {},
): Promise<EventPage> {
  const field = subjectFields[subject.entity];
  return eventPage(
    firestore,
    [...scopeConstraints(scope), where(field, '==', subject.id)],
    after,
    pageSize,
  );
}

/**
 * One page of every event, newest first, by one staff member (their address, as every event
 * names who acted), of one action, within dates.
 */
export function fetchActivityPage(
  firestore: Firestore,
  filters: ActivityFilters,
  after: EventCursor | null,
  { pageSize = ACTIVITY_PAGE_SIZE, scope = everyCentre }: Options = {},
): Promise<EventPage> {
  const constraints: QueryConstraint[] = [...scopeConstraints(scope)];
  if (filters.staff) constraints.push(where('actorEmail', '==', filters.staff));
  if (filters.action) constraints.push(where('action', '==', filters.action));
  const { start, end } = dateBounds(filters);
  if (start) constraints.push(where('at', '>=', Timestamp.fromDate(start)));
  if (end) constraints.push(where('at', '<', Timestamp.fromDate(end)));
  return eventPage(firestore, constraints, after, pageSize);
}

/** How many addresses the staff filter suggests for what is typed. */
const STAFF_SUGGESTIONS = 8;

/** The end of a prefix's range: every string that starts with it sorts before this. */
const prefixEnd = (prefix: string) => `${prefix}\uf8ff`;

/**
 * The staff whose address starts with what was typed (in lower case, as the directory keeps
 * addresses), a few at a time: what the Activity page's staff filter suggests. Within a centre,
 * that centre's staff. However large the directory, this reads at most STAFF_SUGGESTIONS entries.
 */
export async function suggestStaffAddresses(
  firestore: Firestore,
  typed: string,
  scope: QueryScope = everyCentre,
): Promise<string[]> {
  const prefix = typed.trim().toLowerCase();
  if (prefix === '') return [];
  const snapshot = await getDocs(
    query(
      collection(firestore, collections.staff),
      ...scopeConstraints(scope),
      where('email', '>=', prefix),
      where('email', '<', prefixEnd(prefix)),
      orderBy('email'),
      limit(STAFF_SUGGESTIONS),
    ),
  );
  return snapshot.docs.map((entry) => textFrom(entry.get('email'))).filter(Boolean);
}

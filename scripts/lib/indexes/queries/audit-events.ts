import { collections } from '../../../../src/domain/collections';
import { DOCUMENT_ID, type QueryShape } from '../index-coverage';

const { auditEvents } = collections;

/** The audit trail's queries: the history of one certificate or attempt, and the Activity page. */

const NEWEST_FIRST = [
  { field: 'at', direction: 'desc' },
  { field: DOCUMENT_ID, direction: 'desc' },
] as const;
const newestFirstCalls = ["orderBy('at', 'desc')", "orderBy(documentId(), 'desc')"];
const AUDIT_EVENTS = 'src/features/audit/api/audit-events.ts';
const withinDays = [
  { field: 'at', op: '>=' },
  { field: 'at', op: '<' },
] as const;
const withinDaysCalls = [
  "where('at', '>=', Timestamp.fromDate(start))",
  "where('at', '<', Timestamp.fromDate(end))",
];
const byStaff = { field: 'actorEmail', op: '==' } as const;
const byAction = { field: 'action', op: '==' } as const;
const byStaffCall = "where('actorEmail', '==', filters.staff)";
const byActionCall = "where('action', '==', filters.action)";

/** The Activity page: every combination of its filters, each newest first. */
const activityQueries: QueryShape[] = [
  { purpose: 'every event', where: [], calls: [] },
  { purpose: 'one staff member’s events', where: [byStaff], calls: [byStaffCall] },
  { purpose: 'one action’s events', where: [byAction], calls: [byActionCall] },
  {
    purpose: 'one staff member’s events of one action',
    where: [byStaff, byAction],
    calls: [byStaffCall, byActionCall],
  },
].flatMap(({ purpose, where, calls }) =>
  [false, true].map((dated) => ({
    file: AUDIT_EVENTS,
    purpose: `Activity: ${purpose}${dated ? ' within days' : ''}, newest first`,
    collection: auditEvents,
    where: [...where, ...(dated ? withinDays : [])],
    orderBy: [...NEWEST_FIRST],
    calls: [...calls, ...(dated ? withinDaysCalls : []), ...newestFirstCalls],
  })),
);

export const auditEventQueries: QueryShape[] = [
  // The staff filter's suggestions: addresses starting with what was typed, a few at a time.
  {
    file: AUDIT_EVENTS,
    purpose: 'staff addresses starting with what was typed',
    collection: collections.staff,
    where: [
      { field: 'email', op: '>=' },
      { field: 'email', op: '<' },
    ],
    orderBy: [{ field: 'email', direction: 'asc' }],
    calls: [
      "where('email', '>=', prefix)",
      "where('email', '<', prefixEnd(prefix))",
      "orderBy('email')",
    ],
  },
  ...(['certificateId', 'attemptId', 'reportId'] as const).map((field) => ({
    file: AUDIT_EVENTS,
    purpose: `the history of one ${field.replace(/Id$/, '')}, newest first`,
    collection: auditEvents,
    where: [{ field, op: '==' as const }],
    orderBy: [...NEWEST_FIRST],
    calls: ["where(field, '==', subject.id)", ...newestFirstCalls],
  })),
  ...activityQueries,
];

import { collections } from '../../src/domain/collections';
import { DOCUMENT_ID, type QueryShape } from './index-coverage';

/**
 * Every Firestore query the app and the scripts make that filters or sorts, with the calls that
 * build it. scripts/lib/index-coverage.test.ts finds every `where(...)` and `orderBy(...)` call
 * in src/ and scripts/ and fails on one that no entry here names (and on an entry whose calls are
 * gone), then checks that firestore.indexes.json has the composite index each entry needs.
 *
 * A new query: add an entry with its file, the collection, its filters and sorts as Firestore
 * sees them (a variable field is one entry per field it can be) and its calls as written, with
 * the spacing collapsed. If it needs a composite index, the test prints the JSON to add.
 */

const {
  certificates,
  certificateNumbers,
  studentNumbers,
  failedVerifications,
  staff,
  auditEvents,
  statusRequests,
  verificationChecks,
} = collections;

const CHECK_RECORDS = 'src/features/check-records/api/check-records.ts';

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
const byStaff = { field: 'actorUid', op: '==' } as const;
const byAction = { field: 'action', op: '==' } as const;
const byStaffCall = "where('actorUid', '==', filters.staff)";
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

export const firestoreQueries: QueryShape[] = [
  // The history of a certificate or an attempt, and the Activity page.
  ...(['certificateId', 'attemptId'] as const).map((field) => ({
    file: AUDIT_EVENTS,
    purpose: `the history of one ${field === 'certificateId' ? 'certificate' : 'attempt'}, newest first`,
    collection: auditEvents,
    where: [{ field, op: '==' as const }],
    orderBy: [...NEWEST_FIRST],
    calls: ["where(field, '==', subject.id)", ...newestFirstCalls],
  })),
  ...activityQueries,

  // The import's dry run and resumption: documents by id, certificates by surname.
  {
    file: 'src/features/certificates/api/import-rows-done.ts',
    purpose: 'the certificates of rows already imported, by id',
    collection: certificates,
    where: [{ field: DOCUMENT_ID, op: 'in' }],
    calls: ["where(documentId(), 'in', batch)"],
  },
  ...[certificateNumbers, studentNumbers].map((name) => ({
    file: 'src/features/certificates/api/import-register-facts.ts',
    purpose: `the file's supplied numbers taken in ${name}`,
    collection: name,
    where: [{ field: DOCUMENT_ID, op: 'in' as const }],
    calls: ["where(documentId(), 'in', batch)"],
  })),
  {
    file: 'src/features/certificates/api/import-register-facts.ts',
    purpose: 'certificates of the surnames in a file',
    collection: certificates,
    where: [{ field: 'surnameLower', op: 'in' }],
    calls: ["where('surnameLower', 'in', batch)"],
  },

  // The staff dashboard.
  {
    file: 'src/features/dashboard/api/dashboard-queries.ts',
    purpose: 'certificates recorded recently, counted',
    collection: certificates,
    where: [{ field: 'createdAt', op: '>=' }],
    calls: ["where('createdAt', '>=', since)"],
  },
  {
    file: 'src/features/dashboard/api/dashboard-queries.ts',
    purpose: 'failed attempts to review, counted',
    collection: failedVerifications,
    where: [{ field: 'status', op: '==' }],
    calls: ["where('status', '==', 'failed')"],
  },
  {
    file: 'src/features/dashboard/api/dashboard-queries.ts',
    purpose: 'the newest certificates',
    collection: certificates,
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    calls: ["orderBy('createdAt', 'desc')"],
  },

  // The review queues of failed and suspicious attempts.
  {
    file: 'src/features/review/api/count-attempts.ts',
    purpose: 'attempts of one status, counted',
    collection: failedVerifications,
    where: [{ field: 'status', op: '==' }],
    calls: ["where('status', '==', status)"],
  },
  {
    file: 'src/features/review/api/list-attempts.ts',
    purpose: 'attempts of one status, newest first, a page at a time',
    collection: failedVerifications,
    where: [{ field: 'status', op: '==' }],
    orderBy: [{ field: 'attemptedAt', direction: 'desc' }],
    calls: ["where('status', '==', status)", "orderBy('attemptedAt', 'desc')"],
  },

  // The student list.
  {
    file: 'src/features/students/api/certificate-pages.ts',
    purpose: 'every certificate, newest first, a page at a time',
    collection: certificates,
    orderBy: [
      { field: 'createdAt', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    calls: ["orderBy('createdAt', 'desc')", "orderBy(documentId(), 'desc')"],
  },
  {
    file: 'src/features/students/api/certificate-pages.ts',
    purpose: 'certificates by surname prefix, a page at a time',
    collection: certificates,
    where: [
      { field: 'surnameLower', op: '>=' },
      { field: 'surnameLower', op: '<' },
    ],
    orderBy: [
      { field: 'surnameLower', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
    calls: [
      "where('surnameLower', '>=', search.prefix)",
      "where('surnameLower', '<', prefixEnd(search.prefix))",
      "orderBy('surnameLower')",
      'orderBy(documentId())',
    ],
  },
  // The student list narrowed to a status (?status=), newest first or by surname prefix.
  ...(
    [
      { field: 'status', op: '==', call: "where('status', '==', filter)" },
      {
        field: 'pendingStatus',
        op: 'in',
        call: "where('pendingStatus', 'in', ['withdrawn', 'replaced'])",
      },
    ] as const
  ).flatMap(({ field, op, call }) => [
    {
      file: 'src/features/students/api/certificate-pages.ts',
      purpose: `certificates by ${field}, newest first, a page at a time`,
      collection: certificates,
      where: [{ field, op }],
      orderBy: [
        { field: 'createdAt', direction: 'desc' as const },
        { field: DOCUMENT_ID, direction: 'desc' as const },
      ],
      calls: [call, "orderBy('createdAt', 'desc')", "orderBy(documentId(), 'desc')"],
    },
    {
      file: 'src/features/students/api/certificate-pages.ts',
      purpose: `certificates by ${field} and surname prefix, a page at a time`,
      collection: certificates,
      where: [
        { field, op },
        { field: 'surnameLower', op: '>=' as const },
        { field: 'surnameLower', op: '<' as const },
      ],
      orderBy: [
        { field: 'surnameLower', direction: 'asc' as const },
        { field: DOCUMENT_ID, direction: 'asc' as const },
      ],
      calls: [
        call,
        "where('surnameLower', '>=', search.prefix)",
        "where('surnameLower', '<', prefixEnd(search.prefix))",
        "orderBy('surnameLower')",
        'orderBy(documentId())',
      ],
    },
  ]),
  ...(['certificateNumber', 'studentNumber'] as const).map((field) => ({
    file: 'src/features/students/api/certificate-pages.ts',
    purpose: `certificates by ${field}`,
    collection: certificates,
    where: [{ field, op: '==' as const }],
    calls: ["where(field, '==', number)"],
  })),

  // The dashboard: withdrawals and replacements awaiting a second staff member, counted, and
  // the oldest requests.
  {
    file: 'src/features/dashboard/api/awaiting-approval.ts',
    purpose: 'certificates with a withdrawal or replacement awaiting approval, counted',
    collection: certificates,
    where: [{ field: 'pendingStatus', op: 'in' }],
    calls: ["where('pendingStatus', 'in', ['withdrawn', 'replaced'])"],
  },
  {
    file: 'src/features/dashboard/api/awaiting-approval.ts',
    purpose: 'status requests, oldest first',
    collection: statusRequests,
    orderBy: [{ field: 'requestedAt', direction: 'asc' }],
    calls: ["orderBy('requestedAt', 'asc')"],
  },

  // What staff learn from the public check: a certificate's checks, and a visitor's others.
  {
    file: CHECK_RECORDS,
    purpose: 'checks that named one of a certificate’s keys, counted',
    collection: verificationChecks,
    where: [{ field: 'keys', op: 'array-contains-any' }],
    calls: ["where('keys', 'array-contains-any', indexKeys)"],
  },
  {
    file: CHECK_RECORDS,
    purpose: 'the latest check that named one of a certificate’s keys',
    collection: verificationChecks,
    where: [{ field: 'keys', op: 'array-contains-any' }],
    orderBy: [{ field: 'at', direction: 'desc' }],
    calls: ["where('keys', 'array-contains-any', indexKeys)", "orderBy('at', 'desc')"],
  },
  ...[false, true].map((latestFirst) => ({
    file: CHECK_RECORDS,
    purpose: latestFirst
      ? 'a visitor’s checks in the day before one of them, latest first'
      : 'a visitor’s checks in the day before one of them, counted',
    collection: verificationChecks,
    where: [
      { field: 'uid', op: '==' as const },
      { field: 'at', op: '>=' as const },
      { field: 'at', op: '<' as const },
    ],
    orderBy: latestFirst ? [{ field: 'at', direction: 'desc' as const }] : [],
    calls: [
      "where('uid', '==', uid)",
      "where('at', '>=', Timestamp.fromMillis(at.getTime() - VISITOR_WINDOW_MS))",
      "where('at', '<', Timestamp.fromDate(at))",
      ...(latestFirst ? ["orderBy('at', 'desc')"] : []),
    ],
  })),

  // Adding a certificate: numbers already taken in a range of the registries.
  ...[certificateNumbers, studentNumbers].map((registry) => ({
    file: 'src/features/certificates/api/find-used-numbers.ts',
    purpose: `ids in a range of ${registry}`,
    collection: registry,
    orderBy: [{ field: DOCUMENT_ID, direction: 'asc' as const }],
    calls: ['orderBy(documentId())'],
  })),

  // The scripts (the Admin SDK's chained calls).
  {
    file: 'scripts/seed.ts',
    purpose: 'the newest certificate, for the start-up banner',
    collection: certificates,
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    calls: ["orderBy('createdAt', 'desc')"],
  },
  {
    file: 'scripts/lib/backfill.ts',
    purpose: 'every certificate in id order, a page at a time',
    collection: certificates,
    orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }],
    calls: ['orderBy(FieldPath.documentId())'],
  },
  {
    file: 'scripts/lib/staff-accounts.ts',
    purpose: 'directory entries left for an address',
    collection: staff,
    where: [{ field: 'email', op: '==' }],
    calls: ["where('email', '==', email)"],
  },

  // npm run bench: the spec's original queries, measured against the app's (emulators only).
  ...(['certificateNumber', 'studentNumber'] as const).map((field) => ({
    file: 'scripts/bench/add-certificate.ts',
    purpose: `the original duplicate check by ${field}`,
    collection: certificates,
    where: [{ field, op: '==' as const }],
    calls: [`where('${field}', '==', record.${field})`],
  })),
  {
    file: 'scripts/bench/dashboard.ts',
    purpose: 'the original count of failed attempts',
    collection: failedVerifications,
    where: [{ field: 'status', op: '==' }],
    calls: ["where('status', '==', 'failed')"],
  },
  ...(['certificateNumber', 'studentNumber'] as const).map((field) => ({
    file: 'scripts/bench/verification.ts',
    purpose: `the original lookup by ${field}`,
    collection: certificates,
    where: [{ field, op: '==' as const }],
    calls: ["where(field, '==', number)"],
  })),
];

import { collections } from '../../../../src/domain/collections';
import { DOCUMENT_ID, type QueryShape } from '../index-coverage';

const {
  centres,
  certificates,
  failedVerifications,
  invitations,
  staff,
  statusRequests,
  verificationChecks,
  verifierRequests,
  verifiers,
} = collections;

/**
 * The queries of the staff screens but the Student List: the import's dry run, the dashboard,
 * the review queues, the Centres, Staff and Verifiers screens and what a certificate's page shows
 * of the public check. The number registries are read a document at a time
 * (src/features/certificates/api/probe-numbers.ts); the one query of a registry, the admins'
 * count of student numbers, neither filters nor sorts.
 */

const CHECK_RECORDS = 'src/features/check-records/api/check-records.ts';
const STAFF_DIRECTORY = 'src/features/staff/api/staff-directory.ts';
const EVIDENCE_PACK = 'src/features/centre-risk/api/evidence-pack.ts';
const VERIFIER_ACCOUNTS = 'src/features/verifiers/api/verifier-accounts.ts';

const ofCentre = { field: 'centreNumber', op: '==' } as const;
const ofCentreCall = "where('centreNumber', '==', centre)";
const addressStarting = [
  { field: 'email', op: '>=' },
  { field: 'email', op: '<' },
] as const;
const addressStartingCalls = [
  "where('email', '>=', email)",
  "where('email', '<', prefixEnd(email))",
];
const byAddress = { field: 'email', direction: 'asc' } as const;
const byAddressCall = "orderBy('email')";

export const staffScreenQueries: QueryShape[] = [
  // The import's resumption, certificates by id; its dry run, certificates by surname.
  {
    file: 'src/features/certificates/api/import-rows-done.ts',
    purpose: 'the certificates of rows already imported, by id',
    collection: certificates,
    where: [{ field: DOCUMENT_ID, op: 'in' }],
    calls: ["where(documentId(), 'in', batch)"],
  },
  {
    file: 'src/features/certificates/api/import-register-facts.ts',
    purpose: 'certificates of the surnames in a file',
    collection: certificates,
    where: [{ field: 'surnameLower', op: 'in' }],
    calls: ["where('surnameLower', 'in', batch)"],
  },

  // The centres' figures, counted afresh for the snapshot: every centre's withdrawals waiting.
  {
    file: 'src/lib/centre-figures.ts',
    purpose: 'withdrawals awaiting a decision, every centre’s',
    collection: certificates,
    where: [{ field: 'pendingStatus', op: '==' }],
    calls: ["where('pendingStatus', '==', 'withdrawn')"],
  },

  // The Centres screen's pages and the centre picker's suggestions: by number, a range of
  // numbers, or the start of a name.
  {
    file: 'src/lib/centres.ts',
    purpose: 'the centres by number, or those whose number starts with what was typed',
    collection: centres,
    where: [{ field: 'status', op: 'in' }],
    orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }],
    calls: ["where('status', 'in', everyStatus)", 'orderBy(documentId())'],
  },
  {
    file: 'src/lib/centres.ts',
    purpose: 'the centres a page of staff or invitations names, by number',
    collection: centres,
    where: [{ field: DOCUMENT_ID, op: 'in' }],
    calls: ["where(documentId(), 'in', batch)"],
  },
  {
    file: 'src/lib/centres.ts',
    purpose: 'the centres whose name starts with what was typed',
    collection: centres,
    where: [
      { field: 'nameLower', op: '>=' },
      { field: 'nameLower', op: '<' },
    ],
    orderBy: [
      { field: 'nameLower', direction: 'asc' },
      { field: DOCUMENT_ID, direction: 'asc' },
    ],
    calls: [
      "where('nameLower', '>=', search.prefix)",
      "where('nameLower', '<', prefixEnd(search.prefix))",
      "orderBy('nameLower')",
      'orderBy(documentId())',
    ],
  },
  // The page before one shown (limitToLast) reverses the sorts: still one field and the id.
  {
    file: 'src/lib/centres.ts',
    purpose: 'the centres whose name starts with what was typed, the page before one shown',
    collection: centres,
    where: [
      { field: 'nameLower', op: '>=' },
      { field: 'nameLower', op: '<' },
    ],
    orderBy: [
      { field: 'nameLower', direction: 'desc' },
      { field: DOCUMENT_ID, direction: 'desc' },
    ],
    calls: ["orderBy('nameLower')", 'orderBy(documentId())'],
  },

  // The Staff screen: the directory a page at a time by address, found by the start of one and
  // narrowed to a centre (each shape a page and its count), whether an address has access, the
  // admins counted, and the newest invitations.
  {
    file: STAFF_DIRECTORY,
    purpose: 'the staff directory by address',
    collection: staff,
    orderBy: [byAddress],
    calls: [byAddressCall],
  },
  {
    file: STAFF_DIRECTORY,
    purpose: 'the staff whose address starts with what was typed',
    collection: staff,
    where: [...addressStarting],
    orderBy: [byAddress],
    calls: [...addressStartingCalls, byAddressCall],
  },
  {
    file: STAFF_DIRECTORY,
    purpose: 'one centre’s staff by address',
    collection: staff,
    where: [ofCentre],
    orderBy: [byAddress],
    calls: [ofCentreCall, byAddressCall],
  },
  {
    file: STAFF_DIRECTORY,
    purpose: 'one centre’s staff whose address starts with what was typed',
    collection: staff,
    where: [ofCentre, ...addressStarting],
    orderBy: [byAddress],
    calls: [ofCentreCall, ...addressStartingCalls, byAddressCall],
  },
  // The page before one shown (limitToLast) is read with the sort reversed: a composite index
  // serves one direction only.
  {
    file: STAFF_DIRECTORY,
    purpose: 'one centre’s staff by address, the page before one shown',
    collection: staff,
    where: [ofCentre],
    orderBy: [{ field: 'email', direction: 'desc' }],
    calls: [ofCentreCall, byAddressCall],
  },
  {
    file: 'src/features/staff/api/count-staff.ts',
    purpose: 'the centres’ staff, counted (the rest are admins)',
    collection: staff,
    where: [{ field: 'role', op: '==' }],
    calls: ["where('role', '==', 'centre')"],
  },
  {
    file: 'src/features/staff/api/staff-with-address.ts',
    purpose: 'whoever has staff access under an address',
    collection: staff,
    where: [{ field: 'email', op: '==' }],
    calls: ["where('email', '==', email)"],
  },
  {
    file: 'src/features/staff/api/invitations.ts',
    purpose: 'the invitations waiting, newest first',
    collection: invitations,
    orderBy: [{ field: 'invitedAt', direction: 'desc' }],
    calls: ["orderBy('invitedAt', 'desc')"],
  },

  // The Verifiers screen: the employers' verifier accounts a page at a time by organisation, or
  // found by the start of an address (each shape a page and its count; the uid breaks a tie),
  // and the requests for an account, newest first.
  ...[false, true].flatMap((searching): QueryShape[] => {
    const field = searching ? 'email' : 'organisation';
    const where = searching ? [...addressStarting] : [];
    const calls = [
      ...(searching ? addressStartingCalls : []),
      `orderBy('${field}')`,
      'orderBy(documentId())',
    ];
    const purpose = searching
      ? 'verifier accounts whose address starts with what was typed'
      : 'verifier accounts by organisation';
    // The page before one shown (limitToLast) reverses the sorts: still one field and the id.
    return (['asc', 'desc'] as const).map((direction) => ({
      file: VERIFIER_ACCOUNTS,
      purpose: direction === 'asc' ? purpose : `${purpose}, the page before one shown`,
      collection: verifiers,
      where,
      orderBy: [
        { field, direction },
        { field: DOCUMENT_ID, direction },
      ],
      calls,
    }));
  }),
  {
    file: 'src/features/verifiers/api/account-requests.ts',
    purpose: 'requests for a verifier account, newest first, a page at a time',
    collection: verifierRequests,
    orderBy: [{ field: 'requestedAt', direction: 'desc' }],
    calls: ["orderBy('requestedAt', 'desc')"],
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

  // The centres' risk figures, counted day by day (src/lib/centre-risk.ts): what happened since
  // the last count, a page at a time, the certificates of the numbers failed checks typed, and
  // each centre's baseline, counted.
  {
    file: 'src/lib/centre-risk.ts',
    purpose: 'certificates added since a day, oldest first, a page at a time',
    collection: certificates,
    where: [{ field: 'createdAt', op: '>=' }],
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
    calls: ["where('createdAt', '>=', since)", "orderBy('createdAt')"],
  },
  {
    file: 'src/lib/centre-risk.ts',
    purpose: 'failed checks since a day, oldest first, a page at a time',
    collection: failedVerifications,
    where: [{ field: 'attemptedAt', op: '>=' }],
    orderBy: [{ field: 'attemptedAt', direction: 'asc' }],
    calls: ["where('attemptedAt', '>=', since)", "orderBy('attemptedAt')"],
  },
  {
    file: 'src/lib/centre-risk.ts',
    purpose: 'the certificates of the numbers failed checks typed',
    collection: certificates,
    where: [{ field: 'certificateNumber', op: 'in' }],
    calls: ["where('certificateNumber', 'in', batch)"],
  },
  {
    file: 'src/lib/centre-risk.ts',
    purpose: 'withdrawals and replacements since a day, by their events',
    collection: collections.auditEvents,
    where: [
      { field: 'action', op: 'in' },
      { field: 'at', op: '>=' },
    ],
    orderBy: [{ field: 'at', direction: 'asc' }],
    calls: [
      "where('action', 'in', ['certificate.withdrawn', 'certificate.replaced'])",
      "where('at', '>=', since)",
      "orderBy('at')",
    ],
  },
  {
    file: 'src/lib/centre-risk.ts',
    purpose: 'a centre’s certificates added in its baseline’s days, counted',
    collection: certificates,
    where: [ofCentre, { field: 'createdAt', op: '>=' }, { field: 'createdAt', op: '<' }],
    calls: [
      "where('createdAt', '>=', Timestamp.fromDate(startOfDay(from)))",
      "where('createdAt', '<', Timestamp.fromDate(startOfDay(to)))",
    ],
  },

  // A centre's evidence pack for a period (src/features/centre-risk/api/evidence-pack.ts): its
  // certificates added and its events, a page at a time; the failed checks and reports of the
  // period, each page's numbers then looked up.
  ...(
    [
      [certificates, 'createdAt', 'asc', [ofCentre], "orderBy('createdAt')"],
      [collections.auditEvents, 'at', 'desc', [ofCentre], "orderBy('at', 'desc')"],
      [failedVerifications, 'attemptedAt', 'asc', [], "orderBy('attemptedAt')"],
      [collections.reports, 'reportedAt', 'asc', [], "orderBy('reportedAt')"],
    ] as const
  ).map(([collection, field, direction, centre, order]): QueryShape => ({
    file: EVIDENCE_PACK,
    purpose: `the evidence pack: ${collection} of a period${centre.length ? ', of one centre' : ''}`,
    collection,
    where: [...centre, { field, op: '>=' }, { field, op: '<' }],
    orderBy: [{ field, direction }],
    calls: ["where(field, '>=', start)", "where(field, '<', end)", order],
  })),
  {
    file: EVIDENCE_PACK,
    purpose: 'the evidence pack: the certificates of the numbers a page names',
    collection: certificates,
    where: [{ field: 'certificateNumber', op: 'in' }],
    calls: ["where('certificateNumber', 'in', unique.slice(start, start + numbersAtOnce))"],
  },

  // Visitors' reports of a certificate they doubt, beside the attempts.
  {
    file: 'src/features/review/api/reports.ts',
    purpose: 'visitors’ reports, newest first, a page at a time',
    collection: collections.reports,
    orderBy: [{ field: 'reportedAt', direction: 'desc' }],
    calls: ["orderBy('reportedAt', 'desc')"],
  },

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
];

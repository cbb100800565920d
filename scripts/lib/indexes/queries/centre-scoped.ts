import { collections } from '../../../../src/domain/collections';
import type { QueryShape } from '../index-coverage';
import { auditEventQueries } from './audit-events';
import { staffScreenQueries } from './staff-screens';
import { studentListQueries } from './student-list';

const { auditEvents, certificates, statusRequests } = collections;

/**
 * The staff queries confined to one centre (docs/decisions/027-centres.md): a centre's staff
 * always, an admin who filters by a centre. Each is one of the queries described elsewhere with
 * src/lib/query-scope.ts's `where('centreNumber', '==', …)` before its own filters; and the
 * queries that are only ever made within a centre.
 */

const byCentre = { field: 'centreNumber', op: '==' } as const;
const DASHBOARD = 'src/features/dashboard/api/dashboard-queries.ts';
const CENTRE_FIGURES = 'src/lib/centre-figures.ts';

/** The files whose certificate, event and request queries take a scope. */
const scopedFiles = new Set([
  'src/features/students/api/certificate-pages.ts',
  'src/features/certificates/api/import-rows-done.ts',
  'src/features/certificates/api/import-register-facts.ts',
  DASHBOARD,
  'src/features/dashboard/api/awaiting-approval.ts',
  'src/features/audit/api/audit-events.ts',
]);

const isScoped = (shape: QueryShape) =>
  scopedFiles.has(shape.file) &&
  [certificates, statusRequests, auditEvents].includes(shape.collection as never) &&
  // An attempt's or a report's events name no centre: only admins read them, never within one.
  !(shape.where ?? []).some((filter) => ['attemptId', 'reportId'].includes(filter.field));

const withinCentre = (shape: QueryShape): QueryShape => ({
  ...shape,
  purpose: `${shape.purpose}, within one centre`,
  where: [byCentre, ...(shape.where ?? [])],
});

export const centreScopedQueries: QueryShape[] = [
  {
    file: 'src/lib/query-scope.ts',
    purpose: 'the constraint that confines a staff query to one centre',
    collection: certificates,
    where: [byCentre],
    calls: ["where('centreNumber', '==', centreNumber)"],
  },
  ...[...studentListQueries, ...staffScreenQueries, ...auditEventQueries]
    .filter(isScoped)
    .map(withinCentre),

  // The dashboard within one centre: its learners are the certificates holding a student number
  // (the registry, which names no centre, counts them across all centres).
  {
    file: DASHBOARD,
    purpose: 'certificates with a student number, within one centre, counted',
    collection: certificates,
    where: [byCentre, { field: 'studentNumber', op: '>' }],
    calls: ["where('studentNumber', '>', '')"],
  },

  // The admins' table of centres: each centre's figures.
  {
    file: CENTRE_FIGURES,
    purpose: 'a centre’s certificates recorded recently, counted',
    collection: certificates,
    where: [byCentre, { field: 'createdAt', op: '>=' }],
    calls: ["where('createdAt', '>=', since)"],
  },
];

import { collections } from '../../../../src/domain/collections';
import { DOCUMENT_ID, type QueryShape } from '../index-coverage';

const { auditEvents, certificates, failedVerifications, staff } = collections;

/** The scripts' queries: the seed, the backfill, staff admin and the benchmarks. */

export const scriptQueries: QueryShape[] = [
  {
    file: 'scripts/seed.ts',
    purpose: 'the newest certificate, for the start-up banner',
    collection: certificates,
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    calls: ["orderBy('createdAt', 'desc')"],
  },
  {
    file: 'scripts/lib/admin/backfill.ts',
    purpose: 'every certificate in id order, a page at a time',
    collection: certificates,
    orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }],
    calls: ['orderBy(FieldPath.documentId())'],
  },
  {
    file: 'scripts/lib/admin/backfill-pdfs.ts',
    purpose: 'every certificate in id order, a page at a time, to issue the PDFs missing',
    collection: certificates,
    orderBy: [{ field: DOCUMENT_ID, direction: 'asc' }],
    calls: ['orderBy(FieldPath.documentId())'],
  },
  {
    file: 'scripts/lib/admin/backfill-centres.ts',
    purpose: "a certificate's events, to give each its centre",
    collection: auditEvents,
    where: [{ field: 'certificateId', op: '==' }],
    calls: ["where('certificateId', '==', certificateId)"],
  },
  {
    file: 'scripts/lib/admin/backfill-centres.ts',
    purpose: "the staff access events, to give a centre account's its centre",
    collection: auditEvents,
    where: [{ field: 'entity', op: '==' }],
    calls: ["where('entity', '==', 'staff')"],
  },
  {
    file: 'scripts/lib/staff/remove-staff.ts',
    purpose: 'directory entries left for an address',
    collection: staff,
    where: [{ field: 'email', op: '==' }],
    calls: ["where('email', '==', email)"],
  },

  // npm run bench: the first version's queries, measured against the app's (emulators only).
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

import { collections } from '../../../../src/domain/collections';
import { DOCUMENT_ID, type QueryShape } from '../index-coverage';

const { certificates } = collections;

/** The Student List: every certificate or a search, a page at a time, and lookups by number. */

export const studentListQueries: QueryShape[] = [
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
];

import { collections } from '../../../../src/domain/collections';
import type { QueryShape } from '../index-coverage';

const { certificates, learnerRequests, shares } = collections;

/**
 * The learners' queries (docs/decisions/031-learners.md): a learner's certificates by their
 * address, their shares and requests by their account; the staff's open requests, within one
 * centre or across all. Equality filters only: no composite index.
 */
export const learnerQueries: QueryShape[] = [
  {
    file: 'src/features/my-certificates/api/my-certificates.ts',
    purpose: 'a learner’s certificates, by their address',
    collection: certificates,
    where: [{ field: 'learnerEmail', op: '==' }],
    calls: ["where('learnerEmail', '==', email)"],
  },
  {
    file: 'src/features/my-certificates/api/my-certificates.ts',
    purpose: 'a learner’s requests, by their account',
    collection: learnerRequests,
    where: [{ field: 'ownerUid', op: '==' }],
    calls: ["where('ownerUid', '==', uid)"],
  },
  {
    file: 'src/features/share-codes/api/shares.ts',
    purpose: 'a learner’s share codes, by their account',
    collection: shares,
    where: [{ field: 'ownerUid', op: '==' }],
    calls: ["where('ownerUid', '==', learnerUid)"],
  },
  ...[false, true].map((withinCentre): QueryShape => ({
    file: 'src/features/learner-requests/api/learner-requests.ts',
    purpose: `open requests${withinCentre ? ', within one centre' : ''}`,
    collection: learnerRequests,
    where: [
      { field: 'status', op: '==' },
      ...(withinCentre ? [{ field: 'centreNumber', op: '==' } as const] : []),
    ],
    calls: ["where('status', '==', 'open')"],
  })),
];

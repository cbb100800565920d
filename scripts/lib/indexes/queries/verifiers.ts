import { collections } from '../../../../src/domain/collections';
import type { QueryShape } from '../index-coverage';

const { batchChecks, checkResults } = collections;

const HISTORY = 'src/features/verifiers/api/check-history.ts';

/**
 * A verifier's history of its batch checks (docs/decisions/030-verifier-batch-checks.md): its
 * batches of the last 90 days, newest first, a page at a time; one run's batches and results.
 * Each names the verifier's uid, as the rules require of a list.
 */
export const verifierQueries: QueryShape[] = [
  {
    file: HISTORY,
    purpose: 'a verifier’s batches of the last 90 days, newest first, a page at a time',
    collection: batchChecks,
    where: [
      { field: 'uid', op: '==' },
      { field: 'at', op: '>=' },
    ],
    orderBy: [{ field: 'at', direction: 'desc' }],
    calls: [
      "where('uid', '==', uid)",
      "where('at', '>=', Timestamp.fromDate(since))",
      "orderBy('at', 'desc')",
    ],
  },
  ...[batchChecks, checkResults].map((collection): QueryShape => ({
    file: HISTORY,
    purpose: `one run’s ${collection === batchChecks ? 'batches' : 'results'}, by its receipt`,
    collection,
    where: [
      { field: 'uid', op: '==' },
      { field: 'receiptId', op: '==' },
    ],
    calls: ["where('uid', '==', uid)", "where('receiptId', '==', receiptId)"],
  })),
];

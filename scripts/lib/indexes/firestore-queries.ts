import type { QueryShape } from './index-coverage';
import { auditEventQueries } from './queries/audit-events';
import { centreScopedQueries } from './queries/centre-scoped';
import { learnerQueries } from './queries/learners';
import { scriptQueries } from './queries/scripts';
import { staffScreenQueries } from './queries/staff-screens';
import { studentListQueries } from './queries/student-list';
import { verifierQueries } from './queries/verifiers';

/**
 * Every Firestore query the app and the scripts make that filters or sorts, with the calls that
 * build it. scripts/lib/indexes/index-coverage.test.ts finds every `where(...)` and `orderBy(...)` call
 * in src/ and scripts/ and fails on one that no entry here names (and on an entry whose calls are
 * gone), then checks that firestore.indexes.json has the composite index each entry needs.
 *
 * A new query: add an entry to the list of its part of the app under scripts/lib/queries/, with
 * its file, the collection, its filters and sorts as Firestore sees them (a variable field is one
 * entry per field it can be) and its calls as written, with the spacing collapsed. If it needs a
 * composite index, the test prints the JSON to add.
 */
export const firestoreQueries: QueryShape[] = [
  ...auditEventQueries,
  ...staffScreenQueries,
  ...studentListQueries,
  ...scriptQueries,
  ...centreScopedQueries,
  ...learnerQueries,
  ...verifierQueries,
];

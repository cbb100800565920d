/**
 * Which Firestore queries need a composite index, and whether firestore.indexes.json has it.
 * The emulator serves any query; production refuses one whose index is missing, so this is
 * checked from the source (scripts/lib/indexes/index-coverage.test.ts) rather than found by a visitor.
 *
 * Firestore keeps a single-field index of every field, both ways, in each collection, and can
 * merge them for equality filters. So a query needs no composite index when it only tests
 * equality, or filters and sorts on one field alone (with the document id as a tie-break in the
 * same direction). Anything else, such as an equality filter with a sort or range on another
 * field, or two sort or range fields, needs a composite index: equality fields first, then the
 * sort and range fields in their order and direction.
 */

type EqualityOp = '==' | 'in' | 'array-contains' | 'array-contains-any';
type RangeOp = '<' | '<=' | '>' | '>=' | '!=' | 'not-in';
export type Filter = { field: string; op: EqualityOp | RangeOp };
type Order = { field: string; direction: 'asc' | 'desc' };

/** `documentId()` / `FieldPath.documentId()` in a query. */
export const DOCUMENT_ID = '__name__';

export type QueryShape = {
  /** The file that makes the query, from the repository root. */
  file: string;
  /** What the query is for, in a few words. */
  purpose: string;
  /** The collection (or, with `collectionGroup`, every collection of that name). */
  collection: string;
  collectionGroup?: boolean;
  /** The filters, all of them together (an `or` query is one shape per alternative). */
  where?: Filter[];
  orderBy?: Order[];
  /** The `where(...)` and `orderBy(...)` calls of `file` that build it, as written. */
  calls: string[];
};

type IndexField = {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
};
type Scope = 'COLLECTION' | 'COLLECTION_GROUP';
type CompositeIndex = { collectionGroup: string; queryScope: Scope; fields: IndexField[] };
export type IndexesJson = {
  indexes?: { collectionGroup: string; queryScope?: Scope; fields: IndexField[] }[];
  fieldOverrides?: {
    collectionGroup: string;
    fieldPath: string;
    ttl?: boolean;
    indexes?: { queryScope?: Scope; order?: string; arrayConfig?: string }[];
  }[];
};

const equalityOps = new Set<string>(['==', 'in', 'array-contains', 'array-contains-any']);
const isArrayOp = (op: string) => op === 'array-contains' || op === 'array-contains-any';
const orderOf = (direction: 'asc' | 'desc'): 'ASCENDING' | 'DESCENDING' =>
  direction === 'asc' ? 'ASCENDING' : 'DESCENDING';

/** The sort fields Firestore actually uses: range fields first if not sorted, no trailing id tie-break. */
function effectiveOrder(shape: QueryShape): Order[] {
  const orders = [...(shape.orderBy ?? [])];
  // Range fields not sorted on explicitly are sorted on after the explicit sorts, by name.
  const ranged = (shape.where ?? [])
    .filter((filter) => !equalityOps.has(filter.op))
    .sort((a, b) => a.field.localeCompare(b.field));
  for (const { field } of ranged) {
    if (!orders.some((order) => order.field === field)) orders.push({ field, direction: 'asc' });
  }
  const last = orders.at(-1);
  if (last?.field === DOCUMENT_ID) {
    const before = orders.at(-2)?.direction ?? 'asc';
    if (last.direction === before) orders.pop();
  }
  return orders;
}

/**
 * The composite index a query needs, or null when single-field indexes serve it. `equalities`
 * says how many of its first fields are equality fields, whose order in the index is free.
 */
export function compositeIndexFor(
  shape: QueryShape,
): (CompositeIndex & { equalities: number }) | null {
  const orders = effectiveOrder(shape);
  const sortFields = new Set(orders.map((order) => order.field));
  const equalities = (shape.where ?? []).filter(
    (filter) => equalityOps.has(filter.op) && !sortFields.has(filter.field),
  );
  if (sortFields.size === 0 || (sortFields.size === 1 && equalities.length === 0)) return null;
  return {
    collectionGroup: shape.collection,
    queryScope: shape.collectionGroup ? 'COLLECTION_GROUP' : 'COLLECTION',
    fields: [
      ...equalities.map(({ field, op }): IndexField =>
        isArrayOp(op)
          ? { fieldPath: field, arrayConfig: 'CONTAINS' }
          : { fieldPath: field, order: 'ASCENDING' },
      ),
      ...orders.map(({ field, direction }) => ({ fieldPath: field, order: orderOf(direction) })),
    ],
    equalities: equalities.length,
  };
}

/**
 * True when `json` defines `needed`: its equality fields first, in any order (any direction, or
 * CONTAINS for an array filter), then its sort fields exactly; a trailing `__name__` is allowed.
 */
function hasCompositeIndex(
  json: IndexesJson,
  needed: CompositeIndex & { equalities: number },
): boolean {
  const head = needed.fields.slice(0, needed.equalities);
  const tail = needed.fields.slice(needed.equalities);
  return (json.indexes ?? []).some((index) => {
    if (index.collectionGroup !== needed.collectionGroup) return false;
    if ((index.queryScope ?? 'COLLECTION') !== needed.queryScope) return false;
    const fields =
      index.fields.at(-1)?.fieldPath === DOCUMENT_ID ? index.fields.slice(0, -1) : index.fields;
    if (fields.length !== needed.fields.length) return false;
    const indexHead = fields.slice(0, head.length);
    const headMatches = head.every((field) =>
      indexHead.some(
        (candidate) =>
          candidate.fieldPath === field.fieldPath &&
          (field.arrayConfig ? candidate.arrayConfig === 'CONTAINS' : !candidate.arrayConfig),
      ),
    );
    const indexTail = fields.slice(head.length);
    return (
      headMatches &&
      tail.every(
        (field, i) =>
          indexTail[i]?.fieldPath === field.fieldPath &&
          !indexTail[i]?.arrayConfig &&
          (indexTail[i]?.order ?? 'ASCENDING') === field.order,
      )
    );
  });
}

/**
 * Single-field indexes are automatic for a collection, unless a field override in `json` turns
 * them off; for a collection group query they exist only where an override turns them on.
 */
function singleFieldProblem(json: IndexesJson, shape: QueryShape): string | null {
  const scope: Scope = shape.collectionGroup ? 'COLLECTION_GROUP' : 'COLLECTION';
  const used = [
    ...(shape.where ?? []).map(({ field, op }) => ({
      field,
      kind: isArrayOp(op) ? 'CONTAINS' : equalityOps.has(op) ? 'ANY' : 'ASCENDING',
    })),
    ...effectiveOrder(shape).map(({ field, direction }) => ({
      field,
      kind: orderOf(direction),
    })),
  ].filter(({ field }) => field !== DOCUMENT_ID);
  for (const { field, kind } of used) {
    const override = (json.fieldOverrides ?? []).find(
      (entry) => entry.collectionGroup === shape.collection && entry.fieldPath === field,
    );
    if (!override && scope === 'COLLECTION') continue;
    const served = (override?.indexes ?? []).some(
      (index) =>
        (index.queryScope ?? 'COLLECTION') === scope &&
        (kind === 'CONTAINS'
          ? index.arrayConfig === 'CONTAINS'
          : kind === 'ANY'
            ? index.order !== undefined
            : index.order === kind),
    );
    if (!served) {
      return `${shape.collection}.${field} has no ${scope === 'COLLECTION' ? '' : 'collection-group '}single-field index (${kind === 'ANY' ? 'ASCENDING' : kind}): add one to its entry in fieldOverrides.`;
    }
  }
  return null;
}

/** One line per query of `shapes` that production would refuse with the indexes of `json`. */
export function indexProblems(shapes: readonly QueryShape[], json: IndexesJson): string[] {
  const problems: string[] = [];
  for (const shape of shapes) {
    const needed = compositeIndexFor(shape);
    const where = `${shape.file} (${shape.purpose})`;
    if (needed === null) {
      const problem = singleFieldProblem(json, shape);
      if (problem) problems.push(`${where}: ${problem}`);
    } else if (!hasCompositeIndex(json, needed)) {
      const index = {
        collectionGroup: needed.collectionGroup,
        queryScope: needed.queryScope,
        fields: needed.fields,
      };
      problems.push(
        `${where} needs this composite index in firestore.indexes.json: ${JSON.stringify(index)}`,
      );
    }
  }
  return problems;
}

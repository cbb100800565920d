import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';

import type { Certificate } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { everyCentre, type QueryScope } from '@/domain/query-scope';
import { certificateConverter } from '@/lib/certificate-converter';
import { scopeConstraints } from '@/lib/query-scope';

import { prefixEnd, type StatusFilter, type StudentSearch } from '../utils/student-search';

/** Rows on a page of the student list (issue 6). */
export const PAGE_SIZE = 50;

declare const cursorBrand: unique symbol;
/** Where the next page starts: opaque outside this file (it is the last document read). */
export type PageCursor = { readonly [cursorBrand]: true };

export type CertificatePage = {
  certificates: Certificate[];
  /** Null when there is nothing more to load. */
  next: PageCursor | null;
  /** Documents the database read to answer, for the benchmark. */
  documentsRead: number;
};

type Options = {
  pageSize?: number;
  /** The centre the list is confined to; an admin's whole register by default. */
  scope?: QueryScope;
};

/**
 * One page of certificates: all of them newest first, or those whose surname starts with the
 * search term in alphabetical order. The document id breaks ties, so the cursor is stable even
 * when many certificates share a createdAt or a surname. One more row than a page is asked for,
 * so 'Load more' shows only when there is more. Both orders are served by Firestore's automatic
 * single-field indexes; narrowed to a status or to a centre, by the composite indexes in
 * firestore.indexes.json.
 */
export async function fetchCertificatePage(
  firestore: Firestore,
  search: StudentSearch,
  after: PageCursor | null,
  { pageSize = PAGE_SIZE, scope = everyCentre }: Options = {},
): Promise<CertificatePage> {
  const certificates = collection(firestore, collections.certificates).withConverter(
    certificateConverter,
  );
  if (search.kind === 'number') {
    const page = await findByNumber(firestore, search.number, scope, pageSize);
    const status = search.status;
    return status
      ? { ...page, certificates: page.certificates.filter((row) => matchesFilter(row, status)) }
      : page;
  }

  const order: QueryConstraint[] =
    search.kind === 'all'
      ? [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')]
      : [
          where('surnameLower', '>=', search.prefix),
          where('surnameLower', '<', prefixEnd(search.prefix)),
          orderBy('surnameLower'),
          orderBy(documentId()),
        ];
  const from = after ? [startAfter(after as unknown as QueryDocumentSnapshot)] : [];
  const filter = [
    ...scopeConstraints(scope),
    ...(search.status ? [filterConstraint(search.status)] : []),
  ];
  const snapshot = await getDocs(
    query(certificates, ...filter, ...order, ...from, limit(pageSize + 1)),
  );
  const rows = snapshot.docs.slice(0, pageSize);
  const last = rows.at(-1);
  return {
    certificates: rows.map((row) => row.data()),
    next: snapshot.docs.length > pageSize && last ? (last as unknown as PageCursor) : null,
    documentsRead: snapshot.size,
  };
}

/**
 * A withdrawal or replacement awaiting approval is a pending status; the others are the status
 * itself.
 */
function filterConstraint(filter: StatusFilter): QueryConstraint {
  return filter === 'awaiting-approval'
    ? where('pendingStatus', 'in', ['withdrawn', 'replaced'])
    : where('status', '==', filter);
}

function matchesFilter(row: Certificate, filter: StatusFilter): boolean {
  return filter === 'awaiting-approval' ? row.pendingStatus !== null : row.status === filter;
}

/** An exact certificate number or student number: at most one certificate holds either. */
async function findByNumber(
  firestore: Firestore,
  number: string,
  scope: QueryScope,
  pageSize: number,
): Promise<CertificatePage> {
  const certificates = collection(firestore, collections.certificates).withConverter(
    certificateConverter,
  );
  const snapshots = await Promise.all(
    (['certificateNumber', 'studentNumber'] as const).map((field) =>
      getDocs(
        query(
          certificates,
          ...scopeConstraints(scope),
          where(field, '==', number),
          limit(pageSize),
        ),
      ),
    ),
  );
  const found = new Map<string, Certificate>();
  for (const snapshot of snapshots) {
    for (const row of snapshot.docs) found.set(row.id, row.data());
  }
  return {
    certificates: [...found.values()],
    next: null,
    documentsRead: snapshots.reduce((total, snapshot) => total + snapshot.size, 0),
  };
}

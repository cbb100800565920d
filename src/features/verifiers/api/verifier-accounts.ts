import {
  collection,
  doc,
  documentId,
  endBefore,
  getCount,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import { dateFrom } from '@/domain/stored-values';
import { verifierFrom, type VerifierAccount } from '@/domain/verifiers';

import type { AccountsFrom } from '../utils/account-list-view';

/** The verifier accounts the Verifiers screen lists at once. */
const ACCOUNTS_PAGE_SIZE = 25;

/** A page of verifier accounts, and the accounts to page on from, each way (null at either end). */
export type AccountPage = {
  accounts: VerifierAccount[];
  /** The uid of the last account shown, when a page follows. */
  after: string | null;
  /** The uid of the first account shown, when a page comes before. */
  before: string | null;
};

/** The end of a prefix's range: every string that starts with it sorts before this. */
const prefixEnd = (prefix: string) => `${prefix}\uf8ff`;

/**
 * Employers' verifier accounts (`verifiers/{uid}`, docs/decisions/030-verifier-batch-checks.md),
 * what only an admin may list: every account by organisation, or those whose address starts with
 * what was typed (addresses are kept in lower case), by address. The uid breaks a tie.
 */
function accountsMatching(db: Firestore, email: string) {
  const verifiers = collection(db, collections.verifiers);
  return email
    ? query(
        verifiers,
        where('email', '>=', email),
        where('email', '<', prefixEnd(email)),
        orderBy('email'),
        orderBy(documentId()),
      )
    : query(verifiers, orderBy('organisation'), orderBy(documentId()));
}

/**
 * One page of the accounts a search matches, after or before an account shown (by uid): never
 * every account. The account it goes on from is read, to sort where it sorts; one gone since
 * starts the list afresh. It reads one more than a page, to know whether there is a page beyond.
 */
export async function readAccountPage(
  db: Firestore,
  email: string,
  from: AccountsFrom,
  pageSize = ACCOUNTS_PAGE_SIZE,
): Promise<AccountPage> {
  const matching = accountsMatching(db, email);
  const uid = from ? ('after' in from ? from.after : from.before) : null;
  const cursor = uid ? await getDoc(doc(db, collections.verifiers, uid)) : null;
  const start = cursor?.exists() ? from : null;
  const backwards = start !== null && 'before' in start;
  const page =
    !start || !cursor
      ? query(matching, limit(pageSize + 1))
      : backwards
        ? query(matching, endBefore(cursor), limitToLast(pageSize + 1))
        : query(matching, startAfter(cursor), limit(pageSize + 1));
  const { docs } = await getDocs(page);
  const more = docs.length > pageSize;
  const shown = backwards ? docs.slice(more ? 1 : 0) : docs.slice(0, pageSize);
  return {
    accounts: shown
      .map((entry) => verifierFrom(entry.id, entry.data(), dateFrom))
      .filter((account): account is VerifierAccount => account !== null),
    after: backwards || more ? (shown.at(-1)?.id ?? null) : null,
    before: (backwards ? more : start !== null) ? (shown[0]?.id ?? null) : null,
  };
}

/** How many accounts a search matches ('' for all), counted without reading them. */
export async function countAccounts(db: Firestore, email: string): Promise<number> {
  return (await getCount(accountsMatching(db, email))).data().count;
}

import type { VerifierStep } from '@/domain/plans/verifier';
import { getDb, signedInActor } from '@/lib/firebase';

import type { AccountsFrom } from '../utils/account-list-view';
import {
  countAccountRequests,
  listAccountRequests,
  type RequestCursor,
  type RequestPage,
} from './account-requests';
import { countAccounts, readAccountPage, type AccountPage } from './verifier-accounts';
import { closeVerifierRequest } from './close-verifier-request';
import { takeVerifierStep } from './verifier-steps';

/** What the admins' Verifiers screen needs from the database; component tests pass their own. */
export type VerifiersAdminApi = {
  /** A page of the accounts ('' for all, or those whose address starts so), 25 at a time. */
  readAccountPage: (email: string, from: AccountsFrom) => Promise<AccountPage>;
  /** How many accounts the search matches, counted without reading them. */
  countAccounts: (email: string) => Promise<number>;
  /** Suspends, reactivates or sets the rows a day of an account, as the admin signed in now. */
  takeVerifierStep: (uid: string, step: VerifierStep) => Promise<void>;
  /** The open requests for an account, newest first, a page at a time. */
  listRequests: (after: RequestCursor | null) => Promise<RequestPage>;
  /** How many requests are open. */
  countRequests: () => Promise<number>;
  /** Closes a request as the admin signed in now. */
  closeRequest: (requestId: string) => Promise<void>;
};

export const firestoreVerifiersAdminApi: VerifiersAdminApi = {
  readAccountPage: async (email, from) => readAccountPage(await getDb(), email, from),
  countAccounts: async (email) => countAccounts(await getDb(), email),
  takeVerifierStep: async (uid, step) =>
    takeVerifierStep(await getDb(), uid, step, await signedInActor()),
  listRequests: async (after) => listAccountRequests(await getDb(), after),
  countRequests: async () => countAccountRequests(await getDb()),
  closeRequest: async (requestId) =>
    closeVerifierRequest(await getDb(), requestId, await signedInActor()),
};

export type { AccountPage, RequestCursor, RequestPage };

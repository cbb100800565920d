import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { pagedQueryOptions } from '@/lib/use-paged-query';

import type { AccountsFrom } from '../utils/account-list-view';
import type { RequestCursor, VerifiersAdminApi } from './verifiers-admin-api';

/**
 * The Verifiers screen's queries, each key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md): a step on an account reads the accounts again, and
 * closing a request the requests.
 */
export const verifiersAdminQueries = {
  accounts: ['verifiers', 'accounts'] as const,
  requests: ['verifiers', 'requests'] as const,
  /** One page of a search; the page shown stays while the next is read. */
  accountPage: (
    api: Pick<VerifiersAdminApi, 'readAccountPage'>,
    email: string,
    from: AccountsFrom,
  ) =>
    queryOptions({
      queryKey: [...verifiersAdminQueries.accounts, 'page', email, from] as const,
      queryFn: () => api.readAccountPage(email, from),
      placeholderData: keepPreviousData,
      meta: { errorMessage: 'Could not load the verifier accounts.' },
    }),
  /** How many accounts the search matches. */
  accountCount: (api: Pick<VerifiersAdminApi, 'countAccounts'>, email: string) =>
    queryOptions({
      queryKey: [...verifiersAdminQueries.accounts, 'count', email] as const,
      queryFn: () => api.countAccounts(email),
      meta: { errorMessage: 'Could not count the verifier accounts.' },
    }),
  /** The open requests, newest first, each page's cursor leading to the next. */
  requestList: (api: Pick<VerifiersAdminApi, 'listRequests'>) =>
    pagedQueryOptions({
      queryKey: [...verifiersAdminQueries.requests, 'list'] as const,
      fetchPage: (after: RequestCursor | null) => api.listRequests(after),
      errorMessage: 'Could not load the requests for a verifier account.',
    }),
  /** How many requests are open. */
  requestCount: (api: Pick<VerifiersAdminApi, 'countRequests'>) =>
    queryOptions({
      queryKey: [...verifiersAdminQueries.requests, 'count'] as const,
      queryFn: () => api.countRequests(),
      meta: { errorMessage: 'Could not count the requests for a verifier account.' },
    }),
};

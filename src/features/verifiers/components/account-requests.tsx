import { useQuery } from '@tanstack/react-query';

import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import type { StoredVerifierRequest } from '@/domain/verifier-requests';
import { usePagedQuery } from '@/lib/use-paged-query';

import { verifiersAdminQueries } from '../api/verifiers-admin-queries';
import type { RequestPage, VerifiersAdminApi } from '../api/verifiers-admin-api';
import { AccountRequestItem } from './account-request-item';

const requestsOf = (page: RequestPage) => page.requests;

type AccountRequestsProps = {
  api: Pick<VerifiersAdminApi, 'listRequests' | 'countRequests'>;
  onClose: (request: StoredVerifierRequest) => void;
};

/**
 * The requests for a verifier account that employers filed from the public page, newest first,
 * a page at a time: who, from where, when and what they wrote. 'Invite' opens the Staff screen's
 * invitation filled in from the request (carried in the navigation, never in the address);
 * 'Close' takes a request off the list once answered.
 */
export function AccountRequests({ api, onClose }: AccountRequestsProps) {
  const { list, nextPage, loadNextPage, retry } = usePagedQuery(
    verifiersAdminQueries.requestList(api),
    requestsOf,
  );
  const count = useQuery(verifiersAdminQueries.requestCount(api)).data;
  return (
    <section
      aria-labelledby="account-requests-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="account-requests-heading" className="text-xl font-bold text-brand-900">
          Account Requests
        </h2>
        {count === undefined ? null : (
          <p className="font-semibold text-slate-800 tabular-nums">
            {count.toLocaleString('en-GB')} {count === 1 ? 'request' : 'requests'} open
          </p>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Sent by employers from the public page. Invite opens the Staff screen’s invitation with the
        organisation and address filled in; close a request once it is answered.
      </p>
      {list.status === 'loading' ? <PageLoading label="Loading the requests..." /> : null}
      {list.status === 'error' ? (
        <div className="mt-3">
          <LoadFailure title="The requests could not be loaded." onRetry={retry} />
        </div>
      ) : null}
      {list.status === 'ready' && list.items.length === 0 ? (
        <p className="mt-3 text-slate-700">No request is waiting.</p>
      ) : null}
      {list.status === 'ready' && list.items.length > 0 ? (
        <ul aria-label="Requests for a verifier account" className="mt-3 divide-y divide-slate-100">
          {list.items.map((request) => (
            <AccountRequestItem key={request.id} request={request} onClose={onClose} />
          ))}
        </ul>
      ) : null}
      {list.status === 'ready' && list.hasMore ? (
        <Button
          variant="outline"
          onClick={() => void loadNextPage()}
          aria-disabled={nextPage.loading || undefined}
          className="mt-3"
        >
          {nextPage.loading ? 'Loading...' : 'Load More'}
        </Button>
      ) : null}
      {nextPage.error ? (
        <p role="alert" className="mt-2 text-red-800">
          {nextPage.error}
        </p>
      ) : null}
    </section>
  );
}

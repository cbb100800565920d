import { useQuery } from '@tanstack/react-query';

import { ListSearchForm } from '@/components/list-search-form';
import { CursorPager } from '@/components/ui/cursor-pager';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { ColumnHeader, Table, TableBody, TableHead } from '@/components/ui/table';
import type { VerifierAccount } from '@/domain/verifiers';

import { verifiersAdminQueries } from '../api/verifiers-admin-queries';
import type { VerifiersAdminApi } from '../api/verifiers-admin-api';
import { useAccountListView } from '../hooks/use-account-list-view';
import { accountCountText } from '../utils/account-list-view';
import { VerifierAccountRow } from './verifier-account-row';

type VerifierAccountsProps = {
  api: Pick<VerifiersAdminApi, 'readAccountPage' | 'countAccounts'>;
  onSuspendOrReactivate: (account: VerifierAccount) => void;
  onChangeAllowance: (account: VerifierAccount) => void;
};

/**
 * Employers' verifier accounts 25 a page by organisation, or found by the start of their
 * address (the search and the page in the address), counted without reading them.
 */
export function VerifierAccounts({
  api,
  onSuspendOrReactivate,
  onChangeAllowance,
}: VerifierAccountsProps) {
  const { view, go, hrefOf } = useAccountListView();
  const page = useQuery(verifiersAdminQueries.accountPage(api, view.email, view.from));
  const count = useQuery(verifiersAdminQueries.accountCount(api, view.email));
  const accounts = page.data?.accounts ?? [];
  const { after = null, before = null } = page.data ?? {};

  return (
    <section
      aria-labelledby="verifier-accounts-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="verifier-accounts-heading" className="text-xl font-bold text-brand-900">
          Verifier Accounts
        </h2>
        {count.data === undefined ? null : (
          <p className="font-semibold text-slate-800 tabular-nums">
            {accountCountText(count.data, view.email)}
          </p>
        )}
      </div>
      <div className="mt-4">
        <ListSearchForm
          label="Find an account"
          hint="The first letters of its e-mail address."
          inputMode="email"
          term={view.email}
          onSearch={(email) => go({ type: 'searched', email })}
        />
      </div>
      {page.isPending ? <PageLoading label="Loading the verifier accounts..." /> : null}
      {page.isError ? (
        <div className="mt-3">
          <LoadFailure
            title="The verifier accounts could not be loaded."
            onRetry={() => void page.refetch()}
          />
        </div>
      ) : null}
      {page.data && accounts.length === 0 ? (
        <p className="mt-3 text-slate-700">
          {view.email
            ? `No account’s address starts with ‘${view.email}’.`
            : 'No employer has a verifier account yet. Invite one from the Staff screen, or answer a request below.'}
        </p>
      ) : null}
      {accounts.length > 0 ? (
        <div
          aria-busy={page.isPlaceholderData || undefined}
          className={page.isPlaceholderData ? 'opacity-60' : undefined}
        >
          <Table
            caption="Each verifier account, its rows a day and its status"
            frameClassName="mt-3"
          >
            <TableHead>
              <ColumnHeader>Organisation</ColumnHeader>
              <ColumnHeader hideBelow="sm">E-mail</ColumnHeader>
              <ColumnHeader hideBelow="sm" align="end">
                Rows a day
              </ColumnHeader>
              <ColumnHeader hideBelow="sm">Status</ColumnHeader>
              <ColumnHeader hideBelow="md">Added</ColumnHeader>
              <ColumnHeader>
                <span className="sr-only">Actions</span>
              </ColumnHeader>
            </TableHead>
            <TableBody>
              {accounts.map((account) => (
                <VerifierAccountRow
                  key={account.uid}
                  account={account}
                  onSuspendOrReactivate={onSuspendOrReactivate}
                  onChangeAllowance={onChangeAllowance}
                />
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
      <CursorPager
        label="Pages of verifier accounts"
        previous={before === null ? null : hrefOf({ type: 'previous', before })}
        next={after === null ? null : hrefOf({ type: 'next', after })}
        className="mt-4"
      />
    </section>
  );
}

import { useSearchParams } from 'react-router-dom';

import {
  accountListParams,
  accountListView,
  parseAccountListView,
  type AccountListEvent,
} from '../utils/account-list-view';

/**
 * The verifier accounts' search and page, as the address holds them
 * (utils/account-list-view.ts): the view, a step to another, and the address a step leads to.
 */
export function useAccountListView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseAccountListView(searchParams);
  return {
    view,
    go: (event: AccountListEvent) =>
      setSearchParams(accountListParams(accountListView(view, event))),
    hrefOf: (event: AccountListEvent) => `?${accountListParams(accountListView(view, event))}`,
  };
}

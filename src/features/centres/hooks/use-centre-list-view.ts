import { useSearchParams } from 'react-router-dom';

import {
  centreListParams,
  centreListView,
  parseCentreListView,
  type CentreListEvent,
} from '../utils/centre-list-view';

/**
 * The Centres screen's search and page, as its address holds them (utils/centre-list-view.ts):
 * the view, a step to another (a search, a page), and the address a step leads to, for links.
 */
export function useCentreListView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseCentreListView(searchParams);
  const hrefOf = (event: CentreListEvent) => {
    const query = centreListParams(centreListView(view, event)).toString();
    return query ? `?${query}` : '?';
  };
  return {
    view,
    go: (event: CentreListEvent) => setSearchParams(centreListParams(centreListView(view, event))),
    hrefOf,
  };
}

import { useSearchParams } from 'react-router-dom';

import {
  directoryParams,
  directoryView,
  parseDirectoryView,
  type DirectoryEvent,
} from '../utils/directory-view';

/**
 * The staff directory's search, centre and page, as the address holds them
 * (utils/directory-view.ts): the view, a step to another, and the address a step leads to.
 */
export function useDirectoryView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseDirectoryView(searchParams);
  return {
    view,
    go: (event: DirectoryEvent) => setSearchParams(directoryParams(directoryView(view, event))),
    hrefOf: (event: DirectoryEvent) => `?${directoryParams(directoryView(view, event))}`,
  };
}

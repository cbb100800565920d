import { paths } from '@/config/paths';
import { parseCatalogueState, serialiseCatalogueState } from '@/domain/catalogue-url';

/** History state a result card passes to the detail page, to link back to the same results. */
export type CatalogueLinkState = { catalogueSearch?: string };

/**
 * The catalogue's address for a query string carried in history state. History state can hold
 * anything, so the query is parsed and written again: only known, valid values survive.
 */
export function catalogueHref(linkState: unknown): string {
  const raw = (linkState as CatalogueLinkState | null)?.catalogueSearch;
  const base = paths.qualifications.getHref();
  if (typeof raw !== 'string') return base;
  const query = serialiseCatalogueState(parseCatalogueState(new URLSearchParams(raw))).toString();
  return query ? `${base}?${query}` : base;
}

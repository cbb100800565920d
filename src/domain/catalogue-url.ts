import {
  ALL_LEVELS,
  ALL_SECTORS,
  ALL_TYPES,
  LEVEL_OPTIONS,
  MAX_SEARCH_LENGTH,
  SECTOR_OPTIONS,
  TYPE_OPTIONS,
  type CatalogueState,
} from './catalogue';

/**
 * The catalogue's state in its URL: search, filters and page survive a reload and can be shared
 * as a link.
 */

/** Hand-typed links may differ in case or spacing; anything else unknown is ignored. */
function matchOption<T extends string>(
  options: readonly T[],
  value: string | null,
  fallback: T,
): T {
  if (value === null) return fallback;
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? fallback;
}

function parsePage(value: string | null): number {
  if (value === null || !/^\s*\d{1,4}\s*$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** Reads the catalogue's state from the query string; unknown or invalid values are ignored. */
export function parseCatalogueState(params: URLSearchParams): CatalogueState {
  return {
    // Kept as typed (not trimmed) so the search box does not lose a space mid-word.
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    sector: matchOption(SECTOR_OPTIONS, params.get('sector'), ALL_SECTORS),
    level: matchOption(LEVEL_OPTIONS, params.get('level'), ALL_LEVELS),
    type: matchOption(TYPE_OPTIONS, params.get('type'), ALL_TYPES),
    page: parsePage(params.get('page')),
  };
}

/** Writes the catalogue's state as a query string, leaving defaults out so links stay short. */
export function serialiseCatalogueState(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim() !== '') params.set('search', state.search.slice(0, MAX_SEARCH_LENGTH));
  if (state.sector !== ALL_SECTORS) params.set('sector', state.sector);
  if (state.level !== ALL_LEVELS) params.set('level', state.level);
  if (state.type !== ALL_TYPES) params.set('type', state.type);
  if (Number.isInteger(state.page) && state.page > 1) params.set('page', String(state.page));
  return params;
}

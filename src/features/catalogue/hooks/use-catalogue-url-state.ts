import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';

import {
  DEFAULT_CATALOGUE_STATE,
  withFilters,
  type CatalogueFilters,
  type CatalogueState,
} from '@/domain/catalogue';
import { parseCatalogueState, serialiseCatalogueState } from '@/domain/catalogue-url';

/** Marks history entries written while typing in the search box. */
type EntryState = { catalogueTyping?: boolean } | null;

function isTypingEntry(state: unknown): boolean {
  return (state as EntryState)?.catalogueTyping === true;
}

/**
 * The catalogue's state lives in the URL (docs/decisions/007-catalogue-state-in-the-url.md), so any
 * result can be shared, bookmarked and restored with the back button.
 *
 * - A select or page change pushes a history entry.
 * - Typing pushes one entry for the first keystroke and then replaces it, so Back returns to the
 *   results before the search rather than stepping back through every letter.
 * - The search box keeps its own text: the router applies URL changes in a transition, and a
 *   controlled input fed only from the URL would lose the caret while typing. The text is taken
 *   from the URL again whenever the URL changes for any other reason (Back, Reset Filters, a link).
 */
export function useCatalogueUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const state = useMemo(() => parseCatalogueState(searchParams), [searchParams]);

  const [searchText, setSearchTextState] = useState(state.search);
  const [syncedKey, setSyncedKey] = useState(location.key);
  if (location.key !== syncedKey) {
    setSyncedKey(location.key);
    if (navigationType === 'POP' || !isTypingEntry(location.state)) {
      setSearchTextState(state.search);
    }
  }

  // Whether the current history entry is one that typing may overwrite.
  const onTypingEntry = useRef(isTypingEntry(location.state));
  useEffect(() => {
    onTypingEntry.current = isTypingEntry(location.state);
  }, [location.key, location.state]);

  const go = useCallback(
    (next: CatalogueState, typing: boolean) => {
      const params = serialiseCatalogueState(next);
      const replace = typing && onTypingEntry.current;
      // Never add an entry that changes nothing. (Replacing is harmless, and the URL may still be
      // catching up with the previous keystroke.)
      if (!replace && params.toString() === searchParams.toString()) return;
      onTypingEntry.current = typing;
      setSearchParams(params, {
        replace,
        preventScrollReset: true,
        state: typing ? ({ catalogueTyping: true } satisfies EntryState) : null,
      });
    },
    [searchParams, setSearchParams],
  );

  const setSearchText = useCallback(
    (text: string) => {
      setSearchTextState(text);
      go(withFilters(state, { search: text }), true);
    },
    [go, state],
  );

  const setFilters = useCallback(
    (changes: Partial<Omit<CatalogueFilters, 'search'>>) => {
      go(withFilters({ ...state, search: searchText }, changes), false);
    },
    [go, state, searchText],
  );

  const setPage = useCallback(
    (page: number) => go({ ...state, search: searchText, page }, false),
    [go, state, searchText],
  );

  const resetFilters = useCallback(() => {
    setSearchTextState('');
    go(DEFAULT_CATALOGUE_STATE, false);
  }, [go]);

  return { state, searchText, setSearchText, setFilters, setPage, resetFilters };
}

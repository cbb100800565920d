import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { Centre } from '@/domain/centres';

/** The key every centre query starts with: a change to a centre refreshes them all. */
export const centreQueriesRoot = ['centres'] as const;

/**
 * One centre, or null when none has that number: a centre's staff's own (whether they may add
 * certificates under it), and the centre an admin's picker holds (its name and status). Kept for
 * a minute, as an admin may suspend or reactivate it meanwhile.
 */
export function centreQuery(
  read: (centreNumber: string) => Promise<Centre | null>,
  centreNumber: string | null,
) {
  return queryOptions({
    queryKey: [...centreQueriesRoot, 'one', centreNumber] as const,
    queryFn: () => read(centreNumber ?? ''),
    enabled: centreNumber !== null,
    staleTime: 60_000,
    meta: { errorMessage: 'Could not load the centre.' },
  });
}

/**
 * The centre picker's suggestions for what was typed (lib/centres.ts searchCentres): a few
 * centres, kept for a minute, the last ones shown while the next are read.
 */
export function centreSuggestionsQuery(
  search: (term: string) => Promise<Centre[]>,
  term: string,
  enabled: boolean,
) {
  return queryOptions({
    queryKey: [...centreQueriesRoot, 'suggestions', term] as const,
    queryFn: () => search(term),
    enabled: enabled && term !== '',
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not suggest centres.' },
  });
}

/** What the centre picker needs from the database; component tests pass their own. */
export type CentrePickerApi = {
  /** The centres whose number or name starts with what was typed (a few). */
  searchCentres: (term: string) => Promise<Centre[]>;
  /** One centre, or null when none has that number. */
  readCentre: (centreNumber: string) => Promise<Centre | null>;
};

/**
 * How many centres a search matches (lib/centres.ts countCentres; '' for every centre): a count
 * aggregation, for the Centres screen's heading and the dashboard's link to it.
 */
export function centreCountQuery(
  count: (term: string) => Promise<number>,
  term: string,
  enabled = true,
) {
  return queryOptions({
    queryKey: [...centreQueriesRoot, 'count', term] as const,
    queryFn: () => count(term),
    enabled,
    meta: { errorMessage: 'Could not count the centres.' },
  });
}

import { isCentreNumber } from '@/domain/centres';

/** Where a page starts: after or before a centre already shown (by number), or at the start. */
export type PageFrom = { after: string } | { before: string } | null;

/**
 * Which centres the Centres screen lists (docs/decisions/029-figures-at-scale.md), as its
 * address holds it: a search (?q=, a number or the start of a name) and the page, a cursor on
 * either side of a centre shown (?after=, ?before=). A new search starts at its first page.
 */
type CentreListView = { term: string; from: PageFrom };

export type CentreListEvent =
  | { type: 'searched'; term: string }
  /** The page after the one shown, which ends with this centre. */
  | { type: 'next'; after: string }
  /** The page before the one shown, which starts with this centre. */
  | { type: 'previous'; before: string };

export const allCentres: CentreListView = { term: '', from: null };

export function centreListView(state: CentreListView, event: CentreListEvent): CentreListView {
  switch (event.type) {
    case 'searched':
      return { term: event.term.trim(), from: null };
    case 'next':
      return { ...state, from: { after: event.after } };
    case 'previous':
      return { ...state, from: { before: event.before } };
  }
}

/** The view an address asks for; a cursor that is not a centre number is left out. */
export function parseCentreListView(params: URLSearchParams): CentreListView {
  const term = params.get('q')?.trim() ?? '';
  const after = params.get('after') ?? '';
  const before = params.get('before') ?? '';
  const from = isCentreNumber(after) ? { after } : isCentreNumber(before) ? { before } : null;
  return { term, from };
}

/** The address's query of a view: ?q= while searching, and the cursor off the first page. */
export function centreListParams({ term, from }: CentreListView): URLSearchParams {
  const params = new URLSearchParams();
  if (term) params.set('q', term);
  if (from && 'after' in from) params.set('after', from.after);
  if (from && 'before' in from) params.set('before', from.before);
  return params;
}

const numberFormat = new Intl.NumberFormat('en-GB');

/** How many centres the heading counts: '500 centres', '3 centres match ‘pen’'. */
export function centreCountText(count: number, term: string): string {
  const centres = `${numberFormat.format(count)} ${count === 1 ? 'centre' : 'centres'}`;
  if (!term) return centres;
  return `${centres} ${count === 1 ? 'matches' : 'match'} ‘${term}’`;
}

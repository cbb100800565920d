import { parseCentreFilter } from '@/domain/query-scope';

/** What the directory lists: addresses starting with `email` (lower case), of one centre or all. */
export type DirectoryFilter = { email: string; centre: string | null };

/** Where a page starts: after or before an address already shown, or at the start. */
export type DirectoryFrom = { after: string } | { before: string } | null;

/**
 * Which people the Staff screen's directory lists (docs/decisions/029-figures-at-scale.md), as
 * its address holds it: the start of an address (?q=), a centre (?centre=) and the page, a cursor
 * on either side of an address shown (?after=, ?before=). A new filter starts at its first page.
 */
type DirectoryView = DirectoryFilter & { from: DirectoryFrom };

export type DirectoryEvent =
  | { type: 'searched'; email: string }
  | { type: 'centre-chosen'; centre: string | null }
  /** The page after the one shown, which ends with this address. */
  | { type: 'next'; after: string }
  /** The page before the one shown, which starts with this address. */
  | { type: 'previous'; before: string };

export const wholeDirectory: DirectoryView = { email: '', centre: null, from: null };

/** The longest address a cursor may be (an address is at most 320 characters). */
const CURSOR_LIMIT = 320;

/** Addresses are kept in lower case (emailAddressFrom): so is a search of them. */
const searchOf = (typed: string) => typed.trim().toLowerCase();

export function directoryView(state: DirectoryView, event: DirectoryEvent): DirectoryView {
  switch (event.type) {
    case 'searched':
      return { ...state, email: searchOf(event.email), from: null };
    case 'centre-chosen':
      return { ...state, centre: event.centre, from: null };
    case 'next':
      return { ...state, from: { after: event.after } };
    case 'previous':
      return { ...state, from: { before: event.before } };
  }
}

const cursorFrom = (raw: string | null) => (raw && raw.length <= CURSOR_LIMIT ? raw : null);

/** The view an address asks for; a centre or cursor that cannot be one is left out. */
export function parseDirectoryView(params: URLSearchParams): DirectoryView {
  const after = cursorFrom(params.get('after'));
  const before = cursorFrom(params.get('before'));
  return {
    email: searchOf(params.get('q') ?? ''),
    centre: parseCentreFilter(params.get('centre')),
    from: after ? { after } : before ? { before } : null,
  };
}

/** The address's query of a view. */
export function directoryParams({ email, centre, from }: DirectoryView): URLSearchParams {
  const params = new URLSearchParams();
  if (email) params.set('q', email);
  if (centre) params.set('centre', centre);
  if (from && 'after' in from) params.set('after', from.after);
  if (from && 'before' in from) params.set('before', from.before);
  return params;
}

/** Whether the directory is narrowed at all. */
export const isFiltered = ({ email, centre }: DirectoryFilter) => email !== '' || centre !== null;

const numberFormat = new Intl.NumberFormat('en-GB');

/** The heading's count: the whole directory with its admins, or what the filter holds. */
export function directoryCountText(
  { people, admins }: { people: number; admins: number | null },
  { email, centre }: DirectoryFilter,
): string {
  const count = numberFormat.format(people);
  if (admins !== null) {
    return `${count} ${people === 1 ? 'person has' : 'people have'} staff access, ${numberFormat.format(admins)} of them ${admins === 1 ? 'an admin' : 'admins'}.`;
  }
  const who = `${count} ${people === 1 ? 'person' : 'people'}`;
  const where = centre ? ` at centre ${centre}` : '';
  const starting = email ? ` whose address starts with ‘${email}’` : '';
  return `${who}${where}${starting}.`;
}

/** Where a page starts: after or before an account shown (by uid), or at the start. */
export type AccountsFrom = { after: string } | { before: string } | null;

/**
 * Which verifier accounts the Verifiers screen lists, as its address holds it: the start of an
 * address (?q=, in lower case as addresses are kept) and the page, a cursor on either side of an
 * account shown (?after=, ?before=, a uid). A new search starts at its first page.
 */
type AccountListView = { email: string; from: AccountsFrom };

export type AccountListEvent =
  | { type: 'searched'; email: string }
  /** The page after the one shown, which ends with this account. */
  | { type: 'next'; after: string }
  /** The page before the one shown, which starts with this account. */
  | { type: 'previous'; before: string };

export const allAccounts: AccountListView = { email: '', from: null };

const searchOf = (typed: string) => typed.trim().toLowerCase();

/** A uid as Firebase Auth makes one: at most 128 characters, and never a path. */
const uidFrom = (raw: string | null) =>
  raw && raw.length <= 128 && !raw.includes('/') ? raw : null;

export function accountListView(state: AccountListView, event: AccountListEvent): AccountListView {
  switch (event.type) {
    case 'searched':
      return { email: searchOf(event.email), from: null };
    case 'next':
      return { ...state, from: { after: event.after } };
    case 'previous':
      return { ...state, from: { before: event.before } };
  }
}

/** The view an address asks for; a cursor that cannot be a uid is left out. */
export function parseAccountListView(params: URLSearchParams): AccountListView {
  const after = uidFrom(params.get('after'));
  const before = uidFrom(params.get('before'));
  return {
    email: searchOf(params.get('q') ?? ''),
    from: after ? { after } : before ? { before } : null,
  };
}

/** The address's query of a view: ?q= while searching, and the cursor off the first page. */
export function accountListParams({ email, from }: AccountListView): URLSearchParams {
  const params = new URLSearchParams();
  if (email) params.set('q', email);
  if (from && 'after' in from) params.set('after', from.after);
  if (from && 'before' in from) params.set('before', from.before);
  return params;
}

const numberFormat = new Intl.NumberFormat('en-GB');

/** The heading's count: '12 verifier accounts', '1 account whose address starts with ‘hr@’'. */
export function accountCountText(count: number, email: string): string {
  const counted = numberFormat.format(count);
  const accounts = count === 1 ? 'account' : 'accounts';
  return email
    ? `${counted} ${accounts} whose address starts with ‘${email}’`
    : `${counted} verifier ${accounts}`;
}

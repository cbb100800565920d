import {
  accountCountText,
  accountListParams,
  accountListView,
  allAccounts,
  parseAccountListView,
} from './account-list-view';

const params = (query: string) => new URLSearchParams(query);

describe('accountListView', () => {
  it('pages on from the last account shown, and back from the first', () => {
    const next = accountListView(allAccounts, { type: 'next', after: 'uid-b' });
    expect(next).toEqual({ email: '', from: { after: 'uid-b' } });
    expect(accountListView(next, { type: 'previous', before: 'uid-c' })).toEqual({
      email: '',
      from: { before: 'uid-c' },
    });
  });

  it('starts a new search on its first page, trimmed and in lower case', () => {
    const paged = { email: 'hr@', from: { after: 'uid-b' } };
    expect(accountListView(paged, { type: 'searched', email: '  Checks@Brook ' })).toEqual({
      email: 'checks@brook',
      from: null,
    });
    expect(accountListView(paged, { type: 'searched', email: '' })).toEqual(allAccounts);
  });
});

describe('the Verifiers screen’s address', () => {
  it('reads the search and the cursor, and writes them back', () => {
    const view = parseAccountListView(params('q=HR%40&after=uid-b'));
    expect(view).toEqual({ email: 'hr@', from: { after: 'uid-b' } });
    expect(accountListParams(view).toString()).toBe('q=hr%40&after=uid-b');
    expect(parseAccountListView(params('before=uid-c'))).toEqual({
      email: '',
      from: { before: 'uid-c' },
    });
    expect(accountListParams(allAccounts).toString()).toBe('');
  });

  it('leaves out a cursor that cannot be a uid, and keeps one cursor only', () => {
    expect(parseAccountListView(params('after=../x&q=%20'))).toEqual(allAccounts);
    expect(parseAccountListView(params(`before=${'a'.repeat(129)}`))).toEqual(allAccounts);
    expect(parseAccountListView(params('after=uid-b&before=uid-a')).from).toEqual({
      after: 'uid-b',
    });
  });
});

describe('accountCountText', () => {
  it('counts every account, or those a search matches', () => {
    expect(accountCountText(1200, '')).toBe('1,200 verifier accounts');
    expect(accountCountText(1, '')).toBe('1 verifier account');
    expect(accountCountText(0, '')).toBe('0 verifier accounts');
    expect(accountCountText(1, 'hr@')).toBe('1 account whose address starts with ‘hr@’');
    expect(accountCountText(3, 'hr')).toBe('3 accounts whose address starts with ‘hr’');
  });
});

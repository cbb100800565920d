import {
  allCentres,
  centreCountText,
  centreListParams,
  centreListView,
  parseCentreListView,
} from './centre-list-view';

const params = (query: string) => new URLSearchParams(query);

describe('centreListView', () => {
  it('pages on from the last centre shown, and back from the first', () => {
    const next = centreListView(allCentres, { type: 'next', after: '87583' });
    expect(next).toEqual({ term: '', from: { after: '87583' } });
    expect(centreListView(next, { type: 'previous', before: '87590' })).toEqual({
      term: '',
      from: { before: '87590' },
    });
  });

  it('starts a new search on its first page, trimmed', () => {
    const paged = { term: 'pen', from: { after: '87602' } };
    expect(centreListView(paged, { type: 'searched', term: '  harb ' })).toEqual({
      term: 'harb',
      from: null,
    });
    expect(centreListView(paged, { type: 'searched', term: '' })).toEqual(allCentres);
  });
});

describe('the Centres screen’s address', () => {
  it('reads the search and the cursor, and writes them back', () => {
    const view = parseCentreListView(params('q=pen&after=87602'));
    expect(view).toEqual({ term: 'pen', from: { after: '87602' } });
    expect(centreListParams(view).toString()).toBe('q=pen&after=87602');
    expect(parseCentreListView(params('before=44120'))).toEqual({
      term: '',
      from: { before: '44120' },
    });
    expect(centreListParams(allCentres).toString()).toBe('');
  });

  it('leaves out a cursor that is no centre number, and keeps one cursor only', () => {
    expect(parseCentreListView(params('after=../x&q=%20'))).toEqual(allCentres);
    expect(parseCentreListView(params('after=87583&before=90210')).from).toEqual({
      after: '87583',
    });
  });
});

describe('centreCountText', () => {
  it('counts every centre, or what a search matches', () => {
    expect(centreCountText(1500, '')).toBe('1,500 centres');
    expect(centreCountText(1, '')).toBe('1 centre');
    expect(centreCountText(3, 'pen')).toBe('3 centres match ‘pen’');
    expect(centreCountText(1, '876')).toBe('1 centre matches ‘876’');
    expect(centreCountText(0, 'zzz')).toBe('0 centres match ‘zzz’');
  });
});

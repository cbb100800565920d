import {
  directoryCountText,
  directoryParams,
  directoryView,
  isFiltered,
  parseDirectoryView,
  wholeDirectory,
} from './directory-view';

const params = (query: string) => new URLSearchParams(query);

describe('directoryView', () => {
  it('searches by the start of an address, in lower case, from the first page', () => {
    const paged = { ...wholeDirectory, from: { after: 'm.lee@harbour.example' } };
    expect(directoryView(paged, { type: 'searched', email: ' M.Lee ' })).toEqual({
      email: 'm.lee',
      centre: null,
      from: null,
    });
  });

  it('narrows to a centre, or widens to all, from the first page, keeping the search', () => {
    const searched = { email: 'm', centre: null, from: { before: 'p@x.example' } };
    const one = directoryView(searched, { type: 'centre-chosen', centre: '90210' });
    expect(one).toEqual({ email: 'm', centre: '90210', from: null });
    expect(directoryView(one, { type: 'centre-chosen', centre: null })).toEqual({
      email: 'm',
      centre: null,
      from: null,
    });
  });

  it('pages on from the last address shown, and back from the first', () => {
    const next = directoryView(wholeDirectory, { type: 'next', after: 'z@x.example' });
    expect(next.from).toEqual({ after: 'z@x.example' });
    expect(directoryView(next, { type: 'previous', before: 'a@x.example' }).from).toEqual({
      before: 'a@x.example',
    });
  });
});

describe('the Staff screen’s address', () => {
  it('reads the search, the centre and the cursor, and writes them back', () => {
    const view = parseDirectoryView(params('q=M.Lee&centre=90210&after=m.lee%2B1%40x.example'));
    expect(view).toEqual({ email: 'm.lee', centre: '90210', from: { after: 'm.lee+1@x.example' } });
    expect(parseDirectoryView(directoryParams(view))).toEqual(view);
    expect(directoryParams(wholeDirectory).toString()).toBe('');
    expect(isFiltered(view)).toBe(true);
    expect(isFiltered(wholeDirectory)).toBe(false);
  });

  it('leaves out a centre that is no centre number, and a cursor too long to be an address', () => {
    expect(parseDirectoryView(params(`centre=..%2Fx&before=${'a'.repeat(321)}`))).toEqual(
      wholeDirectory,
    );
  });
});

describe('directoryCountText', () => {
  it('counts the whole directory with its admins', () => {
    expect(directoryCountText({ people: 4683, admins: 2 }, wholeDirectory)).toBe(
      '4,683 people have staff access, 2 of them admins.',
    );
    expect(directoryCountText({ people: 1, admins: 1 }, wholeDirectory)).toBe(
      '1 person has staff access, 1 of them an admin.',
    );
  });

  it('counts what a filter holds', () => {
    expect(directoryCountText({ people: 2, admins: null }, { email: 'm', centre: '90210' })).toBe(
      '2 people at centre 90210 whose address starts with ‘m’.',
    );
    expect(directoryCountText({ people: 1, admins: null }, { email: '', centre: '90210' })).toBe(
      '1 person at centre 90210.',
    );
  });
});

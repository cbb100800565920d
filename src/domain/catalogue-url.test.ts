import {
  ALL_LEVELS,
  DEFAULT_CATALOGUE_STATE,
  MAX_SEARCH_LENGTH,
  type CatalogueState,
} from './catalogue';
import { parseCatalogueState, serialiseCatalogueState } from './catalogue-url';

describe('parseCatalogueState', () => {
  const parse = (query: string) => parseCatalogueState(new URLSearchParams(query));

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_CATALOGUE_STATE);
  });

  it('reads every parameter', () => {
    expect(
      parse(
        'search=teaching+assistant&sector=Direct+Learning+Support&level=Level+2&type=Award&page=2',
      ),
    ).toEqual({
      search: 'teaching assistant',
      sector: 'Direct Learning Support',
      level: 'Level 2',
      type: 'Award',
      page: 2,
    });
  });

  it('reads the links other pages make', () => {
    expect(parse('search=SEND')).toEqual({ ...DEFAULT_CATALOGUE_STATE, search: 'SEND' });
    expect(parse('sector=Administration')).toEqual({
      ...DEFAULT_CATALOGUE_STATE,
      sector: 'Administration',
    });
  });

  it('keeps the search text as typed, spaces included', () => {
    expect(parse('search=level+').search).toBe('level ');
  });

  it('cuts an overlong search', () => {
    expect(parse(`search=${'a'.repeat(500)}`).search).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('accepts options in any case and with stray spaces, giving the canonical value', () => {
    expect(parse('sector=administration').sector).toBe('Administration');
    expect(parse('sector=+TEACHING+AND+LECTURING+').sector).toBe('Teaching and Lecturing');
    expect(parse('level=level+4').level).toBe('Level 4');
    expect(parse('type=diploma').type).toBe('Diploma');
  });

  it('reads the "All ..." options as no filter', () => {
    expect(parse('sector=All+Sectors&level=All+Levels&type=All+Types')).toEqual(
      DEFAULT_CATALOGUE_STATE,
    );
  });

  it('ignores unknown option values', () => {
    expect(parse('sector=Healthcare&level=Level+7&type=Degree')).toEqual(DEFAULT_CATALOGUE_STATE);
    expect(parse('sector=&level=&type=')).toEqual(DEFAULT_CATALOGUE_STATE);
    expect(parse('level=3').level).toBe(ALL_LEVELS);
  });

  it('ignores a page that is not a positive whole number', () => {
    for (const page of ['0', '-2', '1.5', 'two', '', '1e3', '0x2', '99999']) {
      expect(parse(`page=${page}`).page).toBe(1);
    }
    expect(parse('page=007').page).toBe(7);
    expect(parse('page=9999').page).toBe(9999);
  });

  it('ignores parameters it does not know, and uses the first of repeated ones', () => {
    expect(parse('utm_source=newsletter&colour=red')).toEqual(DEFAULT_CATALOGUE_STATE);
    expect(parse('sector=Administration&sector=Teaching+and+Lecturing').sector).toBe(
      'Administration',
    );
  });
});

describe('serialiseCatalogueState', () => {
  const serialise = (state: Partial<CatalogueState>) =>
    serialiseCatalogueState({ ...DEFAULT_CATALOGUE_STATE, ...state }).toString();

  it('leaves every default out', () => {
    expect(serialise({})).toBe('');
    expect(serialise({ search: '   ', page: 1 })).toBe('');
  });

  it('writes what differs from the defaults, in a stable order', () => {
    expect(
      serialise({
        page: 3,
        type: 'Certificate',
        level: 'Level 2',
        sector: 'Direct Learning Support',
        search: 'teaching',
      }),
    ).toBe('search=teaching&sector=Direct+Learning+Support&level=Level+2&type=Certificate&page=3');
    expect(serialise({ level: 'Entry' })).toBe('level=Entry');
    expect(serialise({ page: 2 })).toBe('page=2');
  });

  it('keeps the search as typed so the search box does not lose a trailing space', () => {
    expect(serialise({ search: 'level ' })).toBe('search=level+');
  });

  it('leaves out a page that is not a whole number above 1', () => {
    expect(serialise({ page: 0 })).toBe('');
    expect(serialise({ page: 2.5 })).toBe('');
  });

  it('round-trips through parseCatalogueState', () => {
    const state: CatalogueState = {
      search: 'Assessing & quality',
      sector: 'Teaching and Lecturing',
      level: 'Level 4',
      type: 'Award',
      page: 2,
    };
    expect(parseCatalogueState(serialiseCatalogueState(state))).toEqual(state);
    expect(parseCatalogueState(serialiseCatalogueState(DEFAULT_CATALOGUE_STATE))).toEqual(
      DEFAULT_CATALOGUE_STATE,
    );
  });
});

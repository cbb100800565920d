import {
  ALL_LEVELS,
  ALL_SECTORS,
  ALL_TYPES,
  DEFAULT_CATALOGUE_STATE,
  DEFAULT_FILTERS,
  LEVEL_OPTIONS,
  PAGE_SIZE,
  SECTOR_OPTIONS,
  TYPE_OPTIONS,
  creditValue,
  describeResults,
  filterQualifications,
  findQualification,
  hasActiveFilters,
  levelLabel,
  paginate,
  typeForCredits,
  withFilters,
  type CatalogueFilters,
  type CatalogueState,
  type DetailedQualification,
  type Qualification,
} from './catalogue';

function qualification(
  overrides: Partial<DetailedQualification> & Pick<DetailedQualification, 'id'>,
) {
  return {
    title: 'Larkfield Level 2 Award in Something (RQF)',
    level: 'Level 2',
    sector: 'Administration',
    type: 'Award',
    tqt: 100,
    glh: 60,
    minimumAge: 16,
    description: 'A description.',
    overview: 'An overview.',
    audience: [],
    entryRequirements: [],
    units: [],
    rulesOfCombination: 'All units.',
    assessment: [],
    progression: [],
    image: '/images/qualifications/administration.svg',
    ...overrides,
  } satisfies DetailedQualification;
}

const catalogue: Qualification[] = [
  qualification({
    id: 'stl-2',
    title: 'Larkfield Level 2 Certificate in Supporting Teaching and Learning (RQF)',
    sector: 'Direct Learning Support',
    level: 'Level 2',
    type: 'Certificate',
    description: 'For teaching assistants supporting children’s learning in a school.',
  }),
  qualification({
    id: 'send-3',
    title: 'Larkfield Level 3 Award in Supporting Learners with SEND (RQF)',
    sector: 'Direct Learning Support',
    level: 'Level 3',
    type: 'Award',
    description: 'Special educational needs and disabilities in schools and colleges.',
  }),
  qualification({
    id: 'admin-1',
    title: 'Larkfield Level 1 Award in Business Administration (RQF)',
    sector: 'Administration',
    level: 'Level 1',
    type: 'Award',
    description: 'Filing, documents and the telephone.',
  }),
  qualification({
    id: 'admin-3',
    title: 'Larkfield Level 3 Diploma in Business Administration (RQF)',
    sector: 'Administration',
    level: 'Level 3',
    type: 'Diploma',
    description: 'Managing information, projects and budgets.',
  }),
  qualification({
    id: 'aet-3',
    title: 'Larkfield Level 3 Award in Education and Training (RQF)',
    sector: 'Teaching and Lecturing',
    level: 'Level 3',
    type: 'Award',
    description: 'An introduction to teaching in further education.',
  }),
  qualification({
    id: 'office-entry',
    title: 'Larkfield Entry Level 3 Award in Office Skills (RQF)',
    sector: 'Administration',
    level: 'Entry',
    type: 'Award',
    description: 'A first step into office work.',
  }),
];

const ids = (list: Qualification[]) => list.map((item) => item.id);
const filters = (changes: Partial<CatalogueFilters>): CatalogueFilters => ({
  ...DEFAULT_FILTERS,
  ...changes,
});

describe('option lists', () => {
  it('match the catalogue’s options, with the "All ..." option first', () => {
    expect(SECTOR_OPTIONS).toEqual([
      'All Sectors',
      'Direct Learning Support',
      'Administration',
      'Teaching and Lecturing',
    ]);
    expect(LEVEL_OPTIONS).toEqual([
      'All Levels',
      'Entry',
      'Level 1',
      'Level 2',
      'Level 3',
      'Level 4',
    ]);
    expect(TYPE_OPTIONS).toEqual(['All Types', 'Award', 'Certificate', 'Diploma']);
    expect(PAGE_SIZE).toBe(6);
  });
});

describe('levelLabel', () => {
  it('spells out Entry Level and leaves numbered levels alone', () => {
    expect(levelLabel('Entry')).toBe('Entry Level');
    expect(levelLabel('Level 1')).toBe('Level 1');
    expect(levelLabel('Level 4')).toBe('Level 4');
  });
});

describe('creditValue and typeForCredits', () => {
  it('gives one credit per ten hours of TQT', () => {
    expect(creditValue(90)).toBe(9);
    expect(creditValue(120)).toBe(12);
    expect(creditValue(480)).toBe(48);
    expect(creditValue(125)).toBe(13);
  });

  it('sizes a qualification by the RQF bands', () => {
    expect(typeForCredits(1)).toBe('Award');
    expect(typeForCredits(12)).toBe('Award');
    expect(typeForCredits(13)).toBe('Certificate');
    expect(typeForCredits(36)).toBe('Certificate');
    expect(typeForCredits(37)).toBe('Diploma');
    expect(typeForCredits(48)).toBe('Diploma');
  });
});

describe('filterQualifications', () => {
  it('returns everything, in order, when no filter is set', () => {
    expect(ids(filterQualifications(catalogue, DEFAULT_FILTERS))).toEqual(ids(catalogue));
  });

  it('treats the "All ..." options as no filter', () => {
    const all = filters({ sector: ALL_SECTORS, level: ALL_LEVELS, type: ALL_TYPES });
    expect(filterQualifications(catalogue, all)).toHaveLength(catalogue.length);
  });

  it('filters by sector alone, exactly', () => {
    expect(ids(filterQualifications(catalogue, filters({ sector: 'Administration' })))).toEqual([
      'admin-1',
      'admin-3',
      'office-entry',
    ]);
    expect(
      ids(filterQualifications(catalogue, filters({ sector: 'Teaching and Lecturing' }))),
    ).toEqual(['aet-3']);
  });

  it('filters by level alone, exactly (Level 3 does not match Entry Level 3)', () => {
    expect(ids(filterQualifications(catalogue, filters({ level: 'Level 3' })))).toEqual([
      'send-3',
      'admin-3',
      'aet-3',
    ]);
    expect(ids(filterQualifications(catalogue, filters({ level: 'Entry' })))).toEqual([
      'office-entry',
    ]);
    expect(filterQualifications(catalogue, filters({ level: 'Level 4' }))).toEqual([]);
  });

  it('filters by type alone, exactly', () => {
    expect(ids(filterQualifications(catalogue, filters({ type: 'Diploma' })))).toEqual(['admin-3']);
    expect(ids(filterQualifications(catalogue, filters({ type: 'Certificate' })))).toEqual([
      'stl-2',
    ]);
  });

  it('matches the keyword in the title, case-insensitively', () => {
    expect(ids(filterQualifications(catalogue, filters({ search: 'ADMINISTRATION' })))).toEqual([
      'admin-1',
      'admin-3',
      // Its sector is Administration.
      'office-entry',
    ]);
    expect(
      ids(filterQualifications(catalogue, filters({ search: 'EDUCATION AND TRAINING' }))),
    ).toEqual(['aet-3']);
  });

  it('matches the keyword in the sector', () => {
    expect(ids(filterQualifications(catalogue, filters({ search: 'direct learning' })))).toEqual([
      'stl-2',
      'send-3',
    ]);
  });

  it('matches the keyword in the description', () => {
    expect(ids(filterQualifications(catalogue, filters({ search: 'budgets' })))).toEqual([
      'admin-3',
    ]);
    expect(ids(filterQualifications(catalogue, filters({ search: 'Further Education' })))).toEqual([
      'aet-3',
    ]);
  });

  it('does not search fields other than title, sector and description', () => {
    const hidden = [qualification({ id: 'x', overview: 'zebra', rulesOfCombination: 'zebra' })];
    expect(filterQualifications(hidden, filters({ search: 'zebra' }))).toEqual([]);
  });

  it('requires every word of the keyword, in any of the three fields', () => {
    expect(ids(filterQualifications(catalogue, filters({ search: 'level 3 award' })))).toEqual([
      'send-3',
      'aet-3',
      'office-entry',
    ]);
    expect(ids(filterQualifications(catalogue, filters({ search: 'teaching school' })))).toEqual([
      'stl-2',
    ]);
    expect(filterQualifications(catalogue, filters({ search: 'teaching budgets' }))).toEqual([]);
  });

  it('ignores surrounding and repeated white space; blank means no keyword', () => {
    expect(ids(filterQualifications(catalogue, filters({ search: '  budgets  ' })))).toEqual([
      'admin-3',
    ]);
    expect(ids(filterQualifications(catalogue, filters({ search: 'level   1' })))).toEqual([
      'admin-1',
    ]);
    expect(filterQualifications(catalogue, filters({ search: ' \t ' }))).toHaveLength(6);
  });

  it('treats straight and curly apostrophes alike', () => {
    expect(ids(filterQualifications(catalogue, filters({ search: "children's" })))).toEqual([
      'stl-2',
    ]);
    expect(ids(filterQualifications(catalogue, filters({ search: 'children’s' })))).toEqual([
      'stl-2',
    ]);
  });

  it('treats the keyword as text, not a pattern', () => {
    expect(filterQualifications(catalogue, filters({ search: '.*' }))).toEqual([]);
    expect(filterQualifications(catalogue, filters({ search: '[' }))).toEqual([]);
  });

  it('combines every filter with AND', () => {
    expect(
      ids(
        filterQualifications(
          catalogue,
          filters({ sector: 'Administration', level: 'Level 3', type: 'Diploma' }),
        ),
      ),
    ).toEqual(['admin-3']);
    expect(
      ids(filterQualifications(catalogue, filters({ sector: 'Administration', type: 'Award' }))),
    ).toEqual(['admin-1', 'office-entry']);
    expect(
      ids(filterQualifications(catalogue, filters({ search: 'award', level: 'Level 3' }))),
    ).toEqual(['send-3', 'aet-3']);
    expect(
      filterQualifications(
        catalogue,
        filters({ search: 'award', sector: 'Teaching and Lecturing', type: 'Diploma' }),
      ),
    ).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const copy = [...catalogue];
    filterQualifications(catalogue, filters({ sector: 'Administration' }));
    expect(catalogue).toEqual(copy);
  });
});

describe('paginate', () => {
  const numbers = Array.from({ length: 23 }, (_, index) => index + 1);

  it('shows six items per page', () => {
    expect(paginate(numbers, 1)).toEqual({
      items: [1, 2, 3, 4, 5, 6],
      page: 1,
      pageCount: 4,
      total: 23,
      from: 1,
      to: 6,
    });
    expect(paginate(numbers, 2).items).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it('shows the remainder on the last page', () => {
    expect(paginate(numbers, 4)).toMatchObject({ items: [19, 20, 21, 22, 23], from: 19, to: 23 });
  });

  it('clamps a page past the end to the last page', () => {
    expect(paginate(numbers, 5)).toMatchObject({ page: 4, from: 19, to: 23 });
    expect(paginate(numbers, 9999).page).toBe(4);
  });

  it('clamps a page before the start, or not a number, to the first page', () => {
    expect(paginate(numbers, 0).page).toBe(1);
    expect(paginate(numbers, -3).page).toBe(1);
    expect(paginate(numbers, Number.NaN).page).toBe(1);
    expect(paginate(numbers, Number.POSITIVE_INFINITY).page).toBe(1);
  });

  it('rounds a fractional page down', () => {
    expect(paginate(numbers, 2.7).page).toBe(2);
  });

  it('has exactly one page at the boundaries of a page size', () => {
    expect(paginate(numbers.slice(0, 6), 1)).toMatchObject({ pageCount: 1, from: 1, to: 6 });
    expect(paginate(numbers.slice(0, 7), 2)).toMatchObject({
      pageCount: 2,
      items: [7],
      from: 7,
      to: 7,
    });
    expect(paginate(numbers.slice(0, 12), 3)).toMatchObject({ pageCount: 2, page: 2 });
  });

  it('has one empty page when there is nothing to show', () => {
    expect(paginate([], 3)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  });

  it('accepts another page size', () => {
    expect(paginate(numbers, 3, 10)).toMatchObject({ items: [21, 22, 23], pageCount: 3 });
  });
});

describe('describeResults', () => {
  const numbers = Array.from({ length: 23 }, (_, index) => index);

  it('describes the range shown and the total', () => {
    expect(describeResults(paginate(numbers, 1))).toBe('Showing 1–6 of 23 qualifications');
    expect(describeResults(paginate(numbers, 4))).toBe('Showing 19–23 of 23 qualifications');
    expect(describeResults(paginate(numbers.slice(0, 2), 1))).toBe(
      'Showing 1–2 of 2 qualifications',
    );
  });

  it('uses the singular for one result and the spec wording for none', () => {
    expect(describeResults(paginate([1], 1))).toBe('Showing 1 of 1 qualification');
    expect(describeResults(paginate([], 1))).toBe('No qualifications found.');
  });
});

describe('withFilters and hasActiveFilters', () => {
  it('applies a filter change and goes back to page 1', () => {
    const state: CatalogueState = { ...DEFAULT_CATALOGUE_STATE, search: 'care', page: 3 };
    expect(withFilters(state, { sector: 'Administration' })).toEqual({
      ...state,
      sector: 'Administration',
      page: 1,
    });
    expect(withFilters(state, {})).toEqual({ ...state, page: 1 });
  });

  it('knows whether anything is filtered', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ search: '   ' }))).toBe(false);
    expect(hasActiveFilters(filters({ search: 'x' }))).toBe(true);
    expect(hasActiveFilters(filters({ sector: 'Administration' }))).toBe(true);
    expect(hasActiveFilters(filters({ level: 'Entry' }))).toBe(true);
    expect(hasActiveFilters(filters({ type: 'Award' }))).toBe(true);
  });
});

describe('findQualification', () => {
  it('finds a qualification by its id', () => {
    expect(findQualification(catalogue, 'admin-3')?.title).toContain('Diploma');
  });

  it('finds nothing for an unknown, empty or missing id', () => {
    expect(findQualification(catalogue, 'admin-9')).toBeUndefined();
    expect(findQualification(catalogue, 'ADMIN-3')).toBeUndefined();
    expect(findQualification(catalogue, '')).toBeUndefined();
    expect(findQualification(catalogue, undefined)).toBeUndefined();
  });
});

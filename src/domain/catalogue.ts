/**
 * The qualification catalogue's rules (docs/product.md, Qualification catalogue): the option lists,
 * the keyword and drop-down filters, paging, and the catalogue's state as it is written in the URL.
 * Pure functions only, so the page, the seed script and the tests agree.
 */

export const SECTORS = [
  'Direct Learning Support',
  'Administration',
  'Teaching and Lecturing',
] as const;
export const LEVELS = ['Entry', 'Level 1', 'Level 2', 'Level 3', 'Level 4'] as const;
export const QUALIFICATION_TYPES = ['Award', 'Certificate', 'Diploma'] as const;

export type Sector = (typeof SECTORS)[number];
export type Level = (typeof LEVELS)[number];
type QualificationType = (typeof QUALIFICATION_TYPES)[number];

export const ALL_SECTORS = 'All Sectors';
export const ALL_LEVELS = 'All Levels';
export const ALL_TYPES = 'All Types';

/** The drop-downs' options, in display order; the first of each means "no filter". */
export const SECTOR_OPTIONS = [ALL_SECTORS, ...SECTORS] as const;
export const LEVEL_OPTIONS = [ALL_LEVELS, ...LEVELS] as const;
export const TYPE_OPTIONS = [ALL_TYPES, ...QUALIFICATION_TYPES] as const;

type SectorOption = (typeof SECTOR_OPTIONS)[number];
type LevelOption = (typeof LEVEL_OPTIONS)[number];
type TypeOption = (typeof TYPE_OPTIONS)[number];

export const PAGE_SIZE = 6;

/** Longer keywords are cut, so a pasted essay cannot make every keystroke slow. */
export const MAX_SEARCH_LENGTH = 100;

export type QualificationUnit = {
  title: string;
  /** Guided learning hours for the unit. */
  glh: number;
  mandatory: boolean;
};

/** A qualification as the catalogue lists and searches it. */
export type Qualification = {
  /** Stable kebab-case id, used in /qualifications/:id. */
  id: string;
  title: string;
  level: Level;
  sector: Sector;
  type: QualificationType;
  /** Total qualification time, in hours. */
  tqt: number;
  /** One or two sentences: the card, the detail page's introduction and its meta description. */
  description: string;
  /** Public path of the sector illustration. */
  image: string;
};

/**
 * What only the detail page shows. Kept apart from the catalogue's list, so that the catalogue
 * page does not download every qualification's full text.
 */
export type QualificationDetails = {
  /** Guided learning hours. */
  glh: number;
  minimumAge: number;
  /** The fuller explanation on the detail page. */
  overview: string;
  /** Who the qualification is for. */
  audience: string[];
  entryRequirements: string[];
  units: QualificationUnit[];
  /** How the units combine to achieve the qualification. */
  rulesOfCombination: string;
  assessment: string[];
  progression: string[];
};

export type DetailedQualification = Qualification & QualificationDetails;

export type CatalogueFilters = {
  search: string;
  sector: SectorOption;
  level: LevelOption;
  type: TypeOption;
};

export type CatalogueState = CatalogueFilters & { page: number };

export const DEFAULT_FILTERS: CatalogueFilters = {
  search: '',
  sector: ALL_SECTORS,
  level: ALL_LEVELS,
  type: ALL_TYPES,
};

export const DEFAULT_CATALOGUE_STATE: CatalogueState = { ...DEFAULT_FILTERS, page: 1 };

/** How a level reads on its own: 'Entry Level' rather than the bare filter value 'Entry'. */
export function levelLabel(level: Level): string {
  return level === 'Entry' ? 'Entry Level' : level;
}

/** RQF credit value: one credit for every ten hours of total qualification time. */
export function creditValue(tqt: number): number {
  return Math.round(tqt / 10);
}

/**
 * The RQF size a qualification's type must match: an Award is 1-12 credits, a Certificate 13-36
 * and a Diploma 37 or more.
 */
export function typeForCredits(credits: number): QualificationType {
  if (credits <= 12) return 'Award';
  if (credits <= 36) return 'Certificate';
  return 'Diploma';
}

/** Lower case, with curly apostrophes made straight so "children's" finds "children’s". */
function foldForSearch(text: string): string {
  return text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
}

function keywordsOf(search: string): string[] {
  return foldForSearch(search).split(/\s+/).filter(Boolean);
}

/**
 * The keyword matches case-insensitively against title, sector or description; sector, level and
 * type need an exact match and 'All ...' means no filter. Several words narrow the search: each
 * must appear somewhere in those three fields, so "teaching level 3" finds what a visitor expects
 * as well as any exact phrase would.
 */
export function filterQualifications<Q extends Qualification>(
  qualifications: readonly Q[],
  filters: CatalogueFilters,
): Q[] {
  const keywords = keywordsOf(filters.search);
  return qualifications.filter((qualification) => {
    if (filters.sector !== ALL_SECTORS && qualification.sector !== filters.sector) return false;
    if (filters.level !== ALL_LEVELS && qualification.level !== filters.level) return false;
    if (filters.type !== ALL_TYPES && qualification.type !== filters.type) return false;
    if (keywords.length === 0) return true;
    const haystack = foldForSearch(
      [qualification.title, qualification.sector, qualification.description].join('\n'),
    );
    return keywords.every((keyword) => haystack.includes(keyword));
  });
}

type ResultPage<T> = {
  items: T[];
  /** The page shown: the requested page, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based position of the first and last item shown; both 0 when there are none. */
  from: number;
  to: number;
};

export function paginate<T>(
  items: readonly T[],
  requestedPage: number,
  pageSize: number = PAGE_SIZE,
): ResultPage<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const wanted = Number.isFinite(requestedPage) ? Math.floor(requestedPage) : 1;
  const page = Math.min(Math.max(wanted, 1), pageCount);
  const start = (page - 1) * pageSize;
  const pageItems = items.slice(start, start + pageSize);
  return {
    items: pageItems,
    page,
    pageCount,
    total,
    from: total === 0 ? 0 : start + 1,
    to: start + pageItems.length,
  };
}

/** The result count line, e.g. 'Showing 1–6 of 23 qualifications'. */
export function describeResults({ total, from, to }: ResultPage<unknown>): string {
  if (total === 0) return 'No qualifications found.';
  if (total === 1) return 'Showing 1 of 1 qualification';
  return `Showing ${from}–${to} of ${total} qualifications`;
}

/** Any filter change starts again from the first page. */
export function withFilters(
  state: CatalogueState,
  changes: Partial<CatalogueFilters>,
): CatalogueState {
  return { ...state, ...changes, page: 1 };
}

export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.sector !== ALL_SECTORS ||
    filters.level !== ALL_LEVELS ||
    filters.type !== ALL_TYPES
  );
}

export function findQualification<Q extends Qualification>(
  qualifications: readonly Q[],
  id: string | undefined,
): Q | undefined {
  if (!id) return undefined;
  return qualifications.find((qualification) => qualification.id === id);
}

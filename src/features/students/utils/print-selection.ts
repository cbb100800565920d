import { parseStudentSearch, type StudentSearch } from './student-search';

/** The most certificates printed in one go: a centre's claim rarely runs past it. */
export const PRINT_LIMIT = 200;

/** Which certificates the print page shows, as its address gives them. */
export type PrintSelection =
  | { kind: 'ids'; ids: string[] }
  | { kind: 'search'; term: string; search: StudentSearch }
  | { kind: 'invalid'; reason: string };

/**
 * `?id=a&id=b` (rows chosen on the Student List, in that order) or `?q=term` (every result of a
 * search by number or surname). The whole register is never printed in one go.
 */
export function parsePrintSelection(params: URLSearchParams): PrintSelection {
  const ids = [...new Set(params.getAll('id').map((id) => id.trim()))].filter(Boolean);
  if (ids.length > PRINT_LIMIT) {
    return {
      kind: 'invalid',
      reason: `At most ${PRINT_LIMIT} certificates can be printed at once.`,
    };
  }
  if (ids.length > 0) return { kind: 'ids', ids };
  const term = params.get('q')?.trim() ?? '';
  const search = parseStudentSearch(term);
  if (search.kind === 'all') {
    return {
      kind: 'invalid',
      reason: 'Choose certificates on the Student List, or search for them, to print them.',
    };
  }
  return { kind: 'search', term, search };
}

/** Whether 'Print all N results' is offered: a search, shown in full, of up to the limit. */
export function canPrintAllResults(
  search: StudentSearch,
  count: number,
  hasMore: boolean,
): boolean {
  return search.kind !== 'all' && !hasMore && count > 0 && count <= PRINT_LIMIT;
}

import type { PrintSelection } from '../utils/print-selection';
import type { StudentSearch } from '../utils/student-search';

/** Every student-list query's key, from one place (docs/decisions/020-staff-data-layer.md). */
export const studentKeys = {
  all: ['students'] as const,
  lists: () => [...studentKeys.all, 'list'] as const,
  /** The pages of one search, each page's cursor leading to the next. */
  list: (search: StudentSearch) => [...studentKeys.lists(), search] as const,
  /** The certificates of one print run, as its address chose them. */
  print: (selection: PrintSelection) => [...studentKeys.all, 'print', selection] as const,
};

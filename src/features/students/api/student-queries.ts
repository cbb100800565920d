import { queryOptions } from '@tanstack/react-query';

import { pagedQueryOptions } from '@/lib/use-paged-query';

import type { PrintSelection } from '../utils/print-selection';
import type { StudentSearch } from '../utils/student-search';
import type { PrintApi } from './print-batch';
import type { PageCursor, StudentListApi } from './student-list-api';

type PrintableSelection = Exclude<PrintSelection, { kind: 'invalid' }>;

/**
 * Every student-list query, its key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md).
 */
export const studentQueries = {
  all: ['students'] as const,
  lists: () => [...studentQueries.all, 'list'] as const,
  /** The pages of one search, each page's cursor leading to the next. */
  list: (api: StudentListApi, search: StudentSearch) =>
    pagedQueryOptions({
      queryKey: [...studentQueries.lists(), search] as const,
      fetchPage: (after: PageCursor | null) => api.fetchPage(search, after),
      errorMessage: 'Could not load the student list.',
    }),
  /** The certificates of one print run, as its address chose them. */
  print: (api: PrintApi, selection: PrintSelection) =>
    queryOptions({
      queryKey: [...studentQueries.all, 'print', selection] as const,
      queryFn: () => api.fetchBatch(selection as PrintableSelection),
      enabled: selection.kind !== 'invalid',
      meta: { errorMessage: 'Could not load the certificates to print.' },
    }),
};

import { queryOptions } from '@tanstack/react-query';

import type { QueryScope } from '@/domain/query-scope';
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
  /** The pages of one search within one scope, each page's cursor leading to the next. */
  list: (api: StudentListApi, search: StudentSearch, scope: QueryScope) =>
    pagedQueryOptions({
      queryKey: [...studentQueries.lists(), search, scope] as const,
      fetchPage: (after: PageCursor | null) => api.fetchPage(search, after, scope),
      errorMessage: 'Could not load the student list.',
    }),
  /** The certificates of one print run, as its address chose them. */
  print: (api: PrintApi, selection: PrintSelection, scope: QueryScope) =>
    queryOptions({
      queryKey: [...studentQueries.all, 'print', selection, scope] as const,
      queryFn: () => api.fetchBatch(selection as PrintableSelection, scope),
      enabled: selection.kind !== 'invalid',
      meta: { errorMessage: 'Could not load the certificates to print.' },
    }),
};

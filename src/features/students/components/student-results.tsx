import type { Dispatch, RefObject } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/components/use-media-query';
import type { Certificate } from '@/domain/certificate';
import type { NextPageState } from '@/lib/use-paged-query';

import type { StudentSearchParams } from '../hooks/use-student-search-params';
import {
  highlightedId,
  type StudentListEvent,
  type StudentListScreen,
} from '../utils/student-list-screen';
import { captionFor, certificatesText } from '../utils/student-list-text';
import type { StudentSearch } from '../utils/student-search';
import { PrintBar } from './print-bar';
import { StudentCards } from './student-cards';
import { StudentsTable } from './students-table';

type StudentResultsProps = {
  rows: readonly Certificate[];
  hasMore: boolean;
  search: StudentSearch;
  params: StudentSearchParams;
  screen: StudentListScreen;
  dispatch: Dispatch<StudentListEvent>;
  nextPage: NextPageState;
  onShowMore: () => void;
  /** The count, where focus goes once the last page is in. */
  countRef: RefObject<HTMLParagraphElement | null>;
};

/** The rows a search found: their count, batch printing, the records, and 'Load more'. */
export function StudentResults({
  rows,
  hasMore,
  search,
  params,
  screen,
  dispatch,
  nextPage,
  onShowMore,
  countRef,
}: StudentResultsProps) {
  // A table from 640 px (Tailwind's sm), one card per learner below.
  const Records = useMediaQuery('(min-width: 40rem)', true) ? StudentsTable : StudentCards;
  return (
    <>
      <p
        ref={countRef}
        tabIndex={-1}
        aria-live="polite"
        className="font-medium text-slate-800 focus:outline-none"
      >
        Showing {certificatesText(rows.length)}
      </p>
      <PrintBar
        selectedIds={screen.printIds}
        onClear={() => dispatch({ type: 'print-cleared' })}
        search={search}
        term={params.term}
        centre={params.centre}
        count={rows.length}
        hasMore={hasMore}
      />
      <Records
        rows={rows}
        caption={captionFor(search, params.term)}
        onView={(certificate) => dispatch({ type: 'opened', certificate })}
        highlightedId={highlightedId(screen)}
        selectedIds={new Set(screen.printIds)}
        onToggleSelected={({ id }) => dispatch({ type: 'print-toggled', id })}
      />
      {nextPage.error ? (
        <Alert tone="error" role="alert" title="More certificates could not be loaded.">
          <p>{nextPage.error}</p>
        </Alert>
      ) : null}
      {hasMore ? (
        <Button
          variant="outline"
          aria-disabled={nextPage.loading || undefined}
          onClick={onShowMore}
        >
          {nextPage.loading ? 'Loading more...' : nextPage.error ? 'Retry' : 'Load more'}
        </Button>
      ) : null}
    </>
  );
}

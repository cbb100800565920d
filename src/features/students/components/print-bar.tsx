import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { PRINT_LIMIT, canPrintAllResults } from '../utils/print-selection';
import type { StudentSearch } from '../utils/student-search';

type PrintBarProps = {
  /** Rows ticked for printing, in the order they were ticked; kept across searches. */
  selectedIds: readonly string[];
  onClear: () => void;
  search: StudentSearch;
  term: string;
  /** An admin's chosen centre, which the print run keeps to. */
  centre: string | null;
  /** The rows the search shows, and whether more remain to load. */
  count: number;
  hasMore: boolean;
};

/** Batch printing on the Student List: the ticked rows, or every result of a search. */
export function PrintBar({
  selectedIds,
  onClear,
  search,
  term,
  centre,
  count,
  hasMore,
}: PrintBarProps) {
  const allResults = canPrintAllResults(search, count, hasMore);
  const tooMany = selectedIds.length > PRINT_LIMIT;
  if (selectedIds.length === 0 && !allResults) return null;
  return (
    <div className="flex flex-wrap items-center gap-3" aria-label="Printing" role="group">
      {selectedIds.length > 0 ? (
        <>
          <p className="font-medium text-slate-800">
            {selectedIds.length} selected for printing
            {tooMany ? ` (at most ${PRINT_LIMIT} at once)` : ''}
          </p>
          {tooMany ? null : (
            <ButtonLink
              to={paths.dashboard.printCertificates.getHref({ ids: selectedIds })}
              size="sm"
            >
              Print selected
            </ButtonLink>
          )}
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear selection
          </Button>
        </>
      ) : null}
      {allResults ? (
        <ButtonLink
          to={paths.dashboard.printCertificates.getHref({
            search: term,
            centre: centre ?? undefined,
          })}
          variant="outline"
          size="sm"
        >
          Print all {count} results
        </ButtonLink>
      ) : null}
    </div>
  );
}

import { CentreFilterSelect } from '@/components/centre-filter-select';
import type { Centre } from '@/domain/centres';

import type { StudentSearchParams } from '../hooks/use-student-search-params';
import { StatusFilterSelect } from './status-filter-select';
import { StudentSearchForm } from './student-search-form';

type StudentFiltersProps = {
  params: StudentSearchParams;
  /** Only an admin chooses a centre; a centre's staff see their own centre's learners. */
  isAdmin: boolean;
  /** Every centre, for an admin's choice; undefined while they load. */
  centres: readonly Centre[] | undefined;
};

/** What the Student List shows: a search, a status, and an admin's centre, each kept in the URL. */
export function StudentFilters({ params, isAdmin, centres }: StudentFiltersProps) {
  const { term, status, centre, change } = params;
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <StudentSearchForm term={term} onSearch={(next) => change({ term: next })} />
      <StatusFilterSelect value={status} onChange={(next) => change({ status: next })} />
      {isAdmin ? (
        <CentreFilterSelect
          centres={centres}
          value={centre}
          onChange={(next) => change({ centre: next })}
        />
      ) : null}
    </div>
  );
}

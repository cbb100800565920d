import { CentrePicker } from '@/components/centre-picker';
import type { CentrePickerApi } from '@/lib/centre-queries';
import { ListSearchForm } from '@/components/list-search-form';

import type { StudentSearchParams } from '../hooks/use-student-search-params';
import { StatusFilterSelect } from './status-filter-select';

type StudentFiltersProps = {
  params: StudentSearchParams;
  /**
   * The centre picker, for an admin's choice of centre; null for a centre's staff, who see their
   * own centre's learners.
   */
  picker: CentrePickerApi | null;
};

/** What the Student List shows: a search, a status, and an admin's centre, each kept in the URL. */
export function StudentFilters({ params, picker }: StudentFiltersProps) {
  const { term, status, centre, change } = params;
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <ListSearchForm
        label="Search records"
        hint="A full certificate number (086525417), a full student number (Q8825533), or the first letters of a surname."
        term={term}
        onSearch={(next) => change({ term: next })}
      />
      <StatusFilterSelect value={status} onChange={(next) => change({ status: next })} />
      {picker ? (
        <CentrePicker
          api={picker}
          label="Centre"
          emptyLabel="All centres"
          value={centre}
          onChange={(next) => change({ centre: next })}
          className="w-full sm:w-72"
        />
      ) : null}
    </div>
  );
}

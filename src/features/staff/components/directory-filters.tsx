import { CentrePicker } from '@/components/centre-picker';
import { ListSearchForm } from '@/components/list-search-form';
import type { CentrePickerApi } from '@/lib/centre-queries';

import type { DirectoryFilter } from '../utils/directory-view';

type DirectoryFiltersProps = {
  picker: CentrePickerApi;
  view: DirectoryFilter;
  onSearch: (email: string) => void;
  onCentre: (centre: string | null) => void;
};

/** The directory's search by the start of an address, and its centre, of any status. */
export function DirectoryFilters({ picker, view, onSearch, onCentre }: DirectoryFiltersProps) {
  return (
    <div className="mt-4 flex flex-wrap items-start gap-x-6 gap-y-4">
      <ListSearchForm
        label="Find by e-mail"
        hint="The first letters of an address."
        term={view.email}
        inputMode="email"
        className="min-w-0 flex-1 basis-80"
        onSearch={onSearch}
      />
      <CentrePicker
        api={picker}
        label="Filter by centre"
        emptyLabel="All centres"
        hint="Its number or the start of its name."
        value={view.centre}
        onChange={onCentre}
        className="w-full sm:w-72"
      />
    </div>
  );
}

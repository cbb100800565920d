import { useId } from 'react';

import { controlClass } from '@/components/ui/field';

import { statusFilterLabels, statusFilters, type StatusFilter } from '../utils/student-search';

type StatusFilterSelectProps = {
  value: StatusFilter | null;
  onChange: (value: StatusFilter | null) => void;
};

/** Narrows the list to one status; the list follows at once, and the choice is kept in the URL. */
export function StatusFilterSelect({ value, onChange }: StatusFilterSelectProps) {
  const id = useId();
  return (
    <div className="w-full sm:w-64">
      <label htmlFor={id} className="block font-semibold text-slate-900">
        Status
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) =>
          onChange(event.target.value ? (event.target.value as StatusFilter) : null)
        }
        className={`${controlClass} mt-2`}
      >
        <option value="">All statuses</option>
        {statusFilters.map((filter) => (
          <option key={filter} value={filter}>
            {statusFilterLabels[filter]}
          </option>
        ))}
      </select>
    </div>
  );
}

import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import {
  LEVEL_OPTIONS,
  MAX_SEARCH_LENGTH,
  SECTOR_OPTIONS,
  TYPE_OPTIONS,
  type CatalogueFilters as Filters,
} from '@/domain/catalogue';

type CatalogueFiltersProps = {
  searchText: string;
  filters: Filters;
  onSearchTextChange: (text: string) => void;
  onFiltersChange: (changes: Partial<Omit<Filters, 'search'>>) => void;
  onReset: () => void;
  /** Enter in the search box: results already follow the text, so this only brings them into view. */
  onSubmit: () => void;
};

/** Narrows an <option> value back to its union type; anything else is ignored. */
function pick<T extends string>(options: readonly T[], value: string): T | undefined {
  return options.find((option) => option === value);
}

export function CatalogueFilters({
  searchText,
  filters,
  onSearchTextChange,
  onFiltersChange,
  onReset,
  onSubmit,
}: CatalogueFiltersProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Form
      role="search"
      aria-label="Qualifications"
      onSubmit={handleSubmit}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 shadow-sm sm:p-6 print:hidden"
    >
      <div className="grid gap-4 min-[400px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <TextField
          label="Keyword"
          type="search"
          name="search"
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
          placeholder="e.g. teaching assistant"
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="min-[400px]:col-span-2 sm:col-span-3 lg:col-span-1"
        />
        <SelectField
          label="Sector"
          name="sector"
          className="min-[400px]:col-span-2 sm:col-span-1"
          value={filters.sector}
          onChange={(event) => {
            const sector = pick(SECTOR_OPTIONS, event.target.value);
            if (sector) onFiltersChange({ sector });
          }}
        >
          {SECTOR_OPTIONS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </SelectField>
        <SelectField
          label="Level"
          name="level"
          value={filters.level}
          onChange={(event) => {
            const level = pick(LEVEL_OPTIONS, event.target.value);
            if (level) onFiltersChange({ level });
          }}
        >
          {LEVEL_OPTIONS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </SelectField>
        <SelectField
          label="Type"
          name="type"
          value={filters.type}
          onChange={(event) => {
            const type = pick(TYPE_OPTIONS, event.target.value);
            if (type) onFiltersChange({ type });
          }}
        >
          {TYPE_OPTIONS.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Results update as you type or choose. The keyword searches titles, sectors and
          descriptions.
        </p>
        <Button variant="outline" size="sm" onClick={onReset}>
          Reset Filters
        </Button>
      </div>
    </Form>
  );
}

import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { QueryScope } from '@/domain/query-scope';

import type { AuditApi } from '../api/audit-api';
import { useStaffSuggestions } from '../hooks/use-audit-queries';
import { rangeIsBackwards, type ActivityFilters } from '../utils/activity-filters';
import { ActionSelect } from './action-select';

type ActivityFilterFormProps = {
  /** The filters in force (from the URL); the form starts from them. */
  filters: ActivityFilters;
  /** Where the staff filter's suggestions come from, and whose staff they may be. */
  api: AuditApi;
  scope: QueryScope;
  onApply: (filters: ActivityFilters) => void;
  onClear: () => void;
};

/**
 * The Activity page's filters: who, what and when. Nothing is read until Apply, so choosing
 * several filters costs one query; the page keeps what was applied in its URL.
 */
export function ActivityFilterForm({
  filters,
  api,
  scope,
  onApply,
  onClear,
}: ActivityFilterFormProps) {
  const ids = useId();
  const [draft, setDraft] = useState(filters);
  const [submitted, setSubmitted] = useState(false);
  const backwards = rangeIsBackwards(draft);
  const set = (changes: Partial<ActivityFilters>) => setDraft((old) => ({ ...old, ...changes }));
  const suggestions = useStaffSuggestions(api, draft.staff ?? '', scope);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (backwards) {
      document.getElementById(`${ids}-to`)?.focus();
      return;
    }
    onApply({ ...draft, staff: draft.staff?.trim().toLowerCase() || null });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Filter activity"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <TextField
          id={`${ids}-staff`}
          type="email"
          label="Staff member"
          placeholder="Anyone"
          hint="Their e-mail address, as it starts: suggestions follow."
          autoComplete="off"
          spellCheck={false}
          list={`${ids}-staff-suggestions`}
          value={draft.staff ?? ''}
          onChange={(event) => set({ staff: event.target.value || null })}
        />
        {/* Former staff are found by their full address: events keep it after access ends. */}
        <datalist id={`${ids}-staff-suggestions`}>
          {suggestions.map((address) => (
            <option key={address} value={address} />
          ))}
        </datalist>
        <ActionSelect
          id={`${ids}-action`}
          value={draft.action}
          onChange={(action) => set({ action })}
        />
        <TextField
          id={`${ids}-from`}
          type="date"
          label="From"
          value={draft.from ?? ''}
          onChange={(event) => set({ from: event.target.value || null })}
        />
        <TextField
          id={`${ids}-to`}
          type="date"
          label="To"
          value={draft.to ?? ''}
          min={draft.from ?? undefined}
          onChange={(event) => set({ to: event.target.value || null })}
          error={
            submitted && backwards ? 'The To date must be on or after the From date.' : undefined
          }
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="submit">Apply filters</Button>
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}

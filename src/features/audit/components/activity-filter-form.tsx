import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';

import type { StaffMember } from '../api/audit-api';
import { rangeIsBackwards, type ActivityFilters } from '../utils/activity-filters';
import { ActionSelect } from './action-select';

type ActivityFilterFormProps = {
  /** The filters in force (from the URL); the form starts from them. */
  filters: ActivityFilters;
  /** Whom the staff filter offers; null while the directory loads or if it failed. */
  staff: StaffMember[] | null;
  onApply: (filters: ActivityFilters) => void;
  onClear: () => void;
};

/**
 * The Activity page's filters: who, what and when. Nothing is read until Apply, so choosing
 * several filters costs one query; the page keeps what was applied in its URL.
 */
export function ActivityFilterForm({ filters, staff, onApply, onClear }: ActivityFilterFormProps) {
  const ids = useId();
  const [draft, setDraft] = useState(filters);
  const [submitted, setSubmitted] = useState(false);
  const backwards = rangeIsBackwards(draft);
  const set = (changes: Partial<ActivityFilters>) => setDraft((old) => ({ ...old, ...changes }));
  // A uid in the URL that the directory no longer lists (access since removed) stays choosable.
  const staffOptions =
    filters.staff && staff && !staff.some((member) => member.uid === filters.staff)
      ? [...staff, { uid: filters.staff, email: `Former staff (${filters.staff})` }]
      : staff;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (backwards) {
      document.getElementById(`${ids}-to`)?.focus();
      return;
    }
    onApply(draft);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Filter activity"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SelectField
          id={`${ids}-staff`}
          label="Staff member"
          value={draft.staff ?? ''}
          onChange={(event) => set({ staff: event.target.value || null })}
          hint={staffOptions === null ? 'Loading the staff directory...' : undefined}
        >
          <option value="">Anyone</option>
          {(staffOptions ?? []).map((member) => (
            <option key={member.uid} value={member.uid}>
              {member.email}
            </option>
          ))}
          {staffOptions === null && draft.staff ? (
            <option value={draft.staff}>{draft.staff}</option>
          ) : null}
        </SelectField>
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

import { useId } from 'react';

import { controlClass } from '@/components/ui/field';
import { centreLabel, type Centre } from '@/domain/centres';

type CentreFilterSelectProps = {
  /** Every centre; undefined while they load (the chosen one is offered meanwhile). */
  centres: readonly Centre[] | undefined;
  /** The centre chosen (?centre=), or null for all. */
  value: string | null;
  onChange: (centreNumber: string | null) => void;
};

/**
 * An admin's choice of centre on a staff screen (docs/decisions/027-centres.md): one centre's
 * learners, or every centre's. The screen keeps the choice in its URL; a centre's staff never
 * see this, since their screens show only their own centre.
 */
export function CentreFilterSelect({ centres, value, onChange }: CentreFilterSelectProps) {
  const id = useId();
  const listed = centres ?? [];
  const unlisted = value !== null && !listed.some((centre) => centre.centreNumber === value);
  return (
    <div className="w-full sm:w-64">
      <label htmlFor={id} className="block font-semibold text-slate-900">
        Centre
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={`${controlClass} mt-2`}
      >
        <option value="">All centres</option>
        {unlisted ? <option value={value}>{value}</option> : null}
        {listed.map((centre) => (
          <option key={centre.centreNumber} value={centre.centreNumber}>
            {centreLabel(centre)}
            {centre.status === 'suspended' ? ' (suspended)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

import type { Ref } from 'react';

import { SelectField } from '@/components/ui/field';
import { centreLabel, type Centre } from '@/domain/centres';
import type { StaffRole } from '@/domain/staff';

type InviteCentreFieldProps = {
  role: StaffRole['role'];
  /** Every centre; the active ones are offered. Null while they load. */
  centres: readonly Centre[] | null;
  centreNumber: string;
  error: string | undefined;
  onChange: (centreNumber: string) => void;
  selectRef: Ref<HTMLSelectElement>;
};

/** For a centre's staff, the centre they work for; for an admin, what they reach instead. */
export function InviteCentreField({
  role,
  centres,
  centreNumber,
  error,
  onChange,
  selectRef,
}: InviteCentreFieldProps) {
  if (role === 'admin') {
    return (
      <p className="text-sm text-slate-700">
        An admin works for the awarding body: every centre, the review queue, centres and staff.
      </p>
    );
  }
  const active = centres?.filter((centre) => centre.status === 'active') ?? [];
  return (
    <SelectField
      ref={selectRef}
      label="Centre"
      name="inviteCentre"
      required
      hint={
        centres === null
          ? 'Loading the centres...'
          : 'They will see and add only this centre’s certificates.'
      }
      disabled={centres === null}
      value={centreNumber}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Choose a centre</option>
      {active.map((centre) => (
        <option key={centre.centreNumber} value={centre.centreNumber}>
          {centreLabel(centre)}
        </option>
      ))}
    </SelectField>
  );
}

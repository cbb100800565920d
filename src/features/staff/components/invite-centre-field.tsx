import type { Ref } from 'react';

import { CentrePicker } from '@/components/centre-picker';
import type { StaffRole } from '@/domain/staff';
import type { CentrePickerApi } from '@/lib/centre-queries';

type InviteCentreFieldProps = {
  api: CentrePickerApi;
  role: StaffRole['role'];
  centreNumber: string;
  error: string | undefined;
  onChange: (centreNumber: string) => void;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * For a centre's staff, the centre they work for, an active one, found by its number or name;
 * for an admin, what they reach instead.
 */
export function InviteCentreField({
  api,
  role,
  centreNumber,
  error,
  onChange,
  inputRef,
}: InviteCentreFieldProps) {
  if (role === 'admin') {
    return (
      <p className="text-sm text-slate-700">
        An admin works for the awarding body: every centre, the review queue, centres and staff.
      </p>
    );
  }
  return (
    <CentrePicker
      api={api}
      label="Centre"
      name="inviteCentre"
      required
      activeOnly
      hint="Its number or the start of its name. They will see and add only this centre’s certificates."
      value={centreNumber}
      error={error}
      onChange={(chosen) => onChange(chosen ?? '')}
      inputRef={inputRef}
      className="max-w-xl"
    />
  );
}

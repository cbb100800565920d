import { CentrePicker } from '@/components/centre-picker';
import { TextField } from '@/components/ui/field';
import { CENTRE_NUMBER_LIMIT } from '@/domain/limits';
import type { CentrePickerApi } from '@/lib/centre-queries';

type CentreFieldProps = {
  id: string;
  value: string;
  onChange: (centreNumber: string) => void;
  /**
   * The centre picker's reads, for an admin, who chooses an active centre by its number or the
   * start of its name. Null for a centre's staff, whose own centre is filled in and cannot be
   * changed.
   */
  picker: CentrePickerApi | null;
  hint?: string;
  error?: string;
};

/**
 * The centre a certificate is recorded under, in the add and edit forms. Only an admin chooses
 * it, and only an active centre (docs/decisions/027-centres.md): the rules refuse a certificate
 * under any other.
 */
export function CentreField({ id, value, onChange, picker, hint, error }: CentreFieldProps) {
  if (picker === null) {
    return (
      <TextField
        id={id}
        label="Centre Number"
        hint={hint}
        readOnly
        maxLength={CENTRE_NUMBER_LIMIT}
        value={value}
        error={error}
      />
    );
  }
  return (
    <CentrePicker
      api={picker}
      id={id}
      label="Centre Number"
      activeOnly
      hint={hint}
      error={error}
      value={value}
      onChange={(chosen) => onChange(chosen ?? '')}
    />
  );
}

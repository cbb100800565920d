import { SelectField, TextField } from '@/components/ui/field';
import { centreLabel, isActiveCentre, type Centre } from '@/domain/centres';
import { CENTRE_NUMBER_LIMIT } from '@/domain/limits';

type CentreFieldProps = {
  id: string;
  value: string;
  onChange: (centreNumber: string) => void;
  /**
   * The centres to choose from (an admin's): the active ones are offered, and the value as it
   * stands even if its centre is not. Null for a centre's staff, whose own centre is filled in
   * and cannot be changed.
   */
  centres: readonly Centre[] | null;
  /** True while an admin's list of centres loads: the value shows, and cannot be changed yet. */
  loading?: boolean;
  hint?: string;
  error?: string;
};

/**
 * The centre a certificate is recorded under (filled in, never typed), in the add and edit forms.
 * Only an admin chooses it, and only among active centres (docs/decisions/027-centres.md): the
 * rules refuse a certificate under any other.
 */
export function CentreField({
  id,
  value,
  onChange,
  centres,
  loading = false,
  hint,
  error,
}: CentreFieldProps) {
  if (centres === null || loading) {
    return (
      <TextField
        id={id}
        label="Centre Number"
        hint={loading ? 'Loading the centres...' : hint}
        readOnly
        maxLength={CENTRE_NUMBER_LIMIT}
        value={value}
        error={error}
      />
    );
  }
  const active = centres.filter((centre) => centre.status === 'active');
  const listed = isActiveCentre(centres, value);
  return (
    <SelectField
      id={id}
      label="Centre Number"
      hint={hint}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    >
      {listed ? null : (
        <option value={value}>
          {value === '' ? 'Choose a centre' : `${value} (not an active centre)`}
        </option>
      )}
      {active.map((centre) => (
        <option key={centre.centreNumber} value={centre.centreNumber}>
          {centreLabel(centre)}
        </option>
      ))}
    </SelectField>
  );
}

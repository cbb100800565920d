import type { ReactNode } from 'react';

import { FieldLabel, FieldMessages, useFieldIds, type FieldChromeProps } from './field-parts';

/** What a field passes to its control so the label, hint and error are tied to it. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type FieldProps = FieldChromeProps & {
  /** The control's own id, when the caller sets one. */
  controlId?: string;
  /** Ids of text elsewhere that also describes the control, such as a form's error message. */
  describedBy?: string;
  /** Marks the control invalid for an error shown elsewhere (tie it with describedBy). */
  invalid?: boolean;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control, hint and error in the one layout every field shares. */
export function Field({
  label,
  hint,
  error,
  showRequired,
  className = '',
  controlId,
  describedBy: extraDescribedBy,
  invalid,
  children,
}: FieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const resolvedId = controlId ?? id;
  const allDescribedBy = [describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={resolvedId} label={label} showRequired={showRequired} />
      <div className="mt-1">
        {children({
          id: resolvedId,
          'aria-describedby': allDescribedBy,
          'aria-invalid': error || invalid ? true : undefined,
        })}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A caller's own aria-describedby and aria-invalid, kept alongside the field's hint and error. */
export function describedElsewhere(props: {
  'aria-describedby'?: string;
  'aria-invalid'?: unknown;
}) {
  const invalid = props['aria-invalid'];
  return {
    describedBy: props['aria-describedby'],
    invalid: invalid === true || invalid === 'true',
  };
}

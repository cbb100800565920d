import type { ComponentProps } from 'react';

import { FieldMessages, useFieldIds, type FieldChromeProps } from './field-parts';

type CheckboxFieldProps = Omit<FieldChromeProps, 'showRequired'> &
  Omit<ComponentProps<'input'>, 'className' | 'type'>;

export function CheckboxField({
  label,
  hint,
  error,
  className = '',
  ...inputProps
}: CheckboxFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const inputId = inputProps.id ?? id;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...inputProps}
          type="checkbox"
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={inputId} className="text-slate-900">
          {label}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

import { useId, type ComponentProps, type ReactNode } from 'react';

/** The look of every text-like control; shared with composite fields such as DatePicker. */
export const controlClass =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100 read-only:bg-slate-50 aria-[invalid=true]:border-red-700';

export type FieldChromeProps = {
  label: ReactNode;
  /** Shown under the label; tied to the control with aria-describedby. */
  hint?: ReactNode;
  /** Shown in red; marks the control aria-invalid and is read with it. */
  error?: ReactNode;
  /** Shows a visible required marker; pass `required` to the control as well. */
  showRequired?: boolean;
  className?: string;
};

/** Ids that tie a control to its hint and error; composite fields use it too. */
export function useFieldIds(hint: unknown, error: unknown) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

export function FieldLabel({
  htmlFor,
  label,
  showRequired,
}: {
  htmlFor: string;
  label: ReactNode;
  showRequired?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block font-semibold text-slate-900">
      {label}
      {showRequired ? (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

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
function describedElsewhere(props: { 'aria-describedby'?: string; 'aria-invalid'?: unknown }) {
  const invalid = props['aria-invalid'];
  return {
    describedBy: props['aria-describedby'],
    invalid: invalid === true || invalid === 'true',
  };
}

type TextFieldProps = FieldChromeProps & Omit<ComponentProps<'input'>, 'className'>;

export function TextField({
  label,
  hint,
  error,
  showRequired,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      {...{ label, hint, error, className }}
      showRequired={showRequired ?? inputProps.required}
      controlId={inputProps.id}
      {...describedElsewhere(inputProps)}
    >
      {(control) => <input {...inputProps} {...control} className={controlClass} />}
    </Field>
  );
}

type SelectFieldProps = FieldChromeProps & Omit<ComponentProps<'select'>, 'className'>;

export function SelectField({
  label,
  hint,
  error,
  showRequired,
  className,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field
      {...{ label, hint, error, className }}
      showRequired={showRequired ?? selectProps.required}
      controlId={selectProps.id}
      {...describedElsewhere(selectProps)}
    >
      {(control) => (
        <select {...selectProps} {...control} className={controlClass}>
          {children}
        </select>
      )}
    </Field>
  );
}

type TextareaFieldProps = FieldChromeProps & Omit<ComponentProps<'textarea'>, 'className'>;

export function TextareaField({
  label,
  hint,
  error,
  showRequired,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <Field
      {...{ label, hint, error, className }}
      showRequired={showRequired ?? textareaProps.required}
      controlId={textareaProps.id}
      {...describedElsewhere(textareaProps)}
    >
      {(control) => <textarea {...textareaProps} {...control} className={controlClass} />}
    </Field>
  );
}

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

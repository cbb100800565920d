import type { ComponentProps } from 'react';

import { describedElsewhere, Field } from './field-layout';
import { controlClass, type FieldChromeProps } from './field-parts';

// Every field of a form: a label, the control, a hint and an error, tied together. The parts
// composite fields (DatePicker) build from are in ./field-parts.tsx, the shared layout in
// ./field-layout.tsx.
export { CheckboxField } from './checkbox-field';
export { Field, type FieldControlProps } from './field-layout';
export {
  controlClass,
  FieldLabel,
  FieldMessages,
  useFieldIds,
  type FieldChromeProps,
} from './field-parts';

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

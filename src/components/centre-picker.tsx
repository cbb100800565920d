import { useId, type ReactNode, type Ref } from 'react';

import { controlClass, Field } from '@/components/ui/field';
import { centreStatusLabels, type Centre } from '@/domain/centres';
import type { CentrePickerApi } from '@/lib/centre-queries';

import { CentreSuggestions } from './centre-suggestions';
import { useCentrePicker } from './use-centre-picker';

type CentrePickerProps = {
  api: CentrePickerApi;
  label: string;
  /** The centre chosen, by number; null (or '') for none. */
  value: string | null;
  /** A centre chosen by its number, or null for none. */
  onChange: (centreNumber: string | null) => void;
  /** Only an active centre may be chosen: a suspended one is suggested, marked, and not taken. */
  activeOnly?: boolean;
  /** What no centre means, for a filter ('All centres'); shown in the empty box. */
  emptyLabel?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  name?: string;
  /** The box's own id, for a form that focuses its first field to fix. */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * An admin's choice of centre, by typing its number or the start of its name
 * (docs/decisions/029-figures-at-scale.md): an ARIA combobox whose suggestions (at most eight)
 * come from a prefix query, never a list of every centre. Down and Up move among them, Enter or a
 * click takes one, Escape closes them; a number typed and left is looked up. Under the box, the
 * centre chosen is named with its status, or said not to be on the register.
 */
export function CentrePicker({
  api,
  label,
  value,
  onChange,
  activeOnly = false,
  emptyLabel,
  hint,
  error,
  required,
  name,
  id: inputId,
  inputRef,
  className,
}: CentrePickerProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const chosenId = `${id}-chosen`;
  const picker = useCentrePicker({ api, value, onChange, activeOnly });
  const { state, options, searched } = picker;
  const listShown = state.open && options.length > 0;
  const activeId = listShown && state.active >= 0 ? `${listId}-${state.active}` : undefined;

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      showRequired={required}
      describedBy={chosenId}
      controlId={inputId}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <input
            {...control}
            ref={inputRef}
            type="text"
            role="combobox"
            name={name}
            required={required}
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listId}
            aria-activedescendant={activeId}
            placeholder={emptyLabel ?? 'Number or name'}
            value={state.text}
            onChange={(event) => picker.typed(event.target.value)}
            onKeyDown={picker.handleKeyDown}
            onBlur={picker.handleBlur}
            className={controlClass}
          />
          <CentreSuggestions
            id={listId}
            label={label}
            options={options}
            shown={listShown}
            active={state.active}
            takes={picker.takes}
            onTake={picker.take}
            unmatched={searched && options.length === 0 ? picker.term : null}
          />
          <p role="status" className="sr-only">
            {searched
              ? options.length === 0
                ? 'No centre found.'
                : `${options.length} ${options.length === 1 ? 'centre' : 'centres'} found.`
              : ''}
          </p>
          <p id={chosenId} className="mt-1 text-sm text-slate-700">
            {chosenText(picker.chosenNumber, picker.chosen, activeOnly)}
          </p>
        </div>
      )}
    </Field>
  );
}

/** The centre chosen, in words, as its lookup stands. */
function chosenText(
  centreNumber: string | null,
  lookup: { data?: Centre | null; isError: boolean },
  activeOnly: boolean,
): string {
  if (centreNumber === null) return '';
  if (lookup.isError) return `Centre ${centreNumber} could not be looked up.`;
  if (lookup.data === undefined) return `Looking up centre ${centreNumber}…`;
  if (lookup.data === null) return `No centre ${centreNumber} is on the register.`;
  const { name, status } = lookup.data;
  if (status === 'active') return name;
  return activeOnly
    ? `${name}: suspended, so it cannot be chosen.`
    : `${name} · ${centreStatusLabels[status]}`;
}

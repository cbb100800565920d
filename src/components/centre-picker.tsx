import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useReducer,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';

import { controlClass, Field } from '@/components/ui/field';
import { centreLabel, centreStatusLabels, isCentreNumber, type Centre } from '@/domain/centres';
import { centreQuery, centreSuggestionsQuery, type CentrePickerApi } from '@/lib/centre-queries';

import { centrePicker, committedText, initialCentrePicker } from './centre-picker-state';

/** How long typing pauses before the suggestions are asked for: one query, not one a key. */
const SEARCH_PAUSE_MS = 200;

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
  const queryClient = useQueryClient();
  const chosenNumber = value || null;
  const [state, dispatch] = useReducer(centrePicker, chosenNumber ?? '', initialCentrePicker);
  // A value changed from outside (Back, a step's outcome): the box shows it.
  const [settledOn, setSettledOn] = useState(chosenNumber);
  if (settledOn !== chosenNumber) {
    setSettledOn(chosenNumber);
    dispatch({ type: 'settled', text: chosenNumber ?? '' });
  }

  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(state.open ? state.text.trim() : ''), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [state.open, state.text]);
  const suggestions = useQuery(centreSuggestionsQuery(api.searchCentres, term, state.open));
  const options = state.open && term !== '' ? (suggestions.data ?? []) : [];
  const searched = state.open && term !== '' && term === state.text.trim() && suggestions.isSuccess;
  const chosen = useQuery(
    centreQuery(api.readCentre, chosenNumber && isCentreNumber(chosenNumber) ? chosenNumber : null),
  );

  const takes = (centre: Centre) => !activeOnly || centre.status === 'active';

  function settle(centreNumber: string | null, known: Centre | null = null) {
    if (known)
      queryClient.setQueryData(centreQuery(api.readCentre, known.centreNumber).queryKey, known);
    dispatch({ type: 'settled', text: centreNumber ?? '' });
    setSettledOn(centreNumber);
    if (centreNumber !== chosenNumber) onChange(centreNumber);
  }

  /** What is typed, taken as the choice: a centre, none, or (a name not chosen) the value again. */
  function commit() {
    const committed = committedText(state.text, options);
    if (committed.kind === 'none') settle(null);
    else if (committed.kind === 'centre') settle(committed.centreNumber, committed.suggested);
    else dispatch({ type: 'settled', text: chosenNumber ?? '' });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const activeOption = state.open ? options[state.active] : undefined;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        dispatch({ type: 'moved', by: event.key === 'ArrowDown' ? 1 : -1, count: options.length });
        return;
      case 'Enter':
        // Enter takes the suggestion or what is typed; a second Enter submits the form.
        if (activeOption) {
          event.preventDefault();
          if (takes(activeOption)) settle(activeOption.centreNumber, activeOption);
        } else if (state.text.trim() !== (chosenNumber ?? '')) {
          event.preventDefault();
          commit();
        }
        return;
      case 'Escape':
        if (state.open) {
          event.preventDefault();
          dispatch({ type: 'closed' });
        }
        return;
    }
  }

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
            onChange={(event) => dispatch({ type: 'typed', text: event.target.value })}
            onKeyDown={handleKeyDown}
            onBlur={() =>
              state.text !== (chosenNumber ?? '') ? commit() : dispatch({ type: 'closed' })
            }
            className={controlClass}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={`${label}: suggestions`}
            hidden={!listShown}
            className="absolute z-20 mt-1 max-h-80 w-full min-w-64 overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
          >
            {options.map((centre, index) => (
              // The keys work on the box, which names the option they are on
              // (aria-activedescendant); a click or tap takes an option.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={centre.centreNumber}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === state.active}
                aria-disabled={takes(centre) ? undefined : true}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => (takes(centre) ? settle(centre.centreNumber, centre) : undefined)}
                className={clsx(
                  'cursor-pointer px-3 py-2 text-slate-900',
                  index === state.active && 'bg-brand-100',
                  takes(centre) ? 'hover:bg-brand-50' : 'cursor-not-allowed text-slate-600',
                )}
              >
                {centreLabel(centre)}
                {centre.status === 'suspended' ? ' (suspended)' : ''}
              </div>
            ))}
          </div>
          {searched && options.length === 0 ? (
            <p className="absolute z-20 mt-1 w-full min-w-64 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-700 shadow-lg">
              No centre’s number or name starts with ‘{term}’.
            </p>
          ) : null}
          <p role="status" className="sr-only">
            {searched
              ? options.length === 0
                ? 'No centre found.'
                : `${options.length} ${options.length === 1 ? 'centre' : 'centres'} found.`
              : ''}
          </p>
          <p id={chosenId} className="mt-1 text-sm text-slate-700">
            {chosenText(chosenNumber, chosen, activeOnly)}
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

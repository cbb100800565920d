import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState, type KeyboardEvent } from 'react';

import { isCentreNumber, type Centre } from '@/domain/centres';
import { centreQuery, centreSuggestionsQuery, type CentrePickerApi } from '@/lib/centre-queries';

import { centrePicker, committedText, initialCentrePicker } from './centre-picker-state';

/** How long typing pauses before the suggestions are asked for: one query, not one a key. */
const SEARCH_PAUSE_MS = 200;

type PickerOptions = {
  api: CentrePickerApi;
  /** The centre chosen, by number; null (or '') for none. */
  value: string | null;
  onChange: (centreNumber: string | null) => void;
  /** Only an active centre may be taken. */
  activeOnly: boolean;
};

/**
 * The centre picker's workings (components/centre-picker.tsx): what is typed and the keys
 * (centre-picker-state.ts), the suggestions for it once typing pauses, the centre chosen as
 * read (a suggestion taken is known, and not read again), and taking a suggestion or what is
 * typed.
 */
export function useCentrePicker({ api, value, onChange, activeOnly }: PickerOptions) {
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
  const chosen = useQuery(
    centreQuery(api.readCentre, chosenNumber && isCentreNumber(chosenNumber) ? chosenNumber : null),
  );

  const takes = (centre: Centre) => !activeOnly || centre.status === 'active';

  function settle(centreNumber: string | null, known: Centre | null = null) {
    if (known) {
      queryClient.setQueryData(centreQuery(api.readCentre, known.centreNumber).queryKey, known);
    }
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

  return {
    chosenNumber,
    state,
    term,
    options,
    /** The suggestions shown are those of what is typed now. */
    searched: state.open && term !== '' && term === state.text.trim() && suggestions.isSuccess,
    chosen,
    takes,
    take: (centre: Centre) => (takes(centre) ? settle(centre.centreNumber, centre) : undefined),
    typed: (text: string) => dispatch({ type: 'typed', text }),
    handleKeyDown,
    handleBlur: () =>
      state.text !== (chosenNumber ?? '') ? commit() : dispatch({ type: 'closed' }),
  };
}

import { isCentreNumber, type Centre } from '@/domain/centres';

/**
 * The centre picker's own state (components/centre-picker.tsx), as a pure reducer: what is in
 * the box, whether the suggestions are shown, and which one the arrow keys are on. The centre
 * chosen is the screen's (its `value`): choosing one, or a new value from outside, settles the
 * box on its number.
 */
export type CentrePickerState = {
  text: string;
  open: boolean;
  /** The suggestion the arrow keys are on, or -1 for none. */
  active: number;
};

export type CentrePickerEvent =
  /** Typing shows the suggestions for what is typed, none of them picked out yet. */
  | { type: 'typed'; text: string }
  /** Down or Up among `count` suggestions, round from either end; opens them if closed. */
  | { type: 'moved'; by: 1 | -1; count: number }
  /** Escape, or the focus gone: the suggestions close, what is typed stays. */
  | { type: 'closed' }
  /** A centre chosen (or none), or the value changed from outside: the box shows it, closed. */
  | { type: 'settled'; text: string };

export const initialCentrePicker = (text: string): CentrePickerState => ({
  text,
  open: false,
  active: -1,
});

export function centrePicker(
  state: CentrePickerState,
  event: CentrePickerEvent,
): CentrePickerState {
  switch (event.type) {
    case 'typed':
      return { text: event.text, open: event.text.trim() !== '', active: -1 };
    case 'moved': {
      if (!state.open) return { ...state, open: state.text.trim() !== '', active: -1 };
      if (event.count === 0) return { ...state, active: -1 };
      const from = state.active === -1 && event.by === -1 ? event.count : state.active;
      return { ...state, active: (from + event.by + event.count) % event.count };
    }
    case 'closed':
      return state.open ? { ...state, open: false, active: -1 } : state;
    case 'settled':
      return initialCentrePicker(event.text);
  }
}

/** What the text left in the box means when the picker is left or Enter is pressed. */
type CommittedText =
  /** Nothing: no centre (every centre, for a filter). */
  | { kind: 'none' }
  /** A centre by its number: one of the suggestions, or a number typed, to be looked up. */
  | { kind: 'centre'; centreNumber: string; suggested: Centre | null }
  /** The start of a name not chosen from the suggestions: the box goes back to the value. */
  | { kind: 'unchosen' };

export function committedText(text: string, suggestions: readonly Centre[]): CommittedText {
  const typed = text.trim();
  if (typed === '') return { kind: 'none' };
  const suggested = suggestions.find(
    (centre) => centre.centreNumber.toLowerCase() === typed.toLowerCase(),
  );
  if (suggested) return { kind: 'centre', centreNumber: suggested.centreNumber, suggested };
  // A word is the start of a name; a number may have letters (an older system's), not only.
  return isCentreNumber(typed) && /\d/.test(typed)
    ? { kind: 'centre', centreNumber: typed, suggested: null }
    : { kind: 'unchosen' };
}

import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';

type ListSearchFormProps = {
  /** Names the search box. */
  label: string;
  /** What may be typed, under the label. */
  hint: string;
  /** The search in force (from the address). */
  term: string;
  onSearch: (term: string) => void;
  /** The keyboard a phone shows: for a search, or for addresses. */
  inputMode?: 'search' | 'email';
  className?: string;
};

/**
 * A search of a staff list (the Student List, the Centres and Staff screens): a box, Search, and
 * Clear search
 * while one is in force. A new term from outside (Back, a link) replaces what was typed.
 */
export function ListSearchForm({
  label,
  hint,
  term,
  onSearch,
  inputMode = 'search',
  className = 'max-w-2xl',
}: ListSearchFormProps) {
  const [text, setText] = useState(term);
  const [shownTerm, setShownTerm] = useState(term);
  if (term !== shownTerm) {
    setShownTerm(term);
    setText(term);
  }
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" aria-label={label} onSubmit={submit} className={className}>
      <label htmlFor={inputId} className="block font-semibold text-slate-900">
        {label}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={inputId}
          type="search"
          inputMode={inputMode}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          className={`${controlClass} min-w-0 flex-1 basis-48`}
        />
        <Button type="submit">Search</Button>
        {term ? (
          <Button variant="outline" onClick={() => onSearch('')}>
            Clear search
          </Button>
        ) : null}
      </div>
    </form>
  );
}

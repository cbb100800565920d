import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/field';

type StudentSearchFormProps = {
  /** The search in force (from the address bar). */
  term: string;
  onSearch: (term: string) => void;
};

/** Finds a record by exact certificate number, exact student number or the start of a surname. */
export function StudentSearchForm({ term, onSearch }: StudentSearchFormProps) {
  const [text, setText] = useState(term);
  // A new term from outside (Back, a link) replaces what was typed.
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
    <form role="search" onSubmit={submit} className="max-w-2xl">
      <label htmlFor={inputId} className="block font-semibold text-slate-900">
        Search records
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        A full certificate number (086525417), a full student number (Q8825533), or the first
        letters of a surname.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          className={`${controlClass} min-w-0 flex-1 basis-56`}
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

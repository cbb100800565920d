import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import type { SupportCard } from '@/content/support-hub';

import { filterSupportCards } from '../filter-support-cards';
import { NoMatches } from './no-matches';
import { SupportCardItem } from './support-card-item';

function resultSummary(shown: number, total: number, query: string) {
  if (!query.trim()) return `Showing all ${total} support articles.`;
  if (shown === 0) return 'No support articles match your search.';
  return `${shown} of ${total} support articles ${shown === 1 ? 'matches' : 'match'} your search.`;
}

/**
 * The Support Hub's search and its cards. The text is kept in the address (?search=) so a
 * filtered view can be shared; cards filter as the visitor types.
 */
export function SupportSearch({ cards }: { cards: readonly SupportCard[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // The input keeps its own state: the router updates the address in a transition, and a
  // controlled input must never lag behind what was typed.
  const [query, setQueryState] = useState(() => searchParams.get('search') ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = filterSupportCards(cards, query);

  function setQuery(value: string) {
    setQueryState(value);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      // Every keystroke would otherwise be a history entry.
      { replace: true },
    );
  }

  return (
    <div>
      <Form role="search" onSubmit={(event) => event.preventDefault()} className="max-w-xl">
        <TextField
          type="search"
          label="Search support articles"
          placeholder="Search support articles..."
          ref={inputRef}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </Form>

      <p role="status" className="mt-4 text-sm text-slate-600">
        {resultSummary(shown.length, cards.length, query)}
      </p>

      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((card) => (
            <SupportCardItem key={card.id} card={card} />
          ))}
        </ul>
      ) : (
        <NoMatches
          query={query}
          onClear={() => {
            setQuery('');
            inputRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}

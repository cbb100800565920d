import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { directAssistanceId, type SupportCard } from '@/content/support-hub';

import { filterSupportCards } from '../filter-support-cards';
import { SupportIcon } from './support-icon';

const cardLinkClass =
  'text-lg font-semibold text-brand-900 after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none';

function CardLink({ card }: { card: SupportCard }) {
  // A fragment is on this page: the browser scrolls to it, which the router would not do.
  if (card.href.startsWith('#')) {
    return (
      <a href={card.href} className={cardLinkClass}>
        {card.title}
      </a>
    );
  }
  return (
    <Link to={card.href} className={cardLinkClass}>
      {card.title}
    </Link>
  );
}

function SupportCardItem({ card }: { card: SupportCard }) {
  return (
    <li className="relative flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus hover:shadow-md">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <SupportIcon name={card.icon} />
      </span>
      <div>
        <h3>
          <CardLink card={card} />
        </h3>
        <p className="mt-1 text-slate-700">{card.description}</p>
      </div>
    </li>
  );
}

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
        <div className="mt-4 rounded-xl border border-dashed border-slate-400 bg-slate-50 p-6">
          <p className="font-semibold text-slate-900">
            No support articles match &ldquo;{query.trim()}&rdquo;.
          </p>
          <p className="mt-2 text-slate-700">
            Check the spelling or try a single word such as &ldquo;portal&rdquo; or
            &ldquo;policy&rdquo;. If you still cannot find what you need,{' '}
            <a
              href={`#${directAssistanceId}`}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              contact our support team
            </a>
            .
          </p>
          <Button
            variant="outline"
            size="sm"
            className="mt-4"
            onClick={() => {
              setQuery('');
              inputRef.current?.focus();
            }}
          >
            Clear search
          </Button>
        </div>
      )}
    </div>
  );
}

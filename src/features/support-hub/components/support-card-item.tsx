import { Link } from '@/components/ui/link';
import type { SupportCard } from '@/content/support-hub';

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

/** One support article: its icon, title (a link over the whole card) and what it covers. */
export function SupportCardItem({ card }: { card: SupportCard }) {
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

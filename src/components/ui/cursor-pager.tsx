import { Link } from './link';

type CursorPagerProps = {
  /** Names the navigation landmark ('Pages of centres'). */
  label: string;
  /** The address of the page before, or null on the first. */
  previous: string | null;
  /** The address of the page after, or null on the last. */
  next: string | null;
  className?: string;
};

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold transition-colors';
const idleClass = 'border-slate-300 bg-white text-brand-800 hover:bg-brand-50';
const endClass = 'cursor-not-allowed border-slate-300 bg-white text-brand-800 opacity-50';

/**
 * Previous and Next for a list read a page at a time on a cursor (the Centres and Staff screens),
 * where the number of a page is not known: each a real link to its page's address, in the app.
 * At an end the link has nowhere to go: it stays, dimmed and marked disabled, so the bar keeps its
 * shape. Nothing shows when there is one page.
 */
export function CursorPager({ label, previous, next, className = '' }: CursorPagerProps) {
  if (previous === null && next === null) return null;
  const disabled = { role: 'link', 'aria-disabled': 'true' } as const;
  return (
    <nav aria-label={label} className={`print:hidden ${className}`}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {previous === null ? (
            <a className={`${itemClass} ${endClass}`} {...disabled}>
              <span aria-hidden="true">←</span> Previous
            </a>
          ) : (
            <Link to={previous} className={`${itemClass} ${idleClass}`}>
              <span aria-hidden="true">←</span> Previous
            </Link>
          )}
        </li>
        <li>
          {next === null ? (
            <a className={`${itemClass} ${endClass}`} {...disabled}>
              Next <span aria-hidden="true">→</span>
            </a>
          ) : (
            <Link to={next} className={`${itemClass} ${idleClass}`}>
              Next <span aria-hidden="true">→</span>
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}

import type { MouseEvent } from 'react';

import { pageItems } from './page-items';

export { pageItems, type PageItem } from './page-items';

type PaginationProps = {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  /** The address of a page, for the link (followed as is before the app has started). */
  hrefFor: (page: number) => string;
  /** A plain click on a page's link, in the app. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; change it when a page has more than one pager. */
  label?: string;
  className?: string;
};

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold transition-colors';
const idleClass = 'border-slate-300 bg-white text-brand-800 hover:bg-brand-50';
const endClass = 'cursor-not-allowed border-slate-300 bg-white text-brand-800 opacity-50';
const currentClass = 'border-brand-700 bg-brand-700 text-white';

/**
 * Previous or Next with nowhere to go: a link without an address, announced as a disabled link
 * rather than as bare text, and not one a crawler takes for a broken link.
 */
const disabledLink = { role: 'link', 'aria-disabled': 'true' } as const;

/** A click the browser would open in this tab, rather than a new one, a window or a download. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Previous, numbered and Next links for a paged list (rendered only when there is more than one
 * page). Each is a real link to its page, so it works before the app has started and opens in a
 * new tab; a plain click stays in the app. The current page is marked with aria-current; the ends
 * are shown dimmed, not hidden, so the bar keeps its shape.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  onPageChange,
  label = 'Pagination',
  className = '',
}: PaginationProps) {
  if (pageCount <= 1) return null;

  const linkTo = (target: number) => ({
    href: hrefFor(target),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      if (target !== page) onPageChange(target);
    },
  });

  return (
    <nav aria-label={label} className={`print:hidden ${className}`}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {/* At the ends a disabled link, without href: the first page has nowhere before it. */}
          <a
            className={`${itemClass} ${page <= 1 ? endClass : idleClass}`}
            {...(page > 1 ? linkTo(page - 1) : disabledLink)}
          >
            <span aria-hidden="true">←</span>
            <span className="sr-only sm:not-sr-only">Previous</span>
          </a>
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className={`${itemClass} ${item === page ? currentClass : idleClass}`}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                {...linkTo(item)}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          <a
            className={`${itemClass} ${page >= pageCount ? endClass : idleClass}`}
            {...(page < pageCount ? linkTo(page + 1) : disabledLink)}
          >
            <span className="sr-only sm:not-sr-only">Next</span>
            <span aria-hidden="true">→</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}

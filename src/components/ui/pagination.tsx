type PaginationProps = {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; change it when a page has more than one pager. */
  label?: string;
  className?: string;
};

export type PageItem = number | 'gap';

/**
 * The page numbers to show: all of them when there are few, otherwise the first, the last and
 * the current page with its neighbours, with gaps between.
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  // Near either end, show a run of five so the bar does not change width as you page.
  if (page <= 3) [2, 3, 4, 5].forEach((n) => shown.add(n));
  if (page >= pageCount - 2) [1, 2, 3, 4].forEach((n) => shown.add(pageCount - n));
  const numbers = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  numbers.forEach((n, index) => {
    const previous = numbers[index - 1];
    // A gap would hide a single page: show that page instead.
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const idleClass =
  'border-slate-300 bg-white text-brand-800 hover:bg-brand-50 disabled:hover:bg-white';
const currentClass = 'border-brand-700 bg-brand-700 text-white';

/**
 * Previous, numbered and Next buttons for a paged list (rendered only when there is more than
 * one page). The current page is marked with aria-current; the ends are disabled, not hidden, so
 * the bar keeps its shape.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  className = '',
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={`print:hidden ${className}`}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            className={`${itemClass} ${idleClass}`}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <span aria-hidden="true">←</span>
            <span className="sr-only sm:not-sr-only">Previous</span>
          </button>
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`${itemClass} ${item === page ? currentClass : idleClass}`}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${itemClass} ${idleClass}`}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="sr-only sm:not-sr-only">Next</span>
            <span aria-hidden="true">→</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}

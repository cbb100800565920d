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

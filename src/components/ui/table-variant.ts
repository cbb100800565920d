import { clsx } from 'clsx';
import { createContext, useContext } from 'react';

/**
 * How a table looks. 'plain': ruled rows on a card, for a short list beside other content (the
 * staff directory, the centres). 'banded': a dark header row kept in view and striped rows, for a
 * long list that scrolls in its own box (as the Student List's).
 */
export type TableVariant = 'plain' | 'banded';

/** Where a cell's content sits: 'end' for figures, which also line up digit under digit. */
export type CellAlign = 'start' | 'end';

/** Below this width the column is hidden; its row header then says what the cell would. */
export type HideBelow = 'sm' | 'md';

export type CellOptions = {
  align?: CellAlign;
  hideBelow?: HideBelow;
  className?: string;
};

const hidden: Record<HideBelow, string> = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
};

export const tableStyles: Record<
  TableVariant,
  { table: string; head: string; column: string; row: string; highlighted: string; cell: string }
> = {
  plain: {
    table: 'w-full text-left text-sm',
    head: 'border-b border-slate-200 text-slate-600',
    column: 'py-2 pr-4 font-semibold last:pr-0',
    row: 'border-b border-slate-100 last:border-0',
    highlighted: 'border-b border-slate-100 bg-accent-100 last:border-0',
    cell: 'py-2 pr-4 last:pr-0',
  },
  banded: {
    table: 'w-full border-separate border-spacing-0 text-left text-sm',
    head: '',
    column:
      'sticky top-0 z-10 border-b border-brand-900 bg-brand-800 px-2 py-3 align-bottom font-semibold text-white first:rounded-tl-xl last:rounded-tr-xl',
    row: 'odd:bg-white even:bg-slate-50 hover:bg-brand-50',
    highlighted: 'bg-accent-100',
    cell: 'border-b border-slate-200 px-2 py-2',
  },
};

/** The classes of a header or data cell: the variant's, then the options'. */
export function cellClasses(base: string, { align = 'start', hideBelow, className }: CellOptions) {
  return clsx(
    base,
    align === 'end' && 'text-right tabular-nums',
    hideBelow && hidden[hideBelow],
    className,
  );
}

/** The variant of the table a part is in, set by Table. */
export const TableVariantContext = createContext<TableVariant>('plain');

/** The classes of the table a part is in. */
export const useTableStyles = () => tableStyles[useContext(TableVariantContext)];

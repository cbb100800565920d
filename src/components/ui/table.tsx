import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { tableStyles, TableVariantContext, type TableVariant } from './table-variant';

export { ColumnHeader, RowHeader, TableBody, TableCell, TableHead, TableRow } from './table-parts';
export type { CellAlign, HideBelow, TableVariant } from './table-variant';

type TableProps = {
  /** What the table lists: its accessible name, said before it. */
  caption: ReactNode;
  /**
   * Shown above the table too, lined up with its first column; by default only screen readers
   * hear it.
   */
  captionVisible?: boolean;
  variant?: TableVariant;
  /**
   * Names the box the table scrolls in as a region and lets the keyboard scroll it: for a table
   * taller or wider than the screen. Without it the box only scrolls sideways when it must.
   */
  scrollLabel?: string;
  /**
   * Classes of the box the table scrolls in: its margin, frame or height. A framed plain table
   * takes its padding at the sides here: its caption and outer cells have none at its edges.
   */
  frameClassName?: string;
  /** Classes of the table itself, such as a minimum width. */
  className?: string;
  /** A TableHead and a TableBody. */
  children: ReactNode;
};

/**
 * A data table: a caption that names it, column headers (`scope="col"`), a row header per row
 * (`scope="row"`) where a row has a name, and a box that scrolls sideways on a narrow screen.
 */
export function Table({
  caption,
  captionVisible = false,
  variant = 'plain',
  scrollLabel,
  frameClassName,
  className,
  children,
}: TableProps) {
  const table = (
    <table className={clsx(tableStyles[variant].table, className)}>
      <caption
        className={captionVisible ? 'py-3 text-left font-semibold text-slate-900' : 'sr-only'}
      >
        {caption}
      </caption>
      <TableVariantContext value={variant}>{children}</TableVariantContext>
    </table>
  );
  if (scrollLabel === undefined) {
    return <div className={clsx('overflow-x-auto', frameClassName)}>{table}</div>;
  }
  return (
    <div
      role="region"
      aria-label={scrollLabel}
      // A scrolling box must be reachable by keyboard to be scrolled without a mouse.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx('overflow-auto', frameClassName)}
    >
      {table}
    </div>
  );
}

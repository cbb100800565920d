import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { cellClasses, useTableStyles, type CellOptions } from './table-variant';

// The parts of a Table (./table.tsx), each styled as the table's variant says.

/** The header row: ColumnHeader cells. */
export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className={useTableStyles().head}>
      <tr>{children}</tr>
    </thead>
  );
}

type CellProps = CellOptions & { children?: ReactNode };

/** A column's header; give an action column a label for screen readers only. */
export function ColumnHeader({ children, ...options }: CellProps) {
  return (
    <th scope="col" className={cellClasses(useTableStyles().column, options)}>
      {children}
    </th>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody>{children}</tbody>;
}

type TableRowProps = {
  /** Marks the row the person just changed, so they see where it landed. */
  highlighted?: boolean;
  /** 'top' when a row's cells run to several lines. */
  valign?: 'top';
  children: ReactNode;
};

export function TableRow({ highlighted = false, valign, children }: TableRowProps) {
  const styles = useTableStyles();
  return (
    <tr className={clsx(highlighted ? styles.highlighted : styles.row, valign && 'align-top')}>
      {children}
    </tr>
  );
}

/** The cell that names its row, read out before each of the row's other cells. */
export function RowHeader({
  children,
  strong = false,
  ...options
}: CellProps & { strong?: boolean }) {
  const weight = strong ? 'font-semibold' : 'font-normal';
  return (
    <th scope="row" className={cellClasses(clsx(useTableStyles().cell, weight), options)}>
      {children}
    </th>
  );
}

export function TableCell({ children, ...options }: CellProps) {
  return <td className={cellClasses(useTableStyles().cell, options)}>{children}</td>;
}

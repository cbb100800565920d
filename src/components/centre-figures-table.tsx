import type { ReactNode } from 'react';

import { Link } from '@/components/ui/link';
import {
  ColumnHeader,
  RowHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type HideBelow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import type { Centre } from '@/domain/centres';
import type { CentreFigures } from '@/lib/centre-figures-query';

import { CentreStatusNote } from './centre-status-note';

const numberFormat = new Intl.NumberFormat('en-GB');

/** A figure the table can show, with its column's header. */
const figureLabels = {
  certificates: 'Certificates',
  recentCertificates: 'Added in the last 7 days',
  pendingWithdrawals: 'Pending withdrawals',
} as const satisfies Partial<Record<keyof CentreFigures, string>>;

type CentreFigureColumn = { figure: keyof typeof figureLabels; hideBelow?: HideBelow };

type CentreRow = Pick<Centre, 'centreNumber' | 'name' | 'status'>;

type CentreFiguresTableProps<Row extends CentreRow> = {
  caption: string;
  /** One row each, in this order. */
  centres: readonly Row[];
  /** Each centre's figures, by number; undefined while they load. */
  figures: ReadonlyMap<string, CentreFigures> | undefined;
  /**
   * While the figures load a centre shows '…', once they failed to load '–'; a centre they do
   * not hold (approved since they were counted) shows '—' until they are counted again.
   */
  figuresFailed?: boolean;
  columns: readonly CentreFigureColumn[];
  /** A badge with every centre's status, or a note beside a suspended centre only. */
  status: 'badge' | 'when-suspended';
  /** What can be done to a centre, in a last column screen readers call 'Action'. */
  action?: (centre: Row) => ReactNode;
};

/**
 * The centres and their figures (lib/centre-figures-query.ts, the snapshot), for the dashboard
 * home and the Centres screen: per centre a row named by its number, which links to its Student
 * List, and its name, then the chosen figures.
 */
export function CentreFiguresTable<Row extends CentreRow>({
  caption,
  centres,
  figures,
  figuresFailed = false,
  columns,
  status,
  action,
}: CentreFiguresTableProps<Row>) {
  const figure = (centreNumber: string, column: CentreFigureColumn): ReactNode => {
    const row = figures?.get(centreNumber);
    if (row) return numberFormat.format(row[column.figure]);
    if (figuresFailed) return '–';
    if (!figures) return '…';
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not counted yet</span>
      </>
    );
  };
  return (
    <Table caption={caption} frameClassName="mt-3">
      <TableHead>
        <ColumnHeader>Centre</ColumnHeader>
        {columns.map((column) => (
          <ColumnHeader key={column.figure} align="end" hideBelow={column.hideBelow}>
            {figureLabels[column.figure]}
          </ColumnHeader>
        ))}
        {action ? (
          <ColumnHeader>
            <span className="sr-only">Action</span>
          </ColumnHeader>
        ) : null}
      </TableHead>
      <TableBody>
        {centres.map((centre) => (
          <TableRow key={centre.centreNumber}>
            <RowHeader>
              <Link
                to={paths.dashboard.studentList.getHref({ centre: centre.centreNumber })}
                className="font-semibold text-brand-800 hover:underline"
              >
                {centre.centreNumber}
              </Link>{' '}
              {centre.name}
              <CentreStatusNote status={centre.status} shown={status} />
            </RowHeader>
            {columns.map((column) => (
              <TableCell key={column.figure} align="end" hideBelow={column.hideBelow}>
                {figure(centre.centreNumber, column)}
              </TableCell>
            ))}
            {action ? <TableCell align="end">{action(centre)}</TableCell> : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

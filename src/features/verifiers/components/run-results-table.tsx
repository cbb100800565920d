import {
  ColumnHeader,
  RowHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@/components/ui/table';
import { runRowWords, type RunRow } from '@/domain/batch-history';
import { formatDateTime } from '@/domain/dates';

/** A run's rows by their place in the file, each with its result and when it was checked. */
export function RunResultsTable({ rows }: { rows: readonly RunRow[] }) {
  return (
    <Table
      caption="Each candidate’s result, by row of the file"
      variant="banded"
      scrollLabel="Results"
      frameClassName="max-h-[70vh] rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <TableHead>
        <ColumnHeader>Row</ColumnHeader>
        <ColumnHeader>Result</ColumnHeader>
        <ColumnHeader hideBelow="sm">Checked at</ColumnHeader>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.position}>
            <RowHeader className="tabular-nums">{row.position}</RowHeader>
            <TableCell>{runRowWords(row)}</TableCell>
            <TableCell hideBelow="sm" className="whitespace-nowrap">
              {row.kind === 'kept' ? formatDateTime(row.result.at) : ''}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

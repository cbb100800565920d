import { StatusBadge } from '@/components/status-badge';
import {
  ColumnHeader,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@/components/ui/table';
import type { Certificate } from '@/domain/certificate';

import { AwardedDate, Missing, RecordActions, SelectForPrinting } from './record-parts';

const columns = [
  'Select',
  '#',
  'Student Number',
  'First Name',
  'Surname',
  'Course Name',
  'Awarded Date',
  'Centre Number',
  'Status',
] as const;

/** The Student List's records, as a table on a wide screen or as cards on a phone. */
export type StudentRecordsProps = {
  rows: readonly Certificate[];
  /** Said to screen readers before the records: what is listed, and in what order. */
  caption: string;
  onView: (certificate: Certificate) => void;
  /** The row saved most recently, highlighted so staff see where their change landed. */
  highlightedId?: string | null;
  /** The rows chosen for printing, and what ticks or unticks one. */
  selectedIds?: ReadonlySet<string>;
  onToggleSelected?: (certificate: Certificate) => void;
};

/**
 * The Student List on a screen 640 px wide or more: the table scrolls inside 70% of the window with
 * its header row kept in view. The scrolling box can take focus, so keyboard users can scroll it
 * too.
 */
export function StudentsTable({
  rows,
  caption,
  onView,
  highlightedId,
  selectedIds,
  onToggleSelected,
}: StudentRecordsProps) {
  return (
    <Table
      caption={caption}
      variant="banded"
      scrollLabel="Certificates"
      frameClassName="max-h-[70vh] rounded-xl border border-slate-200 bg-white shadow-sm"
      className="min-w-[50rem]"
    >
      <TableHead>
        {columns.map((column) => (
          <ColumnHeader key={column}>{column}</ColumnHeader>
        ))}
        {/* Kept in view, above the rows' own, when the table scrolls sideways. */}
        <ColumnHeader className="right-0 z-20 border-l border-l-brand-900">Actions</ColumnHeader>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={row.id} highlighted={row.id === highlightedId}>
            <TableCell>
              <SelectForPrinting
                certificate={row}
                selected={selectedIds?.has(row.id) ?? false}
                onToggle={onToggleSelected}
              />
            </TableCell>
            <TableCell className="text-slate-600 tabular-nums">{index + 1}</TableCell>
            <TableCell className="font-mono whitespace-nowrap">
              {row.studentNumber || <Missing />}
            </TableCell>
            <TableCell>{row.firstName}</TableCell>
            <TableCell className="font-medium text-slate-900">{row.surname}</TableCell>
            <TableCell className="min-w-40">{row.courseName || <Missing />}</TableCell>
            <TableCell>
              <AwardedDate value={row.awardedDate} />
            </TableCell>
            <TableCell className="font-mono">{row.centreNumber || <Missing />}</TableCell>
            <TableCell>
              <StatusBadge status={row.status} pending={row.pendingStatus} />
            </TableCell>
            {/* Kept in view when the table scrolls sideways on a narrow screen. */}
            <TableCell className="sticky right-0 border-l bg-inherit">
              <RecordActions certificate={row} onView={onView} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

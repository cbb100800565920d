import { StatusBadge } from '@/components/status-badge';
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
  'Actions',
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

const cell = 'border-b border-slate-200 px-2 py-2';

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
    <div
      role="region"
      aria-label="Certificates"
      // A scrolling box must be reachable by keyboard to be scrolled without a mouse.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-[70vh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[50rem] border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`sticky top-0 z-10 border-b border-brand-900 bg-brand-800 px-2 py-3 align-bottom font-semibold text-white first:rounded-tl-xl last:right-0 last:z-20 last:rounded-tr-xl last:border-l last:border-l-brand-900`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={row.id}
              className={
                row.id === highlightedId
                  ? 'bg-accent-100'
                  : 'odd:bg-white even:bg-slate-50 hover:bg-brand-50'
              }
            >
              <td className={cell}>
                <SelectForPrinting
                  certificate={row}
                  selected={selectedIds?.has(row.id) ?? false}
                  onToggle={onToggleSelected}
                />
              </td>
              <td className={`${cell} text-slate-600 tabular-nums`}>{index + 1}</td>
              <td className={`${cell} font-mono whitespace-nowrap`}>
                {row.studentNumber || <Missing />}
              </td>
              <td className={cell}>{row.firstName}</td>
              <td className={`${cell} font-medium text-slate-900`}>{row.surname}</td>
              <td className={`${cell} min-w-40`}>{row.courseName || <Missing />}</td>
              <td className={cell}>
                <AwardedDate value={row.awardedDate} />
              </td>
              <td className={`${cell} font-mono`}>{row.centreNumber || <Missing />}</td>
              <td className={cell}>
                <StatusBadge status={row.status} pending={row.pendingStatus} />
              </td>
              {/* Kept in view when the table scrolls sideways on a narrow screen. */}
              <td className={`${cell} sticky right-0 border-l bg-inherit`}>
                <RecordActions certificate={row} onView={onView} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
